import type { AddressInfo } from 'node:net'
import { buildApp } from './app.ts'
import { buildSecureSite, secureOrigin } from './auth/secure-site.ts'
import { createChainClients } from './chain/clients.ts'
import { databaseOf, loadConfig } from './config.ts'
import { type Database, openDatabase } from './db/client.ts'
import { joinCluster } from './indexer/cluster.ts'
import { createIndexedEvents } from './indexer/indexed-events.ts'
import { startIndexer } from './indexer/indexer.ts'

/** A listening server; `secureSite` is the embedded wallet's origin when it is configured. */
export type RunningServer = {
  url: string
  secureSite?: string
  database: 'pglite' | 'postgres'
  /** The server's database, for tools and tests that check what it holds. */
  db: Database
  stop: () => Promise<void>
}

/**
 * Loads the configuration from the environment (`config` stands in for a `LATCH_CONFIG` file when
 * none is named), opens the database (PostgreSQL when `DATABASE_URL` is set, else PGlite under
 * `dataDir`) and listens.
 *
 * @example
 * const server = await startServer(process.env)
 */
export async function startServer(
  env: Record<string, string | undefined>,
  opts: { logger?: boolean; port?: number; securePort?: number; config?: object } = {},
): Promise<RunningServer> {
  const config = loadConfig(env, opts.config)
  const databaseConfig = databaseOf(config)
  const database = await openDatabase(databaseConfig)
  const indexed = createIndexedEvents()
  const clients = createChainClients(config)
  const app = await buildApp({ config, db: database.db, logger: opts.logger, indexed, clients })
  // Every process hears what the leading indexers write, whether or not it indexes itself.
  const cluster = await joinCluster(databaseConfig, indexed, (msg, err) => app.log.warn({ err }, msg))
  const url = await app.listen({ host: config.host, port: opts.port ?? config.port })
  const embedded = config.embeddedWallet
  let siteOrigin: string | undefined
  const site = embedded
    ? await buildSecureSite({
        config,
        embedded,
        db: database.db,
        origin: () => siteOrigin ?? '',
        logger: opts.logger,
      })
    : undefined
  if (site && embedded) {
    await site.listen({ host: config.host, port: opts.securePort ?? embedded.port })
    const { port } = site.server.address() as AddressInfo
    siteOrigin = secureOrigin(config, embedded, port)
  }
  const indexer = config.indexer.enabled
    ? startIndexer({
        db: database.db,
        config,
        clients,
        cluster,
        onError: (chain, e) => app.log.warn({ chain, err: e }, 'indexer step failed; retrying'),
        onIndexed: indexed.emit,
      })
    : undefined
  return {
    url,
    ...(siteOrigin ? { secureSite: siteOrigin } : {}),
    database: database.kind,
    db: database.db,
    async stop() {
      await indexer?.stop()
      await cluster.close()
      await site?.close()
      await app.close()
      await database.close()
    },
  }
}

/**
 * Starts the server as `startServer` does, prints where it listens, and stops it on Ctrl-C or SIGTERM:
 * what `npm run server` runs.
 *
 * @example
 * await serveUntilStopped(process.env, { logger: process.env.LOG === '1' })
 */
export async function serveUntilStopped(
  env: Record<string, string | undefined>,
  opts: Parameters<typeof startServer>[1] = {},
): Promise<RunningServer> {
  const server = await startServer(env, opts)
  console.log(`Latch server on ${server.url} (${server.database})`)
  if (server.secureSite) console.log(`Embedded wallet (secure site) on ${server.secureSite}`)
  const stop = async () => {
    await server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  return server
}
