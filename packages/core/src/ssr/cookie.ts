/**
 * Server rendering that shows the visitor's wallet at once: `createLatch({ ssr: latchCookie() })`.
 * From its first connection or restore on, the instance keeps the `latch.state` cookie in step with
 * the active wallet and the locale; the server reads it (`readLatchCookie`) and renders with it, and
 * the browser starts from the same snapshot before hydrating, so the first HTML already shows the
 * address, with no mismatch.
 * Only an app that imports this pays for it.
 */

import { networkById } from '../connection/selectors.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { LocaleSlice } from '../i18n/locales.ts'
import type { Network } from '../networks/types.ts'
import { type ChainNamespace, parseCaipAddress } from '../plumbing/caip.ts'
import { loadError } from '../plumbing/latch-error.ts'
import { LATCH_COOKIE, type LatchSnapshot, snapshotCookieValue } from './snapshot.ts'

/** What the cookie is made from: the namespaces' connections and the locale. */
export type SsrState = Pick<ConnectionSlice, 'activeNamespace' | 'activeCaipNetworkId' | 'connections'> &
  LocaleSlice

/** The `ssr` option: how an instance starts from a snapshot, and how the cookie is kept. */
export type LatchSsr = {
  /**
   * The state an instance starts from for a visitor's snapshot: the wallet shows as reconnecting, and
   * the state names the rendered language at once (the page brought its words; core's load on mount).
   */
  seed: <S extends SsrState>(
    state: S,
    snapshot: LatchSnapshot,
    options: { adapters: readonly { namespace: ChainNamespace }[]; networks: readonly Network[] },
  ) => S
  /** Keeps the cookie in step with an instance's state from now on (in a browser); returns the cleanup. */
  keep: (store: { get: () => SsrState; subscribe: (listener: () => void) => () => void }) => () => void
}

/** Options of {@link latchCookie}. */
export type LatchCookieOptions = {
  /** How long the browser keeps the cookie after the last change, in days (1 to 400; default 180). */
  maxAgeDays?: number
}

/** The snapshot of a state, or null while a connection is on its way (the cookie then stays as it was). */
function snapshotOf(state: SsrState): LatchSnapshot | null {
  const c = state.connections[state.activeNamespace]
  if (c?.status === 'connecting' || c?.status === 'reconnecting') return null
  return {
    ...(state.locale !== 'en' && { locale: state.locale }),
    ...(c?.status === 'connected' &&
      c.caipAddress &&
      c.connectorId && { caipAddress: c.caipAddress, connectorId: c.connectorId }),
  }
}

/**
 * The `ssr` option of `createLatch`: keeps the `latch.state` cookie (the active wallet's public
 * address and connector, and the locale; `SameSite=Lax`, `Secure` on https) for server rendering.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo', ssr: latchCookie() })
 */
export function latchCookie(options: LatchCookieOptions = {}): LatchSsr {
  const days = options.maxAgeDays ?? 180
  if (!Number.isInteger(days) || days < 1 || days > 400) {
    throw loadError('INVALID_OPTION', {
      detail: `latchCookie: maxAgeDays must be a whole number from 1 to 400, got ${JSON.stringify(days)}`,
    })
  }
  return {
    seed(state, { locale, caipAddress, connectorId }, { adapters, networks }) {
      const seeded = locale ? { ...state, locale } : state
      if (!caipAddress || !connectorId) return seeded
      const { namespace, address, caipNetworkId } = parseCaipAddress(caipAddress)
      if (!adapters.some((a) => a.namespace === namespace) || !networkById(networks, caipNetworkId))
        return seeded
      return {
        ...seeded,
        activeNamespace: namespace,
        activeCaipNetworkId: caipNetworkId,
        connections: {
          ...state.connections,
          [namespace]: {
            status: 'reconnecting',
            connectorId,
            address,
            caipAddress,
            caipNetworkId,
            connections: [],
          },
        },
      }
    },
    keep(store) {
      if (!globalThis.document) return () => {}
      let last: string | undefined
      const write = () => {
        const snapshot = snapshotOf(store.get())
        if (!snapshot) return
        const value = Object.keys(snapshot).length > 0 ? snapshotCookieValue(snapshot) : ''
        if (value === last) return
        last = value
        const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and Firefox before 140; the value is URI-encoded JSON, with nothing left to escape
        document.cookie = `${LATCH_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${value ? days * 86_400 : 0}${secure}`
      }
      write()
      return store.subscribe(write)
    },
  }
}
