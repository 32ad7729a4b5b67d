import type { ChainAdapter } from '@latch/core'
import { lazyAdapter } from '@latch/core/internal/connection/lazy-adapter'
import { importAgain } from '@latch/core/internal/plumbing/import-again'

/** Options of {@link polkadotAdapter}. */
export type PolkadotAdapterOptions = {
  /** The name extensions show when asking the visitor to allow this site (default: the page's host). */
  appName?: string
}

/**
 * The Polkadot adapter: connects the extensions a page carries in `window.injectedWeb3` (Polkadot{.js},
 * Talisman, SubWallet, …) through their injected API, and signs messages with `signRaw`. Its code loads
 * when first needed; options are checked at once.
 *
 * @example
 * import { polkadotAdapter } from '@latch/polkadot'
 * import { polkadot } from '@latch/core/networks'
 * const latch = createLatch({ networks: [mainnet, polkadot], adapters: [evmAdapter(), polkadotAdapter()], projectId: 'latch-demo' })
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  if (typeof options !== 'object' || options === null)
    throw new TypeError('polkadotAdapter: options must be an object')
  const { appName, ...rest } = options
  const unknown = Object.keys(rest)
  if (unknown.length)
    throw new TypeError(`polkadotAdapter: unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}`)
  if (appName !== undefined && (typeof appName !== 'string' || !appName.trim() || appName.length > 64))
    throw new TypeError('polkadotAdapter: appName must be 1 to 64 characters')
  const code = importAgain(() => import('./wallet-adapter.ts'))
  return lazyAdapter(
    'polkadot',
    () =>
      code().then((m) =>
        m.createPolkadotAdapter({ appName: appName ?? globalThis.location?.host ?? 'Latch' }),
      ),
    ['switchNetwork', 'signMessage'],
  )
}
