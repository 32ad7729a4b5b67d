/**
 * Vitest global setup for the server's database tests: one PostgreSQL on 127.0.0.1:15432 shared by every
 * project, and one migrated PGlite cluster dumped to a file, from which every in-memory test database
 * starts (`openTestDatabase`).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sharedResource } from '@latch/devnet/vitest-shared'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { startPostgres } from '../deploy/postgres.ts'

declare module 'vitest' {
  interface ProvidedContext {
    postgresUrl: string
    /** A tar of a migrated, empty PGlite data directory. */
    pgliteDump: string
  }
}

/**
 * Creates a PGlite cluster (initdb) and runs the migrations once per run, into a file. Each worker doing
 * it for itself, three at once beside the browser project's start on two cores, took 50 s of a hook's
 * 60 s.
 */
async function dumpMigrated(dir: string): Promise<string> {
  const first = await openDatabase({ kind: 'pglite' })
  const dump = await (first.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  await first.close()
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  return file
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'latch-pglite-'))
  const [{ value: pg, release }, dump] = await Promise.all([
    sharedResource(
      'postgres',
      () => startPostgres(15_432),
      (p) => p.stop(),
    ),
    dumpMigrated(dir),
  ])
  project.provide('postgresUrl', pg.url)
  project.provide('pgliteDump', dump)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    await release()
  }
}
