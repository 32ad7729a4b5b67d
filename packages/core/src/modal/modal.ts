import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { Network } from '../networks/types.ts'
import { type ChainNamespace, isChainNamespace } from '../plumbing/caip.ts'
import { loadError } from '../plumbing/latch-error.ts'
import { ANIMATION_MS } from '../theme/theme.ts'
import { routes } from './router.ts'
import { type ModalSlice, type RouteData, VIEWS, type ViewName } from './views.ts'

/** Leaving ConnectingFarcaster without an address reloads the embedded wallet after this long (SPEC §2). */
export const FARCASTER_RELOAD_MS = 100

/** Callbacks run when a transaction flow ends (SPEC §2 transaction stack). */
export type TransactionAction = { onSuccess?: () => void; onError?: () => void; onCancel?: () => void }

/** Parameters of `latch.open()`. */
export type OpenParams = { view?: ViewName; namespace?: ChainNamespace; data?: RouteData }

/** `latch.modal`: the modal's router and its flows (SPEC §2). `open` and `close` sit on the instance. */
export type ModalActions = {
  /** What an overlay click or Escape does: close, or shake on UnsupportedChain. */
  requestClose: () => void
  /** Shows or hides the modal's loading state. */
  setLoading: (loading: boolean) => void
  /** Opens a view over the current one. */
  push: (view: ViewName, data?: RouteData) => void
  /** Replaces the current view. */
  replace: (view: ViewName, data?: RouteData) => void
  /** Makes a view the only one in the history. */
  reset: (view: ViewName, data?: RouteData) => void
  /** Pops the history; one deep closes the modal. */
  goBack: () => void
  /** The Farcaster sign-in URL while ConnectingFarcaster waits. */
  setFarcasterUrl: (url: string | undefined) => void
  /** Lets the embedded-wallet connector be reloaded by the router; returns the cleanup. */
  registerEmbeddedWallet: (wallet: { reload: () => void }) => () => void
}

/** What the modal reads of its instance: its own slice, the namespaces' networks, and a few options. */
export type ModalContext = Pick<
  Instance<ModalSlice & Pick<ConnectionSlice, 'activeNamespace' | 'activeCaipNetworkId' | 'connections'>>,
  'store' | 'env' | 'track' | 'isConnected'
> & {
  options: {
    networks: readonly Network[]
    adapters: readonly unknown[]
    manualWCControl: boolean
    enableEmbedded: boolean
  }
}

/** The modal and its router: the view rules of SPEC §2. */
export function createModal(ctx: ModalContext): ModalActions & {
  open: (params?: OpenParams) => void
  close: () => void
} {
  const { store, options } = ctx
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  let reloadEmbeddedWallet: (() => void) | undefined

  const setModal = (patch: Partial<ModalSlice['modal']>) =>
    store.set((s) => ({ modal: { ...s.modal, ...patch } }))
  const top = () => store.get().modal.history.at(-1)
  const checkView = (view: unknown): ViewName => {
    if (!VIEWS.includes(view as ViewName)) {
      throw loadError('INVALID_VIEW', {
        detail: `unknown view ${JSON.stringify(view)}; one of ${VIEWS.join(', ')}`,
      })
    }
    return view as ViewName
  }
  const entry = (view: ViewName, data?: RouteData) => (data ? { view, data } : { view })

  const modal = {
    /**
     * Opens the modal. A namespace other than the active one switches to it. Manual WalletConnect control,
     * or no adapter and no address, shows AllWallets on mobile and ConnectingWalletConnectBasic elsewhere;
     * otherwise the given view, Account when connected, or Connect.
     */
    open(params: OpenParams = {}): void {
      if (typeof params !== 'object' || params === null)
        throw loadError('INVALID_VIEW', { detail: 'open() takes { view, namespace }' })
      const { namespace } = params
      if (params.view !== undefined) checkView(params.view)
      if (namespace !== undefined) {
        if (!isChainNamespace(namespace))
          throw loadError('INVALID_NAMESPACE', { detail: JSON.stringify(namespace) })
        const network = options.networks.find((n) => n.chainNamespace === namespace)
        if (!network)
          throw loadError('NETWORK_NOT_FOUND', {
            detail: `no network of namespace ${namespace} is configured`,
          })
        if (namespace !== store.get().activeNamespace) {
          const own = store.get().connections[namespace]?.caipNetworkId
          store.set({ activeNamespace: namespace, activeCaipNetworkId: own ?? network.caipNetworkId })
        }
      }
      const connected = ctx.isConnected()
      let view: ViewName
      if (options.manualWCControl || (options.adapters.length === 0 && !connected)) {
        view = ctx.env().isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
      } else view = params.view ?? (connected ? 'Account' : 'Connect')
      // Tracked before the state change, so the first delivery (started by opening) carries it.
      if (!store.get().modal.open) ctx.track('MODAL_OPEN', { connected })
      setModal({
        open: true,
        namespace: namespace ?? store.get().activeNamespace,
        history: [entry(view, params.data)],
      })
    },

    /** Closes and resets to Connect; in embedded mode it shows Account when connected, else Connect. */
    close(): void {
      const wasOpen = store.get().modal.open
      const connected = ctx.isConnected()
      if (options.enableEmbedded) setModal({ history: routes.reset(connected ? 'Account' : 'Connect') })
      else setModal({ open: false, shake: false, history: routes.reset('Connect') })
      if (wasOpen && !options.enableEmbedded) ctx.track('MODAL_CLOSE', { connected })
    },

    /** An overlay click (or Escape): closes, except on UnsupportedChain, where the modal shakes for 500 ms. */
    requestClose(): void {
      if (top()?.view !== 'UnsupportedChain') {
        modal.close()
        return
      }
      clearTimeout(shakeTimer)
      setModal({ shake: true })
      shakeTimer = setTimeout(() => setModal({ shake: false }), ANIMATION_MS.shake)
    },

    setLoading(loading: boolean): void {
      setModal({ loading })
    },

    push(view: ViewName, data?: RouteData): void {
      setModal({ history: routes.push(store.get().modal.history, entry(checkView(view), data)) })
    },
    replace(view: ViewName, data?: RouteData): void {
      setModal({ history: routes.replace(store.get().modal.history, entry(checkView(view), data)) })
    },
    reset(view: ViewName, data?: RouteData): void {
      setModal({ history: [entry(checkView(view), data)] })
    },

    /**
     * Pops the history; one deep closes the modal; back to Connect while connected shows Account. Leaving
     * ConnectingFarcaster without an address clears the Farcaster URL and reloads the embedded wallet
     * after 100 ms.
     */
    goBack(): void {
      if (top()?.view === 'ConnectingFarcaster' && !ctx.isConnected()) {
        store.set({ farcasterUrl: undefined })
        setTimeout(() => reloadEmbeddedWallet?.(), FARCASTER_RELOAD_MS)
      }
      const next = routes.back(store.get().modal.history, ctx.isConnected())
      if (next) setModal({ history: next })
      else modal.close()
    },

    /** Name registration replaces the current view (SPEC §2). */
    setFarcasterUrl(url: string | undefined): void {
      store.set({ farcasterUrl: url })
    },
    /** Lets the embedded-wallet connector be reloaded by the router; returns the cleanup. */
    registerEmbeddedWallet(wallet: { reload: () => void }): () => void {
      reloadEmbeddedWallet = wallet.reload
      return () => {
        if (reloadEmbeddedWallet === wallet.reload) reloadEmbeddedWallet = undefined
      }
    },
  }
  return modal
}
