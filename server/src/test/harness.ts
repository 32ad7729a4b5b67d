import { readFile } from 'node:fs/promises'
import { startMailbox } from '@latch/devnet/mail'
import { devnetServerConfig } from '@latch/devnet/server-config'
import type {} from '@latch/devnet/vitest-context'
import { proveCall, SESSION_PROOF_HEADER } from '@latch/protocol/embedded'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import { buildSecureSite } from '../auth/secure-site.ts'
import { embeddedWalletSchema } from '../auth/settings.ts'
import { parseConfig, type ServerConfig } from '../config.ts'
import { type DatabaseConfig, type OpenDatabase, openDatabase } from '../db/client.ts'
import { createIndexedEvents } from '../indexer/indexed-events.ts'

/** Both database drivers, for `describe.each`. */
export const DRIVERS = (): [string, DatabaseConfig][] => [
  ['PGlite', { kind: 'pglite' }],
  ['PostgreSQL', { kind: 'postgres', url: inject('postgresUrl') }],
]

/**
 * A new, empty database on the test PostgreSQL, for tests whose processes share one: its URL.
 *
 * @example
 * const url = await freshPostgres('latch_crash')
 */
export async function freshPostgres(prefix: string): Promise<string> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  return inject('postgresUrl').replace(/\/postgres$/, `/${name}`)
}

/**
 * `driver` for a test file that runs an indexer: PGlite as it is (each opening is a database of its
 * own), PostgreSQL as a new database. The shared one keeps one indexer cursor per chain, and files that
 * index the same chain id off their own anvil run at once: one's cursor would be the other's.
 *
 * @example
 * s = await startTestServer(await ownDatabase(driver, 'latch_changes'), over)
 */
export async function ownDatabase(driver: DatabaseConfig, prefix: string): Promise<DatabaseConfig> {
  return driver.kind === 'postgres' ? { ...driver, url: await freshPostgres(prefix) } : driver
}

/** The devnet's server configuration, pointed at the unit-test devnet. */
export function testConfig(over: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...parseConfig(devnetServerConfig({ chains: inject('devnet'), solanaRpcUrl: inject('solana').rpcUrl })),
    ...over,
  }
}

/**
 * The config file's content for a server run as a process of its own (`main.ts`): the test config
 * without the secure site, whose one port test files running at the same time would otherwise share.
 *
 * @example
 * writeFileSync(file, JSON.stringify(processConfig({ port: 18_790, dataDir })))
 */
export function processConfig(over: Record<string, unknown>): Record<string, unknown> {
  return { ...testConfig(), embeddedWallet: undefined, ...over }
}

let migrated: Promise<Blob> | undefined

/**
 * Opens a test's database. An in-memory PGlite starts from the dump of one migrated once for the whole
 * run (the global setup's `pgliteDump`): a new PGlite spends about 3 s of CPU creating its cluster
 * (initdb) and migrating it, a loaded dump about 1 s, and the unit tests open dozens.
 *
 * @example
 * const { db, close } = await openTestDatabase({ kind: 'pglite' })
 */
export async function openTestDatabase(db: DatabaseConfig): Promise<OpenDatabase> {
  if (db.kind !== 'pglite' || db.dataDir || db.loadDataDir) return openDatabase(db)
  migrated ??= readFile(inject('pgliteDump')).then((tar) => new Blob([tar], { type: 'application/x-tar' }))
  return openDatabase({ ...db, loadDataDir: await migrated })
}

/** A listening server over a fresh database connection; `q` appends the demo project's params. */
export async function startTestServer(db: DatabaseConfig, over: Partial<ServerConfig> = {}) {
  const database: OpenDatabase = await openTestDatabase(db)
  const indexed = createIndexedEvents()
  const app: FastifyInstance = await buildApp({ config: testConfig(over), db: database.db, indexed })
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
    /** Tells the server's caches and held requests what an indexer wrote, as `startServer` wires it. */
    indexed,
    async stop() {
      await app.close()
      await database.close()
    },
  }
}

/**
 * A listening secure site (the embedded wallet's origin) over a fresh database, mailing through a real
 * SMTP catcher; `frame()` posts as the frame would (its own Origin), `code(email)` reads the newest
 * mailed code back.
 */
export async function startTestSecureSite(
  db: DatabaseConfig,
  over: Partial<ServerConfig> = {},
  /** Reach it as `localhost` (a name WebAuthn accepts, for passkeys), not 127.0.0.1. */
  opts: { byName?: boolean } = {},
) {
  const mail = await startMailbox({ smtpPort: 0, httpPort: 0 })
  // Behind a proxy on loopback, as the reverse-proxy recipe runs it: tests name visitors' addresses
  // with X-Forwarded-For.
  const config = testConfig({ trustProxy: ['127.0.0.1'], ...over })
  const embedded = {
    ...config.embeddedWallet!,
    smtp: { ...config.embeddedWallet!.smtp, port: mail.smtpPort },
    // The production defaults, which the tests of the limits count against (the devnet raises per-IP ones).
    limits: embeddedWalletSchema.shape.limits.parse(undefined),
  }
  const database = await openTestDatabase(db)
  let origin = ''
  const app = await buildSecureSite({ config, embedded, db: database.db, origin: () => origin })
  const listening = await app.listen({ host: '127.0.0.1', port: 0 })
  origin = opts.byName ? listening.replace('//127.0.0.1:', '//localhost:') : listening
  // This site's visitor has an address of its own, so test files sharing one database (PostgreSQL) do
  // not share per-IP budgets.
  const visitor = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
  /** Each session's key, by its token, as the frame keeps it: calls with a known token carry a proof. */
  const sessionKeys = new Map<string, CryptoKey>()
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const text = body === undefined ? undefined : JSON.stringify(body)
    const key = sessionKeys.get(/^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? '')
    const proof: Record<string, string> = key
      ? { [SESSION_PROOF_HEADER]: await proveCall(key, { method, path, body: text ?? '' }) }
      : {}
    const all: Record<string, string> = {
      origin,
      'x-forwarded-for': visitor,
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      ...proof,
      ...headers,
    }
    return fetch(`${origin}${path}`, { method, headers: all, ...(text === undefined ? {} : { body: text }) })
  }
  /** The newest code mailed to an address (waits up to 5 s for it to arrive). */
  const code = async (to: string, after = 0): Promise<string> => {
    for (let i = 0; i < 100; i++) {
      const found = mail
        .messages()
        .filter((m) => m.to.includes(to.toLowerCase()) && m.id > after)
        .at(-1)
      const match = found && /\b(\d{6})\b/.exec(found.subject)
      if (match) return match[1]!
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`No code mailed to ${to}`)
  }
  return {
    origin,
    call,
    sessionKeys,
    code,
    mail,
    config,
    db: database.db,
    async stop() {
      await app.close()
      await database.close()
      await mail.stop()
    },
  }
}
