/**
 * Routes declared with their zod schemas: Fastify validates each request part with the route's schema
 * (a failure is the same 400 `parse` gives, naming the field, e.g. `query.chainId`), hands the handler
 * what the schema read (defaults and transforms applied) with its type inferred, and `@fastify/swagger`
 * turns the same schemas into the OpenAPI document the server serves at `GET /openapi.json`.
 */
import swagger from '@fastify/swagger'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import { z } from 'zod'
import { invalidPart } from './errors.ts'

/** Fastify's types for routes declared with zod schemas: a part's type is what its schema reads. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown
}

/**
 * An app whose routes are declared with zod schemas (`app.withTypeProvider<ZodTypeProvider>()`): a
 * handler's `req.body`, `req.query` and `req.params` have the types their schemas read.
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** Where the server serves its OpenAPI document. */
export const OPENAPI_PATH = '/openapi.json'

const PART = { params: 'params', querystring: 'query', body: 'body', headers: 'headers' } as const

/** Validates a request part with the route's zod schema, failing as `parse` does. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (value) => {
    const read = schema.safeParse(value)
    if (read.success) return { value: read.data }
    return { error: invalidPart(PART[httpPart as keyof typeof PART] ?? String(httpPart), read.error) }
  }

const isZod = (s: unknown): s is z.ZodType => s instanceof z.ZodType
/** A route part's schema as JSON Schema, for the document (what a caller sends: the input side). */
const jsonSchemaOf = (s: unknown) =>
  isZod(s) ? z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) : s

/**
 * Installs zod validation and the OpenAPI document on the app, before any route is declared, and
 * serves the document at `GET /openapi.json`.
 *
 * @example
 * await installTypedRoutes(app, { title: 'Latch API', version: '0.1.0' })
 */
export async function installTypedRoutes(
  app: FastifyInstance,
  info: { title: string; version: string; description: string },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler)
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info },
    transform: ({ schema, url }) => {
      const s = (schema ?? {}) as FastifySchema
      return {
        url,
        schema: {
          ...s,
          ...(s.params ? { params: jsonSchemaOf(s.params) } : {}),
          ...(s.querystring ? { querystring: jsonSchemaOf(s.querystring) } : {}),
          ...(s.body ? { body: jsonSchemaOf(s.body) } : {}),
        } as FastifySchema,
      }
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } as FastifySchema }, async () => app.swagger())
}
