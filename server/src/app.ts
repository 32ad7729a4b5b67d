import cors from '@fastify/cors'
import { API_PATHS } from '@latch/protocol/api'
import { healthAnswer } from '@latch/protocol/api/answers'
import Fastify, { type FastifyInstance } from 'fastify'
import { balanceRoutes } from './account/balance.ts'
import { changesRoutes } from './account/changes.ts'
import { historyRoutes } from './account/history.ts'
import { nftRoutes } from './account/nfts.ts'
import { analyticsRoutes } from './analytics/routes.ts'
import { type ChainClients, createChainClients } from './chain/clients.ts'
import type { ServerConfig } from './config.ts'
import { convertRoutes } from './convert/routes.ts'
import type { Database } from './db/client.ts'
import { acceptJsonAsText } from './http/body.ts'
import { installErrorHandler } from './http/errors.ts'
import type { Feature, ServerDeps } from './http/feature.ts'
import { installProjectGuard } from './http/projects.ts'
import { installTypedRoutes, type ZodTypeProvider } from './http/typed-routes.ts'
import { createIndexedEvents, type IndexedEvents } from './indexer/indexed-events.ts'
import { nameRoutes } from './names/routes.ts'
import { onrampRoutes } from './onramp/routes.ts'
import { walletRoutes } from './registry/routes.ts'
import { seedRegistry } from './registry/store.ts'
import { chainRoutes } from './routes/chains.ts'
import { rpcRoutes } from './routes/rpc.ts'
import { tokenImageRoutes } from './routes/token-image.ts'
import { sessionRoutes } from './sessions/routes.ts'
import { siwxRoutes } from './siwx/routes.ts'

/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 h). */
export const CORS_MAX_AGE_S = 600

/**
 * Builds the API server (not yet listening) over an open database.
 *
 * @example
 * const { db } = await openDatabase({ kind: 'pglite' })
 * const app = await buildApp({ config: parseConfig(JSON.parse(readFileSync('latch.json', 'utf8'))), db })
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export async function buildApp(opts: {
  config: ServerConfig
  db: Database
  logger?: boolean
  /** What this process's indexer writes: caches drop those addresses, held `changes` requests answer. */
  indexed?: IndexedEvents
  /** Shared with this process's indexer, so both use one set of RPC clients. */
  clients?: ChainClients
}): Promise<FastifyInstance> {
  const { config, db } = opts
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 4 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // `/v1/?chainId=…` is `/v1?chainId=…`: RPC URLs are written both ways.
    routerOptions: { ignoreTrailingSlash: true },
  })
  acceptJsonAsText(app)
  // CORS answers every origin, preflights included, so a refused origin reads the 401/403 that names
  // it; which origin may use which project is the project guard's decision, made on every call.
  // DELETE too: a browser signs out of its sign-in session (`DELETE /v1/siwx/session`).
  await app.register(cors, {
    origin: true,
    maxAge: CORS_MAX_AGE_S,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
  })
  installErrorHandler(app)
  installProjectGuard(app, config)
  await installTypedRoutes(app, {
    title: 'Latch API',
    version: '0.1.0',
    description: "The self-hosted Latch server's public API (docs/spec.md §7.2)",
  })

  await seedRegistry(db)
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.health, { schema: { response: { 200: healthAnswer } } }, async () => ({
      status: 'ok' as const,
    }))
  const deps: ServerDeps = {
    config,
    db,
    clients: opts.clients ?? createChainClients(config),
    indexed: opts.indexed ?? createIndexedEvents(),
  }
  // Each feature in a plugin of its own, given what it uses.
  for (const feature of [
    chainRoutes,
    rpcRoutes,
    analyticsRoutes,
    nameRoutes,
    balanceRoutes,
    convertRoutes,
    onrampRoutes,
    historyRoutes,
    changesRoutes,
    nftRoutes,
    sessionRoutes,
    siwxRoutes,
    walletRoutes,
    tokenImageRoutes,
  ] as Feature<keyof ServerDeps>[])
    await app.register(feature, deps)
  return app
}
