/**
 * `createLatch`: the composition root. It validates the options, builds the instance's store, storage
 * and logger, and composes the modules; each module owns one concern and has its own tests.
 */

import type { WalletCapabilities } from '@latch/protocol/calls/wire'
import { EMPTY_ACTIVITY, EMPTY_NFTS, EMPTY_SEND, EMPTY_TOKENS, IDLE_REGISTRATION } from './account/initial.ts'
import { type AccountActions, createAccountModule, type SendActions } from './account/module.ts'
import { createAnalyticsModule } from './analytics-module.ts'
import type { ApiClient } from './api/client.ts'
import { lazyApiClient } from './api/lazy.ts'
import type { GetCapabilitiesParameters } from './calls/types.ts'
import { createLocaleModule, type SetLocale } from './catalogue/locale-module.ts'
import { createConnectionsModule, type WalletActions } from './connect/module.ts'
import { fixedConnectors, IDLE_WALLETCONNECT } from './connection/connectors.ts'
import { type AccountSnapshot, type NetworkSnapshot, networkById } from './connection/selectors.ts'
import type { NamespaceConnection } from './connection/types.ts'
import { createInstanceContext } from './context.ts'
import type { EmailActions } from './embedded-wallet/actions.ts'
import type { LatchEmitted, Track } from './instance.ts'
import { createModal, type ModalActions, type OpenParams } from './modal/modal.ts'
import { routes } from './modal/router.ts'
import type { Network } from './networks/types.ts'
import {
  CLOSED_ALERT,
  CLOSED_NOTIFICATION,
  createNotifications,
  type NotificationActions,
} from './notifications/notifications.ts'
import type { OnrampActions } from './onramp/types.ts'
import { type LatchOptions, type ResolvedOptions, resolveOptions } from './options.ts'
import type { CaipNetworkId, ChainNamespace } from './plumbing/caip.ts'
import type { Environment } from './plumbing/environment.ts'
import { importAgain } from './plumbing/import-again.ts'
import { createLogger, type Logger } from './plumbing/logger.ts'
import { createPageStorage } from './plumbing/page-storage.ts'
import { defaultStorage } from './plumbing/storage.ts'
import { createStore } from './plumbing/store.ts'
import { servicesLoader } from './services-loader.ts'
import type { SiwxActions } from './siwx/flow.ts'
import type { LatchSnapshot } from './ssr/snapshot.ts'
import type { SwapActions } from './swap/types.ts'
import { createThemeActions, type ThemeActions } from './theme/theme.ts'
import type { LatchState } from './types.ts'

