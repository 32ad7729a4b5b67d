import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { openDatabase } from './client.ts'
import { names } from './schema.ts'

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

  it('opening twice migrates once', async () => {
    const a = await openDatabase(config)
    const b = await openDatabase(config)
    await a.close()
    await b.close()
  })
})
