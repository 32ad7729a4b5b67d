import { IDLE_WALLETCONNECT, WALLETCONNECT_CONNECTOR_ID } from '../connection/connectors.ts'
import type { PairingConnector, PairingSession } from '../connection/pairing-types.ts'
import type { NamespaceConnection, WalletConnectState } from '../connection/types.ts'
import type { RecentWallet } from '../latch-storage.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import { errorMessage, isUserRejection, LatchError, latchError } from '../plumbing/errors.ts'
import { offline, whenOnline } from '../plumbing/online.ts'
import type { OneStepConnect } from '../siwx/flow.ts'
import type { ConnectContext } from './context.ts'
import type { ConnectionManager } from './manager.ts'

/** A pairing URI is replaced this long before it expires (SPEC §9 pairing expiry check). */
export const PAIRING_REFRESH_MS = 10_000
/** After the relay connection drops, a fresh pairing is tried this long, with growing pauses, before failing. */
export const RELAY_RETRY_WINDOW_MS = 60_000
const RELAY_RETRY_PAUSES_MS = [250, 500, 1_000, 2_000]

/** What the pairing flow needs: the pairing connector, and the connection manager once loaded. */
export type PairingDeps = {
  pairing: PairingConnector
  /**
   * The manager: it connects each namespace through the adopted provider, like any other connector, and
   * makes ready the sign-in a wallet with one-click auth signs as it pairs (with sign-in on).
   */
  manager: () => Promise<Pick<ConnectionManager, 'connect' | 'prepareSignIn'>>
}

class UriExpired extends Error {}

/**
 * The WalletConnect flow of one instance: prepares a pairing URI, replaces it 10 s before it expires,
 * shows "Connection rejected" with a fresh URI when the wallet declines, and on approval hands the
 * session's providers to the adapters and connects through them.
 */
