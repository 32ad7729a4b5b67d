/**
 * A feature of the API server (balances, history, swaps, on-ramp, sign-in, …): its routes and hooks in
 * a Fastify plugin of their own, registered with what the server shares and typed with the part it uses,
 * so a line of a feature cannot reach what it was not given, and a hook or parser it adds stays inside.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { ChainClients } from '../chain/clients.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { IndexedEvents } from '../indexer/indexed-events.ts'

/** What the API server shares with its features. */
export type ServerDeps = {
  config: ServerConfig
  db: Database
  /** The RPC clients of the served chains, shared with this process's indexer. */
  clients: ChainClients
  /** What this process's indexer writes: caches drop those accounts, held `changes` requests answer. */
  indexed: IndexedEvents
}

/**
 * A feature given the parts of {@link ServerDeps} it names.
 *
 * @example
 * export const walletRoutes: Feature<'db'> = async (app, { db }) => {
 *   app.get(API_PATHS.wallets, async () => listWallets(db))
 * }
 * await app.register(walletRoutes, deps)
 */
export type Feature<K extends keyof ServerDeps = never> = FastifyPluginAsync<Pick<ServerDeps, K>>
