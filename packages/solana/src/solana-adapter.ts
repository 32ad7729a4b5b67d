import type { ChainAdapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal/connection/lazy-adapter'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import { readSolanaOptions, type SolanaAdapterOptions } from './options.ts'

/**
 * The Solana adapter: discovers wallets through the Wallet Standard, connects them, signs messages and
 * sends SOL and SPL tokens with `@solana/kit`. Its code loads when the visitor first shows interest in
 * connecting (or a saved connection is restored), so a page that only shows the button carries none
 * of it. Options are checked at once: a bad one throws here, naming it.
 *
 * @example
 * import { solanaAdapter } from '@latch/solana'
 * import { solana } from '@latch/core/networks'
 * const latch = createLatch({ networks: [mainnet, solana], adapters: [evmAdapter(), solanaAdapter()], projectId: 'latch-demo' })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const read = readSolanaOptions(options)
  const code = importAgain(() => import('./wallet-adapter.ts'))
  return lazyAdapter('solana', () => code().then((m) => m.createSolanaAdapter(read)), [
    'switchNetwork',
    'sendTokens',
    'waitForReceipt',
    'estimateSendFee',
    'signMessage',
    'adopt',
  ])
}
