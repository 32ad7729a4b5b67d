import { devnetServerConfig } from '@latch/devnet/server-config'
import type {} from '@latch/devnet/vitest-context'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import { parseConfig, type ServerConfig } from '../config.ts'
import { type DatabaseConfig, type OpenDatabase, openDatabase } from '../db/client.ts'
import { createHistoryCache } from '../routes/history-cache.ts'

/** Both database drivers, for `describe.each`. */
export const DRIVERS = (): [string, DatabaseConfig][] => [
  ['PGlite', { kind: 'pglite' }],
  ['PostgreSQL', { kind: 'postgres', url: inject('postgresUrl') }],
]

/** The devnet's server configuration, pointed at the unit-test devnet. */
export function testConfig(over: Partial<ServerConfig> = {}): ServerConfig {
  return { ...parseConfig(devnetServerConfig({ chains: inject('devnet') })), ...over }
}

/** A listening server over a fresh database connection; `q` appends the demo project's params. */
export async function startTestServer(db: DatabaseConfig, over: Partial<ServerConfig> = {}) {
  const database: OpenDatabase = await openDatabase(db)
  const historyCache = createHistoryCache()
  const app: FastifyInstance = await buildApp({ config: testConfig(over), db: database.db, historyCache })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const q = (path: string, params: Record<string, string> = {}) =>
    `${base}${path}?${new URLSearchParams({ projectId: 'latch-demo', st: 'latch', sv: 'test', ...params })}`
  const post = (
    path: string,
    body: unknown,
    params: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) =>
    fetch(q(path, params), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  return {
    base,
    q,
    post,
    db: database.db,
    historyCache,
    async stop() {
      await app.close()
      await database.close()
    },
  }
}
