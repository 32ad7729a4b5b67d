/**
 * Test support for core's own unit tests: a walletless adapter (core's rules never reach a wallet; the
 * real wallet paths are tested in @latch/evm against the devnet) and a connector-announcing adapter
 * whose wallet answers are given by the test. Not exported from the package.
 */
// Loaded up front: a mounted instance that connects loads the account features lazily, and a test that
// ends first would leave that import running after Vitest has torn the file's environment down.
import './account/features.ts'
import type { AdapterAccount, AdapterContext, ChainAdapter } from './connection/adapter.ts'
import { createLatch, type Latch } from './latch.ts'
import { defineEvmNetwork } from './networks/index.ts'
import type { LatchOptions } from './options.ts'
import { createMemoryStorage } from './plumbing/storage.ts'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** Two local chains as the tests' app networks (core's tests never reach them). */
export const testNetworks = [
  defineEvmNetwork({
    id: 31337,
    name: 'Test Chain A',
    nativeCurrency: ether,
    rpcUrl: 'http://127.0.0.1:8545',
  }),
  defineEvmNetwork({
    id: 31338,
    name: 'Test Chain B',
    nativeCurrency: ether,
    rpcUrl: 'http://127.0.0.1:8546',
  }),
] as const

export function walletless(): ChainAdapter {
  return {
    namespace: 'eip155',
    mount: () => () => {},
    connect: () => Promise.reject(new Error('no wallets')),
    reconnect: () => Promise.resolve(null),
    disconnect: () => Promise.resolve(),
    getBalance: () => Promise.reject(new Error('no wallets')),
    getProvider: () => undefined,
  }
}

/** An adapter listing the given wallets; each answers `connect` with its scripted account. */
export function scripted(wallets: Record<string, AdapterAccount>) {
  let ctx: AdapterContext | undefined
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    mount(c) {
      ctx = c
      c.setConnectors(
        Object.keys(wallets).map((id) => ({
          id,
          name: id,
          type: 'ANNOUNCED' as const,
          chainNamespace: 'eip155' as const,
        })),
      )
      return () => {}
    },
    connect: async (id) => wallets[id]!,
    reconnect: async (id) => wallets[id] ?? null,
    disconnect: async () => {},
    getBalance: () => Promise.reject(new Error('not used')),
    getProvider: () => undefined,
  }
  return { adapter, ctx: () => ctx! }
}

export const baseOptions = (over: Partial<LatchOptions> = {}): LatchOptions => ({
  networks: testNetworks,
  adapters: [walletless()],
  projectId: 'latch-demo',
  storage: createMemoryStorage(),
  ...over,
})

/** The first devnet account's address, which `connectedLatch` connects. */
export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A mounted instance with a scripted wallet connected at {@link TEST_ADDRESS} on chain 31337.
 *
 * @example
 * const latch = await connectedLatch({ enableEmbedded: true })
 */
export async function connectedLatch(over: Partial<LatchOptions> = {}): Promise<Latch> {
  const s = scripted({ w: { address: TEST_ADDRESS, chainId: 31337 } })
  const latch = createLatch(baseOptions({ adapters: [s.adapter], ...over }))
  latch.mount()
  await latch.connect('w')
  return latch
}

/** The view on top of an instance's modal. */
export const topView = (latch: Latch) => latch.getState().modal.history.at(-1)?.view