/** A Latch instance: all state lives here, none at module level. */
export type Latch = {
  readonly options: ResolvedOptions
  getState: () => LatchState
  /** The state before any browser-only work: what server rendering and hydration see. */
  getServerState: () => LatchState
  subscribe: (listener: () => void) => () => void
  /**
   * Server rendering with the `ssr` option: the instance to render a visitor's page with, started from
   * their snapshot (`<LatchProvider initialState>` calls it). On a server, an unmounted copy (this
   * instance is shared by every request and stays as it is); in the browser before hydration, this
   * instance, started from the same snapshot so hydration finds the same state (ignored once mounted).
   * Without the `ssr` option, this instance as it is.
   *
   * @example
   * const forVisitor = latch.fromSnapshot(readLatchCookie(request.headers.get('cookie')) ?? {})
   */
  fromSnapshot: (snapshot: LatchSnapshot) => Latch
  /** Listens to `accountChanged`, `disconnect` or `pendingTransactions`; returns the cleanup. */
  on: (event: LatchEmitted, listener: () => void) => () => void
  /**
   * Mounts the instance in the browser: the silent reconnect of a remembered connection, and
   * analytics. Wallet discovery starts with {@link Latch.preload}, the modal's opening or the first
   * connection call. Returns the cleanup.
   */
  mount: () => () => void
  /**
   * Loads the connection code and starts wallet discovery ahead of need; the connect button calls it
   * on hover, focus and press, so the wallet list is ready when the modal opens.
   *
   * @example
   * button.addEventListener('pointerenter', () => void latch.preload())
   */
  preload: () => Promise<void>
  /** Opens the modal: the given view, else Account when connected, else Connect (SPEC §2). */
  open: (params?: OpenParams) => void
  /** Closes the modal. */
  close: () => void
  /** Connects through a connector; rejects with a `ConnectErrorType` (`USER_REJECTED` when declined). */
  connect: (connectorId: string) => Promise<NamespaceConnection>
  /** Closes the modal and disconnects the namespace's wallet (default: the active namespace); rejects with a `DisconnectErrorType`. */
  disconnect: (namespace?: ChainNamespace) => Promise<void>
  /** Switches to one of the app's networks; rejects with a `SwitchNetworkErrorType` (others: "Network not found"). */
  switchNetwork: (network: Network | CaipNetworkId) => Promise<void>
  /**
   * Asks the connected wallet to sign a text message (EIP-191 `personal_sign` on EVM); rejects with
   * "Sign message failed" when nothing is connected or the adapter cannot sign, else with the wallet's
   * error (`SignMessageErrorType`).
   */
  signMessage: (message: string) => Promise<string>
  /**
   * The account of the namespace (default: the active one): connected or not, and who.
   *
   * @example
   * const { isConnected, address } = latch.getAccount()
   */
  getAccount: (namespace?: ChainNamespace) => AccountSnapshot
  /**
   * The configured network of the namespace (default: the active one): the wallet's when connected,
   * else the one the modal has selected; undefined on a chain the app does not configure.
   *
   * @example
   * latch.getNetwork()?.name // 'Ethereum'
   */
  getNetwork: (namespace?: ChainNamespace) => Network | undefined
  /**
   * The network of the namespace in full: the configured network, its id (configured or not), the
   * chain's own id, and whether the wallet is on a chain the app does not configure.
   *
   * @example
   * if (latch.getNetworkState().isUnsupported) latch.open({ view: 'Networks' })
   */
  getNetworkState: (namespace?: ChainNamespace) => NetworkSnapshot
  /**
   * The provider of the namespace's connected wallet (EIP-1193 for eip155), for calls Latch does not
   * wrap; with several wallets connected, `connectorId` names which connection's.
   *
   * @example
   * const provider = latch.getProvider('eip155', 'io.metamask') as EIP1193Provider
   */
  getProvider: (namespace?: ChainNamespace, connectorId?: string) => unknown
  /**
   * What the connected EVM wallet can do with batches on a chain (EIP-5792 `wallet_getCapabilities`; its
   * current chain unless `chainId` names another), or undefined when it does not speak EIP-5792. The
   * same as the `getCapabilities(latch, parameters)` action; its code loads on the first call.
   *
   * @example
   * const caps = await latch.getCapabilities({ chainId: 8453 })
   * if (caps?.atomic?.status === 'supported') … // the calls run all or none
   */
  getCapabilities: (parameters?: GetCapabilitiesParameters) => Promise<WalletCapabilities | undefined>
  /** The modal's router and flows. */
  readonly modal: ModalActions
  /** Several connections per namespace, WalletConnect pairing, recent wallets. */
  readonly wallets: WalletActions
  /** Email login with the embedded wallet (`embeddedWallet` option). */
  readonly email: EmailActions
  /**
   * Sign in with X (`siwx` option): the view's sign and cancel, and the connected account's session.
   *
   * @example
   * const session = await latch.siwx.getSession() // session?.token goes to your backend (latchSiwx())
   */
  readonly siwx: SiwxActions
  /** The connected account's balances, NFTs, activity and names. */
  readonly account: AccountActions
  /** The Send form and the send itself. */
  readonly send: SendActions
  /** The Swap form and the swap itself (through the server's convert calls). */
  readonly swap: SwapActions
  /** Buying crypto with fiat at the server's on-ramp provider. */
  readonly onramp: OnrampActions
  /** Toasts and alerts. */
  readonly notifications: NotificationActions
  /** The modal's theme. */
  readonly theme: ThemeActions
  /**
   * Changes the modal's language to a shipped locale (or a tag that maps to one, `de-AT` → `de`);
   * resolves once its words have loaded and `state.locale` names it. Anything else throws `INVALID_OPTION`.
   *
   * @example
   * await latch.setLocale('ar') // the modal now reads right to left, in Arabic
   */
  setLocale: SetLocale
  /**
   * What to show a visitor for an error: a Latch error a visitor can meet, in the modal's language
   * (its code and English message stay on the error); anything else, its message.
   *
   * @example
   * latch.describeError(latchError('SEND_REJECTED')) // 'Transaktion abgelehnt' in German
   */
  describeError: (error: unknown) => string
  /** Records an event (SPEC §3 Analytics event); sent to the server under the SPEC §7 rules. */
  track: Track
  /** Where Latch runs: mobile, Telegram, OS. */
  environment: () => Environment
  /** The instance's logger: silent unless `debug` is on (SPEC §9 levels and buffer). */
  readonly log: Logger
  /** The API client when `apiUrl` is set; it makes no call until used. */
  readonly api: ApiClient | undefined
}

