import type { ChainAdapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal/connection/lazy-adapter'
import { importAgain } from '@latch/core/internal/plumbing/import-again'

/** Options of {@link bitcoinAdapter}: none yet; an unknown one is refused. */
export type BitcoinAdapterOptions = Record<string, never>

/**
 * The Bitcoin adapter: connects wallets through the Wallet Standard's Bitcoin features and sats-connect
 * providers, with a payment account (index 0) and an ordinals account (index 1), signs messages with
 * BIP-322, and reads balances from each network's Esplora API (its RPC URL). Sending is not offered:
 * SPEC §5 sends on EVM and Solana only. Its code loads when first needed.
 *
 * @example
 * import { bitcoinAdapter } from '@latch/bitcoin'
 * import { bitcoin } from '@latch/core/networks'
 * const latch = createLatch({ networks: [mainnet, bitcoin], adapters: [evmAdapter(), bitcoinAdapter()], projectId: 'latch-demo' })
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  if (typeof options !== 'object' || options === null || Object.keys(options).length > 0)
    throw new TypeError(
      `bitcoinAdapter: unknown option ${Object.keys(options ?? {})
        .map((k) => JSON.stringify(k))
        .join(', ')}`,
    )
  const code = importAgain(() => import('./wallet-adapter.ts'))
  return lazyAdapter('bip122', () => code().then((m) => m.createBitcoinAdapter()), [
    'switchNetwork',
    'signMessage',
  ])
}
