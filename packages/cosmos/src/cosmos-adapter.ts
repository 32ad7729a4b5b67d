import type { ChainAdapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal/connection/lazy-adapter'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import { type CosmosAdapterOptions, readCosmosOptions } from './options.ts'

/**
 * The Cosmos adapter: connects Keplr-compatible wallets (Keplr, Leap, and those the app lists) on the
 * app's Cosmos networks and signs messages with ADR-36 (`signArbitrary`). Its code loads when first
 * needed; options are checked at once.
 *
 * @example
 * import { cosmosAdapter } from '@latch/cosmos'
 * import { cosmosHub } from '@latch/core/networks'
 * const latch = createLatch({ networks: [mainnet, cosmosHub], adapters: [evmAdapter(), cosmosAdapter()], projectId: 'latch-demo' })
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): ChainAdapter {
  const read = readCosmosOptions(options)
  const code = importAgain(() => import('./wallet-adapter.ts'))
  return lazyAdapter('cosmos', () => code().then((m) => m.createCosmosAdapter(read)), [
    'switchNetwork',
    'signMessage',
  ])
}
