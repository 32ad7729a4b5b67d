/**
 * `@latch/embedded`: the embedded wallet (email login). `embeddedWallet()` is a few hundred bytes; the
 * frame client, and the frame it loads from the secure site, come only when a visitor picks email or a
 * saved email login is restored.
 */
import type { EmbeddedWalletConnector } from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/internal/embedded-wallet/connector'
import { latchError } from '@latch/core/internal/plumbing/errors'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import type { BootingFrame } from './frame-client.ts'

/** Options of {@link embeddedWallet}. */
export type EmbeddedWalletOptions = {
  /** The Latch server's secure site, e.g. `http://127.0.0.1:8788` (its own origin, not the app's). */
  url: string
  /** How long the frame may take to load (SPEC §9: 20 s). */
  loadTimeoutMs?: number
}

/**
 * The embedded-wallet connector for `createLatch({ embeddedWallet })`.
 *
 * @example
 * import { embeddedWallet } from '@latch/embedded'
 * const latch = createLatch({ …, embeddedWallet: embeddedWallet({ url: 'http://127.0.0.1:8788' }) })
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedWalletConnector {
  let origin: string
  try {
    const url = new URL(options.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)')
    origin = url.origin
  } catch {
    throw latchError('INVALID_OPTION', {
      detail: `embeddedWallet.url must be the secure site's http(s) URL, got ${JSON.stringify(options.url)}`,
    })
  }
  // A retry after the code failed to download fetches it anew, also where a browser keeps failed imports.
  const code = importAgain(() => import('./frame-client.ts'))
  /** The frame booted ahead of need, until `load` takes it over. */
  let booting: Promise<BootingFrame> | undefined
  return {
    kind: 'embedded',
    origin,
    // A returning visitor's frame, on the app's first EVM network. A failed fetch is tried again by
    // `load`, which says why when it fails too.
    preload({ projectId, networks }, connectorId) {
      if (connectorId !== AUTH_CONNECTOR_ID || booting) return
      const evm = networks.find((n) => n.chainNamespace === 'eip155')
      if (!evm) return
      const boot = { projectId, chainId: Number(evm.id) }
      booting = code().then((c) => c.bootFrame(origin, boot, options.loadTimeoutMs, true))
      booting.catch(() => {})
    },
    async load(params) {
      const client = await code().catch((cause: unknown) => {
        throw latchError('EMAIL_LOGIN_DEPENDENCY', { cause })
      })
      const booted = await booting?.catch(() => undefined)
      booting = undefined
      return client.openFrame(origin, params, options.loadTimeoutMs, booted)
    },
  }
}
