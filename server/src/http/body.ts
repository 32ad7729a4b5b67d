import type { FastifyInstance } from 'fastify'
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
