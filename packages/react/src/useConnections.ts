/**
 * `@latch/react/connections`: the hooks over several connected wallets (`features.multiWallet`). An
 * entry of its own, so the Account view's use of them adds nothing to a page's first load in any
 * bundler (esbuild puts a module the main entry re-exports and a lazy view imports on the page).
 */
import type { ChainNamespace, ConnectionSnapshot } from '@latch/core'
import { selectConnections } from '@latch/core/internal/connection/connections'
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react'
import { useLatchInstance } from './context.ts'

export type { ConnectionSnapshot } from '@latch/core'

/** What {@link useConnections} returns: every connected wallet, core's {@link ConnectionSnapshot}s. */
export type UseConnectionsReturn = readonly ConnectionSnapshot[]

const NONE: readonly ConnectionSnapshot[] = []
const same = (a: ConnectionSnapshot, b: ConnectionSnapshot | undefined) =>
  b !== undefined && (Object.keys(a) as (keyof ConnectionSnapshot)[]).every((k) => a[k] === b[k])

/**
 * Every wallet connected, in every namespace (several at once with `features.multiWallet`), each with its
 * name, address and whether it is the one in use: `selectConnections(latch.getState())`, kept current.
 * The list is the same array until one of its entries changes.
 *
 * @example
 * const connections = useConnections()
 * return connections.map((c) => <li key={c.caipAddress}>{c.name} {c.current ? '(in use)' : ''}</li>)
 */
export function useConnections(): UseConnectionsReturn {
  const latch = useLatchInstance()
  const last = useRef(NONE)
  const pick = () => {
    const next = selectConnections(latch.getState())
    const was = last.current
    if (next.length !== was.length || next.some((c, i) => !same(c, was[i]))) last.current = next
    return last.current
  }
  // Server rendering and hydration read the pristine state: no wallet is connected there.
  return useSyncExternalStore(latch.subscribe, pick, () => NONE)
}

/** What {@link useSwitchConnection} returns. */
export type UseSwitchConnectionReturn = {
  /**
   * Makes a connected wallet the one in use (of `namespace`, default the active one; a wallet of another
   * namespace makes that namespace active); rejects with `INVALID_CONNECTION_STATUS` while connecting.
   */
  switchConnection: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
  /** Ends one connection; the others stay connected. */
  disconnectConnection: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
}

/**
 * Picks which of several connected wallets is in use, and ends one of them (`latch.wallets`).
 *
 * @example
 * const { switchConnection } = useSwitchConnection()
 * return <button onClick={() => switchConnection('io.metamask')}>Use MetaMask</button>
 */
export function useSwitchConnection(): UseSwitchConnectionReturn {
  const latch = useLatchInstance()
  const switchConnection = useCallback(
    (connectorId: string, namespace?: ChainNamespace) =>
      latch.wallets.switchConnection(connectorId, namespace),
    [latch],
  )
  const disconnectConnection = useCallback(
    (connectorId: string, namespace?: ChainNamespace) => latch.wallets.disconnect(connectorId, namespace),
    [latch],
  )
  return useMemo(() => ({ switchConnection, disconnectConnection }), [switchConnection, disconnectConnection])
}
