import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { z } from 'zod'
import { connectionName, type Database, type DatabaseConfig } from '../db/client.ts'
import type { IndexedChange, IndexedEvents } from './indexed-events.ts'

/** The PostgreSQL channel the indexer's notices travel on. */
export const INDEXED_CHANNEL = 'latch_indexed'
/** First key of the per-chain advisory locks (the second is the chain's `hashtext`). */
export const LEADER_LOCK_CLASS = 727_275
/** Addresses per notice: a NOTIFY payload holds at most 8,000 bytes, an address takes 45 of them. */
const NOTICE_ADDRESSES = 150
/** A lost connection is opened again after this long. */
const RECONNECT_MS = 1_000

/** A notice: which process wrote, and the addresses whose history it changed. */
const noticeSchema = z.object({
  from: z.string().max(64),
  addresses: z
    .array(z.string().regex(/^0x[0-9a-f]{40}$/))
    .min(1)
    .max(NOTICE_ADDRESSES),
})

/** How server processes over one database share the indexing. */
export type Cluster = {
  /**
   * Whether this process leads (indexes) `chain` now, taking the lead when nobody holds it. Over
   * PostgreSQL a session advisory lock per chain decides, released by the database when the leader's
   * connection ends (its process died); over PGlite the one process always leads.
   */
  leads: (chain: string) => Promise<boolean>
  /** Within the indexer's transaction: tells the other processes these addresses changed, on commit. */
  announce: (tx: Database, addresses: ReadonlySet<string>) => Promise<void>
  /** Ends the lead and the listening (the database releases the locks). */
  close: () => Promise<void>
}

/** The one process over PGlite: it leads every chain and has nobody to tell. */
const alone: Cluster = {
  leads: async () => true,
  announce: async () => {},
  close: async () => {},
}

/**
 * Joins the processes over the database: over PostgreSQL, one connection of its own holds this
 * process's per-chain leader locks and listens for the other processes' notices, which `indexed`
 * hears as if this process's indexer had written them. When that connection drops, the leads are
 * lost (another process may take them), every cache is dropped (notices may have been missed) and it
 * reconnects. A malformed notice (anyone with the database's credentials can NOTIFY) is ignored.
 *
 * @example
 * const cluster = await joinCluster(databaseOf(config), indexed, (msg, err) => log.warn({ err }, msg))
 * startIndexer({ db, config, clients, cluster, onIndexed: indexed.emit })
 */
export async function joinCluster(
  database: DatabaseConfig,
  indexed: IndexedEvents,
  warn: (message: string, error?: unknown) => void = () => {},
): Promise<Cluster> {
  if (database.kind === 'pglite') return alone
  const { url } = database
  const self = randomUUID()
  const held = new Set<string>()
  let client: pg.Client | undefined
  let closed = false
  let retry: ReturnType<typeof setTimeout> | undefined

  const heard = (msg: pg.Notification) => {
    if (msg.channel !== INDEXED_CHANNEL) return
    let parsed: z.infer<typeof noticeSchema>
    try {
      parsed = noticeSchema.parse(JSON.parse(msg.payload ?? ''))
    } catch (e) {
      warn('cluster: ignored a malformed indexer notice', e)
      return
    }
    if (parsed.from !== self) indexed.emit(new Set(parsed.addresses))
  }

  const lost = (c: pg.Client, error?: unknown) => {
    if (client !== c) return
    client = undefined
    held.clear()
    c.removeAllListeners('notification')
    c.end().catch(() => {})
    if (closed) return
    warn('cluster: the coordination connection was lost; reconnecting', error)
    indexed.emit('all' satisfies IndexedChange)
    reconnectLater()
  }
  const reconnectLater = () => {
    retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS)
  }

  async function connect(): Promise<void> {
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: connectionName(),
    })
    c.on('error', (e) => lost(c, e))
    c.on('end', () => lost(c))
    c.on('notification', heard)
    try {
      await c.connect()
      await c.query(`listen ${INDEXED_CHANNEL}`)
    } catch (e) {
      c.removeAllListeners()
      c.on('error', () => {})
      c.end().catch(() => {})
      if (!closed) {
        warn('cluster: could not open the coordination connection; retrying', e)
        reconnectLater()
      }
      return
    }
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    client = c
  }
  await connect()

  return {
    async leads(chain) {
      const c = client
      if (!c) return false
      if (held.has(chain)) return true
      const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
        LEADER_LOCK_CLASS,
        chain,
      ])
      if (rows[0]?.ok !== true || client !== c) return false
      held.add(chain)
      return true
    },
    async announce(tx, addresses) {
      const list = [...addresses]
      for (let i = 0; i < list.length; i += NOTICE_ADDRESSES) {
        const payload = JSON.stringify({ from: self, addresses: list.slice(i, i + NOTICE_ADDRESSES) })
        await tx.execute(sql`select pg_notify(${INDEXED_CHANNEL}, ${payload})`)
      }
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const c = client
      client = undefined
      held.clear()
      if (c) {
        c.removeAllListeners()
        c.on('error', () => {})
        await c.end().catch(() => {})
      }
    },
  }
}
