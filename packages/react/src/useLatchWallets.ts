import type { ConnectAttempt, Connector, NamespaceConnection } from '@latch/core'
import { useCallback, useEffect, useMemo } from 'react'
import { useLatchInstance } from './context.ts'
import { useLatchSelector } from './hooks.ts'

/** What {@link useLatchWallets} returns. */
export type UseLatchWalletsReturn = {
  /**
   * The browser's wallets (announced over EIP-6963 or the Wallet Standard, or injected), each with its
   * name and icon; email and WalletConnect need Latch's own views (`open()`).
   */
  wallets: readonly Connector[]
  /** False until wallet discovery has run: an empty list then means "still looking", not "none". */
  ready: boolean
  /** Connects a wallet of the list; rejects with a `ConnectErrorType` (`USER_REJECTED` when declined). */
  connect: (connectorId: string) => Promise<NamespaceConnection>
  /** The last connection attempt: pending, or why it ended (rejected or failed, with the wallet's words). */
  attempt: ConnectAttempt | undefined
}

const BROWSER_WALLETS = new Set<Connector['type']>(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])

/**
 * The wallets a custom connect view lists, and a connect that goes through Latch (so the connection,
 * its restore on reload and every hook are the same as with Latch's modal). Mounting it starts wallet
 * discovery.
 *
 * @example
 * const { wallets, ready, connect } = useLatchWallets()
 * return ready ? wallets.map((w) => <button key={w.id} onClick={() => connect(w.id)}>{w.name}</button>) : 'Looking…'
 */
export function useLatchWallets(): UseLatchWalletsReturn {
  const latch = useLatchInstance()
  const connectors = useLatchSelector((s) => s.connectors)
  const ready = useLatchSelector((s) => s.walletsDiscovered)
  const attempt = useLatchSelector((s) => s.connectAttempt)
  useEffect(() => {
    latch.preload().catch(() => {})
  }, [latch])
  const wallets = useMemo(() => connectors.filter((c) => BROWSER_WALLETS.has(c.type)), [connectors])
  const connect = useCallback((id: string) => latch.connect(id), [latch])
  return useMemo(() => ({ wallets, ready, connect, attempt }), [wallets, ready, connect, attempt])
}
