/**
 * The cluster over the test PostgreSQL: per-chain leads held by one process at a time and released
 * with its connection, and the indexer's notices reaching the other processes on commit only, whole,
 * and never as anything but cache drops when someone writes junk on the channel.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type OpenDatabase, openDatabase } from '../db/client.ts'
import { freshPostgres } from '../test/harness.ts'
import { type Cluster, INDEXED_CHANNEL, joinCluster } from './cluster.ts'
import { createIndexedEvents, type IndexedChange } from './indexed-events.ts'

const CHAIN = 'eip155:31337'
let url: string
let database: OpenDatabase
const open: Cluster[] = []

/** A process's view: its cluster, what its caches heard, what it warned about. */
async function member() {
  const indexed = createIndexedEvents()
  const heard: IndexedChange[] = []
  const warnings: string[] = []
  indexed.on((change) => heard.push(change))
  const cluster = await joinCluster({ kind: 'postgres', url }, indexed, (msg) => warnings.push(msg))
  open.push(cluster)
  return { cluster, heard, warnings }
}

const address = (i: number) => `0x${i.toString(16).padStart(40, '0')}`
const addresses = (from: number, n: number) => new Set(Array.from({ length: n }, (_, i) => address(from + i)))
const announced = (cluster: Cluster, list: ReadonlySet<string>) =>
  database.db.transaction((tx) => cluster.announce(tx, list))
const everyAddress = (heard: IndexedChange[]) =>
  new Set(heard.flatMap((c) => (c === 'all' ? ['all'] : [...c])))

beforeAll(async () => {
  url = await freshPostgres('latch_cluster')
  database = await openDatabase({ kind: 'postgres', url })
})
afterAll(async () => {
  for (const c of open) await c.close()
  await database.close()
})

it('one process leads a chain at a time, per chain; the lead passes on when its holder leaves', async () => {
  const a = await member()
  const b = await member()
  expect(await a.cluster.leads(CHAIN)).toBe(true)
  expect(await a.cluster.leads(CHAIN)).toBe(true)
  expect(await b.cluster.leads(CHAIN)).toBe(false)
  expect(await b.cluster.leads('eip155:1')).toBe(true)
  expect(await a.cluster.leads('eip155:1')).toBe(false)
  await a.cluster.close()
  expect(await a.cluster.leads(CHAIN)).toBe(false)
  expect(await b.cluster.leads(CHAIN)).toBe(true)
  await b.cluster.close()
})

it('a notice reaches the other processes when its transaction commits, not its own, and never from a rollback', async () => {
  const writer = await member()
  const reader = await member()
  await expect(
    database.db.transaction(async (tx) => {
      await writer.cluster.announce(tx, addresses(1, 2))
      throw new Error('the batch failed')
    }),
  ).rejects.toThrow('the batch failed')
  await announced(writer.cluster, addresses(10, 3))
  // Notices arrive in commit order: the first one heard is the committed one, the rolled-back one never.
  await expect.poll(() => reader.heard.length).toBe(1)
  expect(reader.heard[0]).toEqual(addresses(10, 3))
  expect(writer.heard).toEqual([])
})

it('more addresses than one notice holds arrive whole', async () => {
  const writer = await member()
  const reader = await member()
  await announced(writer.cluster, addresses(100, 400))
  await expect.poll(() => everyAddress(reader.heard).size).toBe(400)
  expect(everyAddress(reader.heard)).toEqual(addresses(100, 400))
})

it('junk on the channel (anyone with the database credentials can NOTIFY) is ignored, and notices still arrive', async () => {
  const reader = await member()
  const writer = await member()
  for (const junk of [
    'not json',
    JSON.stringify({ from: 'x', addresses: ['<img src=x onerror=alert(1)>'] }),
    JSON.stringify({ from: 'x', addresses: [] }),
    JSON.stringify({ addresses: [address(1)] }),
  ])
    await database.db.execute(sql`select pg_notify(${INDEXED_CHANNEL}, ${junk})`)
  await announced(writer.cluster, addresses(7, 1))
  await expect.poll(() => reader.heard.length).toBe(1)
  expect(reader.heard[0]).toEqual(addresses(7, 1))
  expect(reader.warnings).toEqual(Array(4).fill('cluster: ignored a malformed indexer notice'))
})

it('a process cut off from the database loses its lead, drops every cache, and comes back as a follower', async () => {
  const a = await member()
  const b = await member()
  expect(await a.cluster.leads(CHAIN)).toBe(true)
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    // The leader's own connection is the one holding the chain's lock.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    )
  } finally {
    await admin.end()
  }
  await expect.poll(() => a.heard).toEqual(['all'])
  expect(await a.cluster.leads(CHAIN)).toBe(false)
  expect(await b.cluster.leads(CHAIN)).toBe(true)
  // Reconnected (a second later), it hears notices again.
  await expect
    .poll(
      async () => {
        await announced(b.cluster, addresses(50, 1))
        return a.heard.some((c) => c !== 'all' && c.has(address(50)))
      },
      { timeout: 5_000, interval: 200 },
    )
    .toBe(true)
  expect(await a.cluster.leads(CHAIN)).toBe(false)
})

it('over PGlite the one process leads every chain', async () => {
  const alone = await joinCluster({ kind: 'pglite' }, createIndexedEvents())
  expect(await alone.leads(CHAIN)).toBe(true)
})
