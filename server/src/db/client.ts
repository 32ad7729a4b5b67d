import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

/**
 * Where the data lives: embedded PGlite (default) or a PostgreSQL server. PGlite's `loadDataDir` starts
 * it from a dump of another PGlite's data directory (`dumpDataDir`) instead of an empty one.
 */
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number }

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** How this process's connections are named in `pg_stat_activity`, for operators (and tests). */
export const connectionName = (pid: number = process.pid): string => `latch-server ${pid}`

/** An open database and its cleanup. */
export type OpenDatabase = { db: Database; kind: DatabaseConfig['kind']; close: () => Promise<void> }

/**
 * Opens the database and applies pending migrations (one set of migrations serves both drivers).
 * PGlite without `dataDir` keeps everything in memory.
 *
 * @example
 * const { db, close } = await openDatabase({ kind: 'pglite', dataDir: '.latch-data/db' })
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  if (config.kind === 'pglite') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true })
    const client = new PGlite({
      ...(config.dataDir ? { dataDir: config.dataDir } : {}),
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    })
    const db = drizzlePglite(client, { schema })
    await migratePglite(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    application_name: connectionName(),
  })
  const db = drizzleNodePg(pool, { schema })
  // Several server processes may start at once: one migrates, the others wait on the advisory lock.
  const lock = await pool.connect()
  try {
    await lock.query('select pg_advisory_lock(727274)')
    await migrateNodePg(db, { migrationsFolder })
  } finally {
    await lock.query('select pg_advisory_unlock(727274)').catch(() => {})
    lock.release()
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
}
