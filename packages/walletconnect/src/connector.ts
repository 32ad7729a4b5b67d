import type { PairingConnector } from '@latch/core'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import { resolveWalletConnectOptions, type WalletConnectOptions } from './options.ts'
import type { createSessionClient } from './session-client.ts'

/**
 * WalletConnect v2 pairing for Latch. Tiny on page load: the official client loads only when a visitor
 * opens the QR code or a saved session is restored.
 *
 * @example
 * import { walletConnect } from '@latch/walletconnect'
 * const latch = createLatch({
 *   networks: [mainnet],
 *   adapters: [evmAdapter()],
 *   projectId: 'latch-demo',
 *   walletConnect: walletConnect({ projectId: 'your-walletconnect-project-id' }),
 * })
 */
export function walletConnect(options: WalletConnectOptions): PairingConnector {
  const resolved = resolveWalletConnectOptions(options)
  let client: Promise<ReturnType<typeof createSessionClient>> | undefined
  const code = importAgain(() => import('./session-client.ts'))
  const load = () => {
    client ??= code().then((m) => m.createSessionClient(resolved))
    client.catch(() => {
      client = undefined
    })
    return client
  }
  return {
    kind: 'walletconnect',
    pair: async (request) => (await load()).pair(request),
    restore: async (params) => (await load()).restore(params),
  }
}
