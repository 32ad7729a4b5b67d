import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { asc, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { siwxLinks } from './schema.ts'

const migrations = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

/** A copy of the migrations folder holding those before `tag` only. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'latch-migrations-'))
  cpSync(migrations, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at).toBeGreaterThan(0)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return dir
}

it('0017 keys each link by its account: a link of one account through two chains keeps the newer, others stay', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-db-'))
  const before = new PGlite({ dataDir })
  await migrate(drizzle(before), { migrationsFolder: migrationsBefore('0017_siwx_link_account') })
  const row = (profile: string, address: string, linkedAt: string) =>
    sql`insert into siwx_links (project_id, profile, address, chain_id, message, signature, linked_at, mac)
        values ('app', ${profile}, ${address}, ${address.split(':').slice(0, 2).join(':')}, 'm', '0x', ${linkedAt}, 'mac')`
  const db = drizzle(before)
  await db.execute(row('eip155:1:0xP', 'eip155:1:0xAbC', '2026-01-01T00:00:00Z'))
  await db.execute(row('eip155:1:0xP', 'eip155:137:0xabc', '2026-01-02T00:00:00Z'))
  await db.execute(row('eip155:1:0xQ', 'eip155:1:0xAbC', '2026-01-01T00:00:00Z'))
  await db.execute(row('eip155:1:0xP', 'solana:5eyk:7S3P4Hx', '2026-01-03T00:00:00Z'))
  await before.close()

  const after = await openDatabase({ kind: 'pglite', dataDir })
  try {
    const rows = await after.db
      .select({ profile: siwxLinks.profile, account: siwxLinks.account, address: siwxLinks.address })
      .from(siwxLinks)
      .orderBy(asc(siwxLinks.profile), asc(siwxLinks.account))
    expect(rows).toEqual([
      { profile: 'eip155:1:0xP', account: 'eip155:0xabc', address: 'eip155:137:0xabc' },
      { profile: 'eip155:1:0xP', account: 'solana:7S3P4Hx', address: 'solana:5eyk:7S3P4Hx' },
      { profile: 'eip155:1:0xQ', account: 'eip155:0xabc', address: 'eip155:1:0xAbC' },
    ])
    // The key is the table's primary key: the same account again under one profile is refused.
    const refused = await after.db
      .execute(
        sql`insert into siwx_links (project_id, profile, account, address, chain_id, message, signature, linked_at, mac)
            values ('app', 'eip155:1:0xQ', 'eip155:0xabc', 'eip155:5:0xABC', 'eip155:5', 'm', '0x', now(), 'mac')`,
      )
      .then(
        () => undefined,
        (e: Error) => e,
      )
    expect(String(refused?.cause)).toMatch(/duplicate key/)
  } finally {
    await after.close()
  }
})
