import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

/**
 * Parses `text/plain` bodies as JSON. Browsers send a string body posted without a content type as
 * `text/plain;charset=UTF-8`, and some clients (viem's HTTP transport among them) do so on purpose to
 * skip the CORS preflight; the JSON inside is what they mean.
 *
 * @example
 * acceptJsonAsText(app)
 */
export function acceptJsonAsText(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(new HttpError(400, 'Invalid body: not JSON', 'body'), undefined)
    }
  })
}

const RAW = Symbol('latch.rawBody')
type WithRaw = FastifyRequest & { [RAW]?: string }

/**
 * Parses JSON bodies while keeping the text as sent, for checks that sign the body (session proofs).
 *
 * @example
 * keepRawJson(app)
 * rawBodyOf(req) // '{"otp":"123456"}'
 */
export function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    ;(req as WithRaw)[RAW] = body as string
    try {
      done(null, (body as string) === '' ? undefined : JSON.parse(body as string))
    } catch {
      done(new HttpError(400, 'Invalid body: not JSON', 'body'), undefined)
    }
  })
}

/** The body of a request as sent ('' when it had none). */
export const rawBodyOf = (req: FastifyRequest): string => (req as WithRaw)[RAW] ?? ''

/**
 * Answers with JSON already serialized (a cached page or balance list), so a hit costs no encoding.
 *
 * @example
 * return sendJson(reply, cached)
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
