/**
 * The secure site: the embedded wallet's own origin (SPEC §9 secure site origin). It serves the wallet
 * frame, which only the project's allowed origins may embed (`frame-ancestors`), the frame's auth API
 * and a JSON-RPC proxy to the server's chains, so the frame talks to nothing but its own origin.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { AUTH_PATHS, frameQuery, type OriginCheckResponse, originCheckAnswer } from '@latch/protocol/embedded'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { acceptJsonAsText, keepRawJson } from '../http/body.ts'
import { HttpError, installErrorHandler } from '../http/errors.ts'
import { installTypedRoutes, type ZodTypeProvider } from '../http/typed-routes.ts'
import { rpcProxy } from '../routes/rpc.ts'
import { deriveKeys } from './crypto.ts'
import { createMailer, type Mailer } from './mailer.ts'
import { DEFAULT_FRAME_DIR, FRAME_NOT_BUILT, pageCsp } from './pages.ts'
import { authRoutes } from './routes.ts'
import type { EmbeddedWalletConfig } from './settings.ts'

/** The secure site's public origin: configured, else `http://{host}:{port}`. */
export function secureOrigin(config: ServerConfig, embedded: EmbeddedWalletConfig, port = embedded.port) {
  return embedded.origin ?? `http://${config.host}:${port}`
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/**
 * Builds the secure site (not yet listening). `origin` is the public origin the frame's requests must
 * come from; `mailer` defaults to the configured SMTP server.
 *
 * @example
 * const site = await buildSecureSite({ config, embedded: config.embeddedWallet, db, origin: 'http://127.0.0.1:8788' })
 * await site.listen({ host: '127.0.0.1', port: 8788 })
 */
export async function buildSecureSite(opts: {
  config: ServerConfig
  embedded: EmbeddedWalletConfig
  db: Database
  /** The public origin, or a function giving it once the site listens on a port picked at random. */
  origin: string | (() => string)
  mailer?: Mailer
  logger?: boolean
}): Promise<FastifyInstance> {
  const { config, embedded, db } = opts
  const originOf = typeof opts.origin === 'string' ? () => opts.origin as string : opts.origin
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Per-IP limits count the visitor behind the configured proxies, not the proxy.
    trustProxy: config.trustProxy,
  })
  acceptJsonAsText(app)
  keepRawJson(app)
  installErrorHandler(app)
  await installTypedRoutes(app, {
    title: 'Latch secure site',
    version: '0.1.0',
    description: "The embedded wallet's auth API, called by the wallet frame on its own origin",
  })
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const frameDir = embedded.frameDir ?? DEFAULT_FRAME_DIR
  const mailer = opts.mailer ?? createMailer(embedded.smtp)
  app.addHook('onClose', async () => mailer.close())
  const originsOf = (projectId: unknown) =>
    config.projects.find((p) => p.id === projectId)?.origins.map((o) => new URL(o).origin) ?? []

  // Calls that change something come from the frame itself: a page on any other origin is refused.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return
    // Apple posts its answer to the social callback from its own origin; the state decides what it opens.
    if (req.url.split('?')[0] === AUTH_PATHS.socialCallback) return
    if (req.headers.origin !== originOf())
      throw new HttpError(403, `Only the wallet frame (${originOf()}) may call ${req.url.split('?')[0]}`)
  })

  typed.get(AUTH_PATHS.frame, { schema: { querystring: frameQuery } }, async (req, reply) => {
    const { projectId } = req.query
    const ancestors = originsOf(projectId)
    reply.header('content-security-policy', pageCsp(ancestors))
    reply.header('cache-control', 'no-store')
    if (ancestors.length === 0)
      throw new HttpError(403, `Unknown projectId "${projectId}"`, 'query.projectId')
    const index = join(frameDir, 'index.html')
    if (!existsSync(index)) throw new HttpError(503, FRAME_NOT_BUILT)
    return reply.type('text/html; charset=utf-8').send(readFileSync(index))
  })

  app.get<{ Params: { file: string } }>(`${AUTH_PATHS.frame}/assets/:file`, async (req, reply) => {
    const { file } = req.params
    const type = TYPES[file.slice(file.lastIndexOf('.'))]
    const path = join(frameDir, 'assets', file)
    if (!/^[\w.-]+$/.test(file) || !type || !existsSync(path)) throw new HttpError(404, 'No such file')
    reply.header('cache-control', 'public, max-age=31536000, immutable')
    return reply.type(type).send(readFileSync(path))
  })

  // The host page asks, before it frames the wallet, whether its origin may: a clear 'unverified_domain'
  // instead of a frame the browser silently refuses to show.
  typed.get(
    AUTH_PATHS.originCheck,
    { schema: { response: { 200: originCheckAnswer }, querystring: frameQuery } },
    async (req, reply): Promise<OriginCheckResponse> => {
      const { projectId } = req.query
      reply.header('access-control-allow-origin', '*')
      const from = req.headers.origin
      return { allowed: typeof from === 'string' && originsOf(projectId).includes(from) }
    },
  )

  const proxy = rpcProxy(config)
  app.post(AUTH_PATHS.rpc, async (req) => proxy(req.query, req.body))

  await app.register(authRoutes, {
    db,
    config,
    embedded,
    keys: deriveKeys(embedded.secretKey),
    mailer,
    origin: originOf,
  })
  return app
}