export function createPairingFlow(ctx: ConnectContext, deps: PairingDeps) {
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

  /** Resolves after `ms`, or rejects when `signal` aborts first. */
  const pause = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(t)
        reject(signal.reason)
      }
      const t = setTimeout(() => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal.addEventListener('abort', onAbort, { once: true })
    })

  /** While the browser is offline the pairing client cannot start: say so, and go on when it is back. */
  const online = async (outer: AbortSignal): Promise<void> => {
    if (!offline()) return
    set({ uri: undefined, expiresAt: undefined, error: errorMessage('OFFLINE') })
    await whenOnline(outer)
    set({ error: undefined })
  }

  /**
   * One session proposal after another until a wallet approves: expiry and rejection start a new one;
   * a dropped relay connection starts a new one as soon as the relay answers again (retried with
   * growing pauses for {@link RELAY_RETRY_WINDOW_MS}), the dropped one still listening beside it.
   */
  const propose = async (outer: AbortSignal): Promise<PairingSession> => {
    let relayLostAt: number | undefined
    let retries = 0
    // Every attempt's stop and expiry timer. An attempt the relay dropped under goes on listening beside
    // the fresh one (a wallet that scanned its code before the drop may still approve it, once the relay
    // connection is back) until one attempt is approved or the flow ends: then every other is dropped.
    const attempts: { stop: AbortController; timer?: ReturnType<typeof setTimeout> }[] = []
    /** The attempts the relay dropped under: each settles only with a session. */
    const earlier: Promise<PairingSession>[] = []
    /** Says "Reconnecting…" and waits a growing pause before the next attempt. */
    const reconnect = async (why: string) => {
      relayLostAt ??= Date.now()
      ctx.log.warn('WalletConnect relay connection lost; preparing a fresh pairing', why)
      set({ uri: undefined, expiresAt: undefined, error: errorMessage('RELAY_RECONNECTING') })
      await pause(RELAY_RETRY_PAUSES_MS[Math.min(retries++, RELAY_RETRY_PAUSES_MS.length - 1)]!, outer)
    }
    try {
      for (;;) {
        await online(outer)
        const inner = new AbortController()
        const entry: (typeof attempts)[number] = { stop: inner }
        attempts.push(entry)
        const forward = () => inner.abort(outer.reason)
        outer.addEventListener('abort', forward)
        let interrupted = () => {}
        const dropped = new Promise<'dropped'>((resolve) => {
          interrupted = () => resolve('dropped')
        })
        try {
          // Each pairing asks a sign-in of its own (a fresh nonce): one wallet's answer never serves another's.
          const oneStep = await (await deps.manager()).prepareSignIn()
          const signIn = oneStep?.request.signInWithEthereum
          const attempt = pairing
            .pair({
              networks: options.networks,
              ...(signIn ? { signIn } : {}),
              ...(options.metadata ? { metadata: options.metadata } : {}),
              signal: inner.signal,
              onInterrupted: interrupted,
              onUri(uri, expiresAt) {
                // A fresh code after a lost relay clears "Reconnecting…"; one after a rejection keeps its message.
                set({
                  status: 'pairing',
                  uri,
                  expiresAt,
                  ...(relayLostAt === undefined ? {} : { error: undefined }),
                })
                relayLostAt = undefined
                retries = 0
                const wait = Math.max(0, expiresAt - Date.now() - PAIRING_REFRESH_MS)
                entry.timer = setTimeout(() => inner.abort(new UriExpired('pairing URI expired')), wait)
              },
            })
            .then(async (session) => {
              if (oneStep) await signedInAsPaired(session, oneStep)
              return session
            })
          const outcome = await Promise.race([attempt, dropped, ...earlier])
          if (outcome !== 'dropped') return outcome
          // Kept listening; a refusal or expiry of an earlier code says nothing about the one shown now.
          earlier.push(attempt.catch(() => new Promise<never>(() => {})))
          await reconnect('the relay connection dropped')
        } catch (e) {
          if (outer.aborted) throw e
          if (inner.signal.reason instanceof UriExpired) continue
          // A connector that cannot keep listening rejects with PAIRING_INTERRUPTED instead.
          const lost = e instanceof LatchError && e.code === 'PAIRING_INTERRUPTED'
          if (lost || (relayLostAt !== undefined && Date.now() - relayLostAt < RELAY_RETRY_WINDOW_MS)) {
            await reconnect(String(e))
            continue
          }
          if (isUserRejection(e)) {
            ctx.track('CONNECT_ERROR', { message: errorMessage('USER_REJECTED') }, 'error')
            set({ error: errorMessage('USER_REJECTED'), uri: undefined, expiresAt: undefined })
            continue
          }
          throw e
        } finally {
          outer.removeEventListener('abort', forward)
        }
      }
    } finally {
      // The approved attempt has its session already: stopping it drops nothing.
      for (const { stop, timer } of attempts) {
        clearTimeout(timer)
        stop.abort(new Error('pairing ended'))
      }
    }
  }

  /**
   * A wallet that signed in as it paired (one-click auth): what it signed is checked against the request
   * and verified by the server before the session is used; a refusal ends the session, so nothing stays
   * connected that did not sign in. One that paired only keeps the fields for the sign-in that follows.
   */
  const signedInAsPaired = async (session: PairingSession, oneStep: OneStepConnect): Promise<void> => {
    const chain = `eip155:${Number(oneStep.request.signInWithEthereum?.chainId)}:`
    const caip =
      session.accounts.find((a) => a.startsWith(chain)) ??
      session.accounts.find((a) => a.startsWith('eip155:'))
    const [, id = '', address = ''] = caip?.split(':') ?? []
    try {
      await oneStep.complete({
        address,
        chainId: Number(id),
        ...(session.signIn ? { signIn: session.signIn } : {}),
      })
    } catch (e) {
      const provider = session.provider('eip155') as { request?: (a: { method: string }) => Promise<unknown> }
      await provider?.request?.({ method: 'wallet_revokePermissions' }).catch(() => {})
      throw e
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
          const served = adopt(session)
          if (served.length === 0) throw latchError('CONNECTOR_CHAINS_UNSUPPORTED')
          const recent = chosen ?? { id: WALLETCONNECT_CONNECTOR_ID, name: session.peer.name }
          store.set({ walletConnectPeer: session.peer })
          // One session can serve several namespaces: each is connected, the active one (if served) last,
          // so its account is the one shown.
          const active = store.get().activeNamespace
          const primary = served.includes(active) ? active : served[0]!
          const manager = await deps.manager()
          for (const ns of served.filter((n) => n !== primary))
            await manager.connect(WALLETCONNECT_CONNECTOR_ID, recent, ns)
          const connection = await manager.connect(WALLETCONNECT_CONNECTOR_ID, recent, primary)
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