/** The batched calls' code (`getCapabilities`), loaded on first use. */
const callsCode = importAgain(() => import('./calls/run.ts'))

/**
 * Creates a Latch instance. Nothing touches the browser until `mount()` (done by `<LatchProvider>`).
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { mainnet } from '@latch/core/networks'
 * import { evmAdapter } from '@latch/evm'
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
 */
export function createLatch(input: LatchOptions): Latch {
  return createInstance(resolveOptions(input))
}

/** An instance of validated options, started from a visitor's snapshot when one is given (`ssr`). */
function createInstance(options: ResolvedOptions, snapshot?: LatchSnapshot): Latch {
  const storage = createPageStorage(options.storage ?? defaultStorage())
  let initial: LatchState = {
    modal: { open: false, loading: false, shake: false, history: routes.reset('Connect') },
    activeNamespace: options.defaultNetwork.chainNamespace,
    activeCaipNetworkId: options.defaultNetwork.caipNetworkId,
    connectors: fixedConnectors(options),
    walletsDiscovered: false,
    connections: {},
    notification: CLOSED_NOTIFICATION,
    alert: CLOSED_ALERT,
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    locale: 'en',
    tokens: EMPTY_TOKENS,
    nfts: EMPTY_NFTS,
    activity: EMPTY_ACTIVITY,
    send: EMPTY_SEND,
    nameRegistration: IDLE_REGISTRATION,
    walletConnect: IDLE_WALLETCONNECT,
    balance: { status: 'idle' },
  }
  if (snapshot && options.ssr) initial = options.ssr.seed(initial, snapshot, options)
  const store = createStore(initial)
  const log = createLogger({ enabled: options.debug.enabled, level: options.debug.level })
  const ctx = createInstanceContext({ options, store, storage, log })
  const notifications = createNotifications(store)
  // What apps may call: all but the services' own alert for an invalid app configuration.
  const { invalidAppConfiguration: _, ...notificationActions } = notifications
  const services = servicesLoader(ctx, notifications)
  const api = options.apiUrl ? lazyApiClient(async () => (await services()).api!) : undefined
  const router = createModal(ctx)
  const { open, close, ...modal } = router
  const connections = createConnectionsModule(ctx, router, notifications, api)
  const accountModule = createAccountModule(ctx, {
    api,
    notify: notifications.notify,
    modal: { replace: modal.replace, goBack: modal.goBack },
    showAccount: () => modal.reset('Account'),
  })
  const analytics = createAnalyticsModule(ctx, services)
  const locale = createLocaleModule(ctx)
  let mounted = false

  const latch: Latch = {
    options,
    getState: store.get,
    getServerState: () => initial,
    subscribe: store.subscribe,
    fromSnapshot(visitor) {
      const { ssr } = options
      if (!ssr) return latch
      if (typeof window === 'undefined') return createInstance(options, visitor)
      if (!mounted) {
        initial = ssr.seed(initial, visitor, options)
        store.set(initial)
      }
      return latch
    },
    on: ctx.on,
    mount() {
      const first = !mounted
      mounted = true
      if (first) {
        const saved = storage.activeCaipNetworkId.get()
        if (saved && networkById(options.networks, saved)) store.set({ activeCaipNetworkId: saved })
      }
      const cleanups = [analytics.mount(), locale.mount()]
      if (first) {
        ctx.track('MODAL_CREATED')
        ctx.track('INITIALIZE', {
          networks: options.networks.map((n) => n.caipNetworkId),
          themeMode: options.themeMode,
        })
      }
      cleanups.push(connections.mount(first), accountModule.mount())
      return () => {
        for (const c of cleanups) c()
      }
    },
    preload: connections.preload,
    open,
    close,
    ...connections.actions,
    getCapabilities: (parameters) => callsCode().then((m) => m.getCapabilities(latch, parameters)),
    modal,
    wallets: connections.wallets,
    email: connections.email,
    siwx: connections.siwx,
    account: accountModule.account,
    send: accountModule.send,
    swap: accountModule.swap,
    onramp: accountModule.onramp,
    notifications: notificationActions,
    theme: createThemeActions(store),
    setLocale: locale.setLocale,
    describeError: ctx.t.describe,
    track: ctx.track,
    environment: ctx.env,
    log,
    api,
  }
  return latch
}
