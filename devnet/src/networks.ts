/**
 * The devnet chains as Latch networks, for the demo and the tests. Browser-safe. They live here, not
 * in `@latch/core/networks`, which lists real networks only.
 */
import { defineEvmNetwork, type Network } from '@latch/core/networks'
import { DEVNET_CHAINS, type DevnetChainEndpoint } from './chains.ts'

export type { DevnetChainEndpoint }

/** The devnet chains on their default ports (8545, 8546), as `npm start` runs them. */
export const DEFAULT_DEVNET_ENDPOINTS: readonly DevnetChainEndpoint[] = DEVNET_CHAINS.map((c) => ({
  id: c.id,
  name: c.name,
  rpcUrl: `http://127.0.0.1:${c.port}`,
}))

/**
 * Latch networks for devnet chains (by default the two `npm start` runs).
 *
 * @example
 * const [devnetA, devnetB] = devnetNetworks()
 * createLatch({ networks: [devnetA, devnetB], adapters: [evmAdapter()], projectId: 'latch-demo' })
 */
export function devnetNetworks(chains: readonly DevnetChainEndpoint[] = DEFAULT_DEVNET_ENDPOINTS): Network[] {
  return chains.map((c) =>
    defineEvmNetwork({
      id: c.id,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: c.rpcUrl,
      testnet: true,
    }),
  )
}
