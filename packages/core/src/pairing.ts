import type { ChainNamespace } from './caip.ts'
import { IDLE_WALLETCONNECT, WALLETCONNECT_CONNECTOR_ID } from './connection-manager.ts'
import type { InstanceContext } from './context.ts'
import { errorMessage, isUserRejection, LatchError, latchError } from './errors.ts'
import type { RecentWallet } from './latch-storage.ts'
import type { NamespaceConnection, PairingConnector, PairingSession, WalletConnectState } from './types.ts'

/** A pairing URI is replaced this long before it expires (SPEC §9 pairing expiry check). */
export const PAIRING_REFRESH_MS = 10_000

/** What the pairing flow needs from the connection manager. */
export type PairingDeps = {
  pairing: PairingConnector
  /** Establishes the connection through the adopted provider, like any other connector. */
  connect: (connectorId: string, recent?: RecentWallet) => Promise<NamespaceConnection>
}

class UriExpired extends Error {}

/**
 * The WalletConnect flow of one instance: prepares a pairing URI, replaces it 10 s before it expires,
 * shows "Connection rejected" with a fresh URI when the wallet declines, and on approval hands the
 * session's providers to the adapters and connects through them.
 */
export function createPairingFlow(ctx: InstanceContext, deps: PairingDeps) {
  const { store, options } = ctx
  const { pairing } = deps
  let run: { controller: AbortController; promise: Promise<NamespaceConnection> } | undefined
  let chosen: RecentWallet | undefined

  const set = (patch: Partial<WalletConnectState>) =>
    store.set((s) => ({ walletConnect: { ...s.walletConnect, ...patch } }))

  /** Gives each namespace's adapter the session's provider for it; returns the namespaces served. */
  const adopt = (session: PairingSession): ChainNamespace[] => {
    const served: ChainNamespace[] = []
    for (const adapter of options.adapters) {
      const provider = session.provider(adapter.namespace)
      if (provider === undefined || !adapter.adopt) continue
      adapter.adopt(WALLETCONNECT_CONNECTOR_ID, provider)
      served.push(adapter.namespace)
    }
    return served
  }

  /** One session proposal after another until a wallet approves: expiry and rejection start a new one. */
  const propose = async (outer: AbortSignal): Promise<PairingSession> => {
    for (;;) {
      const inner = new AbortController()
      const forward = () => inner.abort(outer.reason)
      outer.addEventListener('abort', forward)
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        return await pairing.pair({
          networks: options.networks,
          ...(options.metadata ? { metadata: options.metadata } : {}),
          signal: inner.signal,
          onUri(uri, expiresAt) {
            set({ status: 'pairing', uri, expiresAt })
            const wait = Math.max(0, expiresAt - Date.now() - PAIRING_REFRESH_MS)
            timer = setTimeout(() => inner.abort(new UriExpired('pairing URI expired')), wait)
          },
        })
      } catch (e) {
        if (outer.aborted) throw e
        if (inner.signal.reason instanceof UriExpired) continue
        if (isUserRejection(e)) {
          ctx.track('CONNECT_ERROR', { message: errorMessage('USER_REJECTED') }, 'error')
          set({ error: errorMessage('USER_REJECTED'), uri: undefined, expiresAt: undefined })
          continue
        }
        throw e
      } finally {
        clearTimeout(timer)
        outer.removeEventListener('abort', forward)
      }
    }
  }

  const expired = () => {
    const at = store.get().walletConnect.expiresAt
    return at !== undefined && Date.now() >= at - PAIRING_REFRESH_MS
  }

  const flow = {
    /**
     * Starts pairing, or joins the one under way while its URI is still good. Resolves with the connection
     * once a wallet approves; rejects when cancelled or when the relay or wallet fails.
     */
    start(wallet?: RecentWallet): Promise<NamespaceConnection> {
      if (wallet) chosen = wallet
      if (run && !run.controller.signal.aborted && !expired()) return run.promise
      flow.cancel()
      const controller = new AbortController()
      set({ status: 'pairing', uri: undefined, expiresAt: undefined, error: undefined })
      const promise = (async () => {
        try {
          const session = await propose(controller.signal)
          if (adopt(session).length === 0) throw latchError('CONNECTOR_CHAINS_UNSUPPORTED')
          const recent = chosen ?? { id: WALLETCONNECT_CONNECTOR_ID, name: session.peer.name }
          store.set({ walletConnectPeer: session.peer })
          const connection = await deps.connect(WALLETCONNECT_CONNECTOR_ID, recent)
          store.set({ walletConnect: IDLE_WALLETCONNECT })
          return connection
        } catch (e) {
          if (controller.signal.aborted) throw latchError('MODAL_CLOSED', { cause: e })
          const detail = e instanceof Error ? e.message : String(e)
          set({ status: 'failed', uri: undefined, expiresAt: undefined, error: detail })
          throw e instanceof LatchError ? e : latchError('CONNECT_FAILED', { cause: e })
        } finally {
          if (run?.controller === controller) run = undefined
        }
      })()
      run = { controller, promise }
      return promise
    },

    /** Drops the pairing under way, if any. */
    cancel(): void {
      if (!run) return
      run.controller.abort(new Error('cancelled'))
      run = undefined
      chosen = undefined
      store.set({ walletConnect: IDLE_WALLETCONNECT })
    },

    /**
     * What closing the modal does to a pending pairing: on Telegram and iOS Safari it is kept, so the
     * visitor can come back from the wallet app to the same one unless it expired (SPEC §4); elsewhere
     * it is dropped.
     */
    onModalClosed(): void {
      const env = ctx.env()
      if ((env.isTelegram || env.isSafariIos) && !expired()) return
      flow.cancel()
    },

    /** Restores the session saved before a reload into the adapters; false when there is none. */
    async restore(): Promise<boolean> {
      const session = await pairing.restore({
        networks: options.networks,
        ...(options.metadata ? { metadata: options.metadata } : {}),
      })
      if (!session || adopt(session).length === 0) return false
      store.set({ walletConnectPeer: session.peer })
      return true
    },
  }
  return flow
}

/** The pairing flow of an instance. */
export type PairingFlow = ReturnType<typeof createPairingFlow>
