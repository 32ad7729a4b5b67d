/** Vitest global setup: one devnet for the whole unit-test run, on ports 18545/18546. */
import type { TestProject } from 'vitest/node'
import { startDevnet } from './index.ts'
import type {} from './vitest-context.ts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ portOffset: 10_000 })
  project.provide(
    'devnet',
    devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
  )
  return () => devnet.stop()
}
