/** Vitest global setup: one PostgreSQL for the server's database tests, on 127.0.0.1:15432, shared by every project. */
import { sharedResource } from '@latch/devnet/vitest-shared'
import type { TestProject } from 'vitest/node'
import { startPostgres } from '../deploy/postgres.ts'

declare module 'vitest' {
  interface ProvidedContext {
    postgresUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: pg, release } = await sharedResource(
    'postgres',
    () => startPostgres(15_432),
    (p) => p.stop(),
  )
  project.provide('postgresUrl', pg.url)
  return release
}
