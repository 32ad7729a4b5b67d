import type { ChainAdapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal/connection/lazy-adapter'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import type { EvmAdapterOptions } from './adapter.ts'

/**
 * The EVM adapter: discovers wallets over EIP-6963, connects them over EIP-1193 and reads balances
 * with viem. Its code loads when the visitor first shows interest in connecting (or a saved
 * connection is restored), so a page that only shows the button carries none of it.
 *
 * @example
 * import { evmAdapter } from '@latch/evm'
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
 */
export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const code = importAgain(() => import('./adapter.ts'))
  return lazyAdapter('eip155', () => code().then((m) => m.createEvmAdapter(options)), [
    'switchNetwork',
    'sendTokens',
    'sendCall',
    'waitForReceipt',
    'estimateSendFee',
    'signMessage',
    'adopt',
    'watchPendingTransactions',
  ])
}
