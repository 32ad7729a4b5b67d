/** Vitest global setup: one PostgreSQL for the server's database tests, on 127.0.0.1:15432. */
import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres.ts'

declare module 'vitest' {
  interface ProvidedContext {
    postgresUrl: string
  }
}

export default function setup(project: TestProject): () => void {
  const pg = startPostgres(15_432)
  project.provide('postgresUrl', pg.url)
  return () => pg.stop()
}
