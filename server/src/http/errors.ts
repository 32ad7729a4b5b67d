import { type AuthRefusal, type AuthRefusalArgs, refusalMessage } from '@latch/protocol/embedded'
import type { FastifyError, FastifyInstance } from 'fastify'
import { z } from 'zod'

/** An error that answers with its status and message (and, for a visitor's refusal, its reason). */
export class HttpError extends Error {
  readonly status: number
  readonly field?: string
  /** A visitor's refusal: its stable code (an `AuthRefusal` or a `SwapRefusal`), said in their language. */
  readonly reason?: string
  readonly args?: readonly (string | number)[]
  constructor(
    status: number,
    message: string,
    field?: string,
    refusal?: { reason: string; args: readonly (string | number)[] },
  ) {
    super(message)
    this.status = status
    this.field = field
    if (refusal) {
      this.reason = refusal.reason
      this.args = refusal.args
    }
  }
}

/**
 * A refusal a visitor reads: its English message, and its reason and arguments so the wallet frame can
 * say it in the visitor's language.
 *
 * @example
 * throw refusal(401, { field: 'body.otp' }, 'codeWrong', 2)
 */
export function refusal<R extends AuthRefusal>(
  status: number,
  at: { field?: string },
  reason: R,
  ...args: AuthRefusalArgs<R>
): HttpError {
  return new HttpError(status, refusalMessage(reason, ...args), at.field, {
    reason,
    args: args as readonly (string | number)[],
  })
}

/** A catalogue of refusals: each code's English message, or a function of its arguments that makes it. */
export type RefusalCatalogue = Readonly<Record<string, string | ((...args: string[]) => string)>>

/**
 * A 400 refusal a visitor reads, from a catalogue of stable codes (`SWAP_REFUSALS`, `ONRAMP_REFUSALS`):
 * the English message, and its code and arguments for the modal to say in the visitor's language.
 *
 * @example
 * throw visitorRefusal(SWAP_REFUSALS, 'SWAP_INSUFFICIENT_BALANCE', ['ETH'], 'query.amount')
 */
export function visitorRefusal<C extends RefusalCatalogue>(
  catalogue: C,
  code: keyof C & string,
  args: string[] = [],
  field?: string,
): HttpError {
  const entry = catalogue[code] as string | ((...a: string[]) => string)
  const message = typeof entry === 'function' ? entry(...args) : entry
  return new HttpError(400, message, field, { reason: code, args })
}

/**
 * Parses a request part with a zod schema; a failure becomes a 400 naming the field, e.g.
 * `query.chainId`.
 *
 * @example
 * const { chainId } = parse(querySchema, req.query, 'query')
 */
export function parse<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  where: 'params' | 'query' | 'body',
): z.output<S> {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  throw invalidPart(where, result.error)
}

/**
 * The 400 for a request part a schema refused: its first issue, naming the field (e.g. `query.chainId`).
 * `parse` and the routes' schema validation (`typed-routes.ts`) answer with it alike.
 *
 * @example
 * throw invalidPart('query', result.error)
 */
export function invalidPart(where: string, error: z.core.$ZodError): HttpError {
  const issue = error.issues[0]
  const field = [where, ...(issue?.path ?? [])].join('.')
  return new HttpError(400, `Invalid ${field}: ${issue?.message ?? 'Invalid input'}`, field)
}

/** Every error answers JSON `{ error, field? }`; nothing but a real fault is a 5xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | z.core.$ZodError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({
        error: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.reason ? { reason: error.reason, args: error.args ?? [] } : {}),
      })
    }
    if (error instanceof z.core.$ZodError) return reply.status(400).send({ error: 'Invalid input' })
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message })
    req.log.error(error)
    return reply.status(500).send({ error: 'Server Error' })
  })
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ error: `No route ${req.method} ${req.url.split('?')[0]}` }),
  )
}
