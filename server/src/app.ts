import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerConfig } from './config.ts'

/**
 * Builds the API server (not yet listening).
 *
 * @example
 * const app = await buildApp(defaultConfig)
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export async function buildApp(
  config: ServerConfig,
  opts: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false })
  const origins = new Set(config.projects.flatMap((p) => p.origins))
  await app.register(cors, { origin: (origin, cb) => cb(null, !origin || origins.has(origin)) })

  app.get('/health', async () => ({ status: 'ok' }))

  /** SPEC §7: the networks this server serves, as CAIP-2 ids, by transport. */
  app.get('/v1/supported-chains', async () => ({ http: config.chains.map((c) => c.caipNetworkId), ws: [] }))

  return app
}
