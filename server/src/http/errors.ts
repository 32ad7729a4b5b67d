import type { FastifyError, FastifyInstance } from 'fastify'
import { ZodError, type z } from 'zod'

/** An error that answers with its status and message. */
export class HttpError extends Error {
  readonly status: number
  readonly field?: string
  constructor(status: number, message: string, field?: string) {
    super(message)
    this.status = status
    this.field = field
  }
}

/**
 * Parses a request part with a zod schema; a failure becomes a 400 naming the field, e.g.
 * `query.chainId`.
 *
 * @example
 * const { chainId } = parse(querySchema, req.query, 'query')
 */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'params' | 'query' | 'body',
): z.infer<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = [where, ...(issue?.path ?? [])].join('.')
  throw new HttpError(400, `Invalid ${field}: ${issue?.message ?? 'Invalid input'}`, field)
}

/** Every error answers JSON `{ error, field? }`; nothing but a real fault is a 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, req, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send({ error: error.message, ...(error.field ? { field: error.field } : {}) })
    }
    if (error instanceof ZodError) return reply.status(400).send({ error: 'Invalid input' })
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message })
    req.log.error(error)
    return reply.status(500).send({ error: 'Server Error' })
  })
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: `No route ${req.method} ${req.url.split('?')[0]}` }),
  )
}
