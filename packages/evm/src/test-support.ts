/** Test support (not exported): the unit-test devnet's chains as the app's networks. */
import { defineEvmNetwork, type Network } from '@latch/core/networks'
import { inject } from 'vitest'

export function devnetNetworks(): { chains: ReturnType<typeof inject<'devnet'>>; networks: Network[] } {
  const chains = inject('devnet')
  const networks = chains.map((c) =>
    defineEvmNetwork({
      id: c.id,
      name: c.name,
      rpcUrl: c.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }),
  )
  return { chains, networks }
}
