/**
 * Vitest global setup: one devnet for the whole unit-test run, on ports 18545/18546 (bundlers 14337/14338),
 * shared by every project.
 */
import type { TestProject } from 'vitest/node'
import { startDevnet } from './index.ts'
import type {} from './vitest-context.ts'
import { sharedResource } from './vitest-shared.ts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: devnet, release } = await sharedResource(
    'devnet',
    () => startDevnet({ portOffset: 10_000 }),
    (d) => d.stop(),
  )
  project.provide(
    'devnet',
    devnet.chains.map(({ id, name, rpcUrl, bundlerUrl }) => ({ id, name, rpcUrl, bundlerUrl })),
  )
  project.provide('solana', devnet.solana)
  project.provide('bitcoin', devnet.bitcoin)
  return release
}
