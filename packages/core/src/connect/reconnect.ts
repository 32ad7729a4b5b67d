/**
 * The silent reconnect after a reload (SPEC §4, §9): each namespace's remembered connection, then, with
 * several wallets on, the others it had beside it, which join without taking the active place.
 */

import type { AdapterAccount } from '../connection/adapter.ts'
import { AUTH_CONNECTOR_ID } from '../embedded-wallet/connector.ts'
import type { LatchStorageItems } from '../latch-storage.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import { loadError } from '../plumbing/latch-error.ts'
import type { ConnectContext } from './context.ts'

/** How long a silent reconnect waits for the remembered wallet to announce itself (SPEC §9). */
export const INJECTED_PROVIDER_WAIT_MS = 1_000
/**
 * How long a silent reconnect waits for the remembered wallet to answer once it is there; a wallet
 * that hangs longer leaves the namespace disconnected and usable.
 */
export const RECONNECT_TIMEOUT_MS = 10_000

/** What the reconnect drives in the connection manager. */
export type ReconnectDeps = {
  storage: Pick<LatchStorageItems, 'connections' | 'otherConnections' | 'activeNamespace'>
  /** Starts an attempt of the namespace; a newer one (the visitor connecting) makes it stale. */
  begin: (ns: ChainNamespace) => number
  isLatest: (ns: ChainNamespace, attempt: number) => boolean
  /** Readies the embedded wallet's frame: false when its visitor is signed out. */
  restoreEmail: () => Promise<boolean>
  /** The remembered connection is back: it is the namespace's active one. */
  established: (ns: ChainNamespace, connectorId: string, account: AdapterAccount) => void
  /** The remembered connection could not come back: the namespace is disconnected. */
  failed: (ns: ChainNamespace) => void
  /** Another remembered connection is back: it joins the namespace's list. */
  joined: (ns: ChainNamespace, connectorId: string, account: AdapterAccount) => void
}

/** Resolves true once a connector with `id` is listed, false after {@link INJECTED_PROVIDER_WAIT_MS}. */
function waitForConnector(ctx: ConnectContext, id: string): Promise<boolean> {
  const { store } = ctx
  const listed = () => store.get().connectors.some((c) => c.id === id)
  return new Promise<boolean>((resolve) => {
    if (listed()) return resolve(true)
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(false)
    }, INJECTED_PROVIDER_WAIT_MS)
    const unsubscribe = store.subscribe(() => {
      if (!listed()) return
      clearTimeout(timer)
      unsubscribe()
      resolve(true)
    })
  })
}

/**
 * Restores the remembered connections silently, waiting up to 1 s for each wallet to announce and
 * {@link RECONNECT_TIMEOUT_MS} for it to answer. `prepare` readies a connector first (a WalletConnect
 * session is loaded, once however many namespaces it served); false means it is gone. A connection the
 * visitor makes meanwhile wins: the late answer is dropped.
 *
 * @example
 * reconnectSaved(ctx, async (id) => id !== 'walletConnect' || pairing.restore(), deps)
 */
export function reconnectSaved(
  ctx: ConnectContext,
  prepare: (connectorId: string) => Promise<boolean>,
  deps: ReconnectDeps,
): void {
  const { store, options } = ctx
  const { storage } = deps
  const saved = storage.connections.get() ?? {}
  const others = options.features.multiWallet ? (storage.otherConnections.get() ?? {}) : {}
  const served = (ns: string) => options.adapters.some((a) => a.namespace === ns)
  const prepared = new Map<string, Promise<boolean>>()
  const ready = (id: string) => {
    let p = prepared.get(id)
    if (!p) {
      p = (async () =>
        (await waitForConnector(ctx, id)) && (id === AUTH_CONNECTOR_ID ? deps.restoreEmail() : prepare(id)))()
      prepared.set(id, p)
    }
    return p
  }
  /**
   * The wallet's account, or null when it is gone; rejects when, once there, it does not answer within
   * {@link RECONNECT_TIMEOUT_MS}.
   */
  const account = async (ns: ChainNamespace, id: string): Promise<AdapterAccount | null> => {
    if (!(await ready(id))) return null
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(loadError('CONNECT_FAILED', { detail: 'the wallet did not answer' })),
        RECONNECT_TIMEOUT_MS,
      )
    })
    try {
      return await Promise.race([ctx.adapterFor(ns).reconnect(id), timeout])
    } finally {
      clearTimeout(timer)
    }
  }
  const warn = (id: string, e: unknown) =>
    ctx.log.warn(`silent reconnect of ${id} failed`, e instanceof Error ? e.message : String(e))

  // Shown as reconnecting from a server's snapshot (`ssr`), but not remembered in this browser.
  for (const [ns, c] of Object.entries(store.get().connections))
    if (c?.status === 'reconnecting' && !(ns in saved))
      store.set((s) => ({
        connections: { ...s.connections, [ns]: { status: 'disconnected', connections: [] } },
      }))
  // Several namespaces connected: the one last active is active again.
  const active = storage.activeNamespace.get()
  if (active && active in saved && served(active)) store.set({ activeNamespace: active })
  for (const [ns, id] of Object.entries(saved) as [ChainNamespace, string][]) {
    if (!served(ns)) continue
    const attempt = deps.begin(ns)
    // The address a server-rendered page already shows (the `ssr` snapshot) stays while it restores.
    const known = store.get().connections[ns]
    store.set((s) => ({
      connections: {
        ...s.connections,
        [ns]: {
          ...(known?.connectorId === id && known),
          status: 'reconnecting',
          connectorId: id,
          connections: [],
        },
      },
    }))
    void (async () => {
      try {
        const restored = await account(ns, id)
        if (!deps.isLatest(ns, attempt)) return
        if (restored) deps.established(ns, id, restored)
        else deps.failed(ns)
      } catch (e) {
        warn(id, e)
        if (deps.isLatest(ns, attempt)) deps.failed(ns)
      }
      // Then the others it had beside it, one by one; none while the visitor is connecting.
      for (const other of others[ns] ?? []) {
        if (other === id) continue
        try {
          const restored = await account(ns, other)
          const status = store.get().connections[ns]?.status
          if (restored && (status === 'connected' || status === 'disconnected'))
            deps.joined(ns, other, restored)
        } catch (e) {
          warn(other, e)
        }
      }
    })()
  }
}
