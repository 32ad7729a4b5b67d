import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { databaseOf, parseConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { names } from './schema.ts'

const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

const drivers = [
  ['PGlite', { kind: 'pglite' as const }],
  ['PostgreSQL', { kind: 'postgres' as const, url: inject('postgresUrl') }],
] as const

describe.each(drivers)('database on %s', (_, config) => {
  it('applies the migrations and reads back what it writes', async () => {
    const { db, close } = await openDatabase(config)
    try {
      const name = `probe-${Math.random().toString(36).slice(2)}.latch.id`
      await db
        .insert(names)
        .values({ name, owner: '0xabc', addresses: { '60': { address: '0xabc' } }, attributes: {} })
      const rows = await db.select().from(names).where(sql`${names.name} = ${name}`)
      expect(rows).toEqual([
        expect.objectContaining({ name, owner: '0xabc', addresses: { '60': { address: '0xabc' } } }),
      ])
    } finally {
      await close()
    }
  })

  it('opening one database twice, even at once, applies each migration once and keeps the data', async () => {
    const target =
      config.kind === 'pglite'
        ? { kind: 'pglite' as const, dataDir: mkdtempSync(join(tmpdir(), 'latch-db-')) }
        : config
    const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
    const name = `twice-${Math.random().toString(36).slice(2)}.latch.id`
    const first = await openDatabase(target)
    await first.db.insert(names).values({ name, owner: '0xabc', addresses: {}, attributes: {} })
    // PGlite holds its folder alone: the second opening follows the first; PostgreSQL takes both at once.
    const [second, third] =
      config.kind === 'pglite'
        ? [await first.close().then(() => openDatabase(target)), undefined]
        : await Promise.all([openDatabase(target), openDatabase(target)])
    try {
      // Both drivers answer a raw query with `{ rows }`.
      const applied = (await second.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] }
      expect(applied.rows).toEqual([{ n: journal.entries.length }])
      const rows = await second.db.select().from(names).where(sql`${names.name} = ${name}`)
      expect(rows.map((r) => r.name)).toEqual([name])
    } finally {
      await second.close()
      await third?.close()
      if (config.kind === 'postgres') await first.close()
    }
  })
})

it('a PostgreSQL pool opens at most poolSize connections, as databasePoolSize configures it', async () => {
  const config = databaseOf(
    parseConfig({
      chains: [{ caipNetworkId: 'eip155:1', rpcUrls: ['http://127.0.0.1:1'] }],
      projects: [{ id: 'p', origins: ['https://app.example'] }],
      databaseUrl: inject('postgresUrl'),
      databasePoolSize: 2,
    }),
  )
  expect(config).toMatchObject({ kind: 'postgres', poolSize: 2 })
  const { db, close } = await openDatabase(config)
  try {
    const pids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const result = await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)
        return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid
      }),
    )
    expect(new Set(pids).size).toBe(2)
  } finally {
    await close()
  }
})
