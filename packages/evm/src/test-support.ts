/** Test support of this package's own tests (never exported): a Dev Wallet connected on the unit-test devnet. */
import type { Latch } from '@latch/core'
import { createLatch } from '@latch/core/internal/latch'
import { createMemoryStorage } from '@latch/core/internal/plumbing/storage'
import type { Network } from '@latch/core/networks'
import type { DevnetChainEndpoint } from '@latch/devnet/chains'
import {
  createDevWallet,
  type DevWallet,
  type DevWalletBatches,
  type DevWalletChain,
} from '@latch/devnet/dev-wallet'
import { devnetNetworks as networksOf } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { inject } from 'vitest'
import { evmAdapter } from './evm-adapter.ts'

/** The unit-test devnet's chains, and the same chains as the app's networks. */
export function devnetNetworks(): { chains: DevnetChainEndpoint[]; networks: Network[] } {
  const chains = inject('devnet')
  return { chains, networks: networksOf(chains) }
}

/**
 * A Latch instance on the devnet networks with a Dev Wallet (knowing `walletChains`, signing as
 * `accountIndex`) announced on a page of its own and connected. Cleanups go to `cleanups`.
 */
export async function connectedDevWallet(
  cleanups: (() => void)[],
  opts: {
    walletChains?: DevWalletChain[]
    accountIndex?: number
    batches?: DevWalletBatches
    /** Changes the wallet before it is announced (the adapter keeps the provider it was given). */
    beforeAnnounce?: (wallet: DevWallet) => void
  } = {},
): Promise<{ latch: Latch; wallet: DevWallet }> {
  const { chains, networks } = devnetNetworks()
  const page = new EventTarget()
  const wallet = createDevWallet({
    chains: opts.walletChains ?? chains,
    ...(opts.accountIndex === undefined ? {} : { accountIndex: opts.accountIndex }),
    ...(opts.batches === undefined ? {} : { batches: opts.batches }),
  })
  opts.beforeAnnounce?.(wallet)
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
