/**
 * The history page query on the real PostgreSQL: the statement the route prepares must have a generic
 * plan that reads a page, not the whole transfers table, so PostgreSQL plans it once per connection
 * instead of once per page (a page size passed as a parameter made the generic plan hash every transfer,
 * and PostgreSQL planned each execution afresh instead).
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededCursor, seedHistory } from '../../bench/seed.ts'
import { openDatabase } from '../db/client.ts'
import { freshPostgres } from '../test/harness.ts'
import { historyPageQuery } from './history-query.ts'

const CHAIN = 'eip155:31337'
const ADDRESS = `0x${'a'.repeat(40)}`
const OTHER = `0x${'b'.repeat(40)}`

describe('history page query on PostgreSQL', () => {
  let url: string
  let client: pg.Client
  beforeAll(async () => {
    url = await freshPostgres('latch_history_plan')
    const { db, close } = await openDatabase({ kind: 'postgres', url })
    await seedHistory(db, { chain: CHAIN, address: ADDRESS, other: OTHER, count: 20_000 })
    await close()
    client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('analyze')
  }, 120_000)
  afterAll(() => client?.end())

  /** Prepares the route's statement for a shape on this connection; its parameters in order. */
  const prepare = async (name: string, withChain: boolean, withCursor: boolean) => {
    const { db, close } = await openDatabase({ kind: 'postgres', url })
    const { sql, params } = historyPageQuery(db, { withChain, withCursor, size: 26 }).toSQL()
    await close()
    await client.query(`prepare ${name} as ${sql}`)
    const [block, hash] = Buffer.from(seededCursor(10_000), 'base64url').toString('utf8').split(':')
    const values: Record<string, string> = { address: ADDRESS, chain: CHAIN, block: block!, hash: hash! }
    return params.map((p) => {
      const key = (p as { name?: string }).name
      if (!key || !(key in values)) throw new Error(`unexpected parameter ${String(key)}`)
      return `'${values[key]}'`
    })
  }

  for (const [withChain, withCursor] of [
    [false, false],
    [false, true],
    [true, true],
  ] as const) {
    it(`${withChain ? 'one chain' : 'every chain'}, ${withCursor ? 'after a cursor' : 'the newest'}: the generic plan reads a page, and PostgreSQL uses it`, async () => {
      const name = `page_${withChain}_${withCursor}`
      const args = (await prepare(name, withChain, withCursor)).join(', ')
      // After five custom plans PostgreSQL weighs the generic one: it must win from then on.
      for (let i = 0; i < 8; i++) {
        const { rows } = await client.query(`execute ${name}(${args})`)
        expect(rows).toHaveLength(26)
      }
      const { rows: stats } = await client.query(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [name],
      )
      expect(Number(stats[0].generic_plans)).toBeGreaterThan(0)
      await client.query('set plan_cache_mode = force_generic_plan')
      try {
        const { rows: plan } = await client.query(`explain execute ${name}(${args})`)
        const text = plan.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n')
        expect(text).not.toMatch(/Seq Scan on transfers|Hash Join/)
        expect(text).toMatch(/Nested Loop/)
      } finally {
        await client.query('reset plan_cache_mode')
      }
    })
  }
})
