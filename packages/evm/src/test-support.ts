/** Test support (not exported): the unit-test devnet's chains as the app's networks. */
import { createLatch, createMemoryStorage, type Latch } from '@latch/core'
import { defineEvmNetwork, type Network } from '@latch/core/networks'
import { createDevWallet, type DevWallet, type DevWalletChain } from '@latch/devnet/dev-wallet'
import { inject } from 'vitest'
import { evmAdapter } from './adapter.ts'

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

/**
 * A Latch instance on the devnet networks with a Dev Wallet (knowing `walletChains`, signing as
 * `accountIndex`) announced on a page of its own and connected. Cleanups go to `cleanups`.
 */
export async function connectedDevWallet(
  cleanups: (() => void)[],
  opts: { walletChains?: DevWalletChain[]; accountIndex?: number } = {},
): Promise<{ latch: Latch; wallet: DevWallet }> {
  const { chains, networks } = devnetNetworks()
  const page = new EventTarget()
  const wallet = createDevWallet({
    chains: opts.walletChains ?? chains,
    ...(opts.accountIndex === undefined ? {} : { accountIndex: opts.accountIndex }),
  })
  cleanups.push(wallet.announce(page))
  const latch = createLatch({
    networks,
    adapters: [evmAdapter({ target: page })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
  })
  cleanups.push(latch.mount())
  await latch.connect('dev.latch.wallet')
  return { latch, wallet }
}
