/**
 * Routes declared with their zod schemas: Fastify validates each request part with the route's schema
 * (a failure is the same 400 `parse` gives, naming the field, e.g. `query.chainId`), hands the handler
 * what the schema read (defaults and transforms applied) with its type inferred, and `@fastify/swagger`
 * turns the same schemas into the OpenAPI document the server serves at `GET /openapi.json`. A route's
 * answer is declared the same way (`response: { 200: balanceAnswer }`, the schemas the client parses
 * answers with, from `@latch/protocol/api/answers`): the handler's return type is checked against it at
 * compile time and the document describes it. Schemas of zod's classic and mini builds are both taken.
 */
import swagger from '@fastify/swagger'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import { z } from 'zod'
import { invalidPart } from './errors.ts'

/** Fastify's types for routes declared with zod schemas: a part's type is what its schema reads. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown
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
const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (value) => {
    const read = z.safeParse(schema, value)
    if (read.success) return { value: read.data }
    return { error: invalidPart(PART[httpPart as keyof typeof PART] ?? String(httpPart), read.error) }
  }

const isZod = (s: unknown): s is z.core.$ZodType => s instanceof z.core.$ZodType
/**
 * A route part's schema as JSON Schema, for the document: what a caller sends (the input side of a
 * request's schemas), or what the server answers (the output side of a response's).
 */
const jsonSchemaOf = (s: unknown, io: 'input' | 'output' = 'input') =>
  isZod(s) ? z.toJSONSchema(s, { io, unrepresentable: 'any' }) : s

/**
 * Answers are written as JSON as they are: a route's response schema types its handler (at compile time)
 * and describes its answer, and the client parses what arrives with the same schema.
 */
const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data)

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
  app.setSerializerCompiler(serializerCompiler)
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
          ...(s.response && typeof s.response === 'object'
            ? {
                response: Object.fromEntries(
                  Object.entries(s.response).map(([status, r]) => [status, jsonSchemaOf(r, 'output')]),
                ),
              }
            : {}),
        } as FastifySchema,
      }
    },
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } as FastifySchema }, async () => app.swagger())
}
