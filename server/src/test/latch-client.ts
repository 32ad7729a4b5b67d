/** Test support: a Latch client in Node, as a browser page would run it, against a test server. */
import { createLatch, type Latch, type LatchStorage } from '@latch/core'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { devnetNetworks } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { evmAdapter } from '@latch/evm'
import { inject } from 'vitest'

/** A Latch instance with a Dev Wallet signing as `accountIndex`, connected. */
export async function connected(apiUrl: string, accountIndex: number, storage: LatchStorage): Promise<Latch> {
  const chains = inject('devnet')
  const page = new EventTarget()
  const wallet = createDevWallet({ chains, accountIndex })
  wallet.announce(page)
  const latch = createLatch({
    networks: devnetNetworks(chains),
    adapters: [evmAdapter({ target: page })],
    projectId: 'latch-demo',
    apiUrl,
    storage,
  })
  latch.mount()
  await latch.connect('dev.latch.wallet')
  return latch
}
