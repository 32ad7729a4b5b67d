import { activeAccount } from './account/active.ts'
import type { AccountFeatures } from './account/features.ts'
import {
  EMPTY_ACTIVITY,
  EMPTY_NFTS,
  EMPTY_SEND,
  EMPTY_TOKENS,
  IDLE_REGISTRATION,
  patchSend,
} from './account/initial.ts'
import type { NameAvailability } from './account/names.ts'
import { createAnalytics } from './analytics.ts'
import { type ApiClient, createApiClient } from './api/client.ts'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './caip.ts'
import {
  createConnectionManager,
  fixedConnectors,
  IDLE_WALLETCONNECT,
  INJECTED_PROVIDER_WAIT_MS,
  WALLETCONNECT_CONNECTOR_ID,
} from './connection-manager.ts'
import type { InstanceContext, LatchEmitted } from './context.ts'
import { detectEnvironment, type Environment } from './environment.ts'
import { errorMessage, latchError } from './errors.ts'
import { createLatchStorage, type RecentWallet } from './latch-storage.ts'
import { createModal, type OpenParams, type TransactionAction } from './modal.ts'
import type { Network } from './networks/types.ts'
import {
  CLOSED_ALERT,
  CLOSED_NOTIFICATION,
  createNotifications,
  type NotificationInput,
} from './notifications.ts'
import { type LatchOptions, type ResolvedOptions, resolveOptions, type ThemeMode } from './options.ts'
import type { PairingFlow } from './pairing.ts'
import { routes } from './router.ts'
import { defaultStorage } from './storage.ts'
import { createStore } from './store.ts'
import { switchNetwork } from './switch-network.ts'
import { checkThemeMode, checkThemeVariables } from './theme.ts'
import type {
  Alert,
  ChainAdapter,
  LatchEvent,
  LatchState,
  NamespaceConnection,
  RouteData,
  SendToken,
  ViewName,
} from './types.ts'

export { INJECTED_PROVIDER_WAIT_MS }
/** Native balances stay fresh this long (SPEC §9). */
export const BALANCE_CACHE_MS = 30_000

/** A Latch instance: all state lives here, none at module level. */
export type Latch = {
  readonly options: ResolvedOptions
  getState: () => LatchState
  /** The state before any browser-only work: what server rendering and hydration see. */
  getServerState: () => LatchState
  subscribe: (listener: () => void) => () => void
  /** Listens to `accountChanged`, `disconnect` or `pendingTransactions`; returns the cleanup. */
  on: (event: LatchEmitted, listener: () => void) => () => void
  /** Starts wallet discovery, the silent reconnect and analytics; browser only. Returns the cleanup. */
  mount: () => () => void
  open: (params?: OpenParams) => void
  close: () => void
  /** What an overlay click or Escape does: close, or shake on UnsupportedChain. */
  requestClose: () => void
  setLoading: (loading: boolean) => void
  push: (view: ViewName, data?: RouteData) => void
  replace: (view: ViewName, data?: RouteData) => void
  reset: (view: ViewName, data?: RouteData) => void
  goBack: () => void
  showNameRegistration: (success: boolean) => void
  pushTransactionStack: (action: TransactionAction) => void
  popTransactionStack: (outcome: 'success' | 'error' | 'cancel') => void
  setFarcasterUrl: (url: string | undefined) => void
  registerEmbeddedWallet: (wallet: { reload: () => void }) => () => void
  /** Connects through a connector; rejects with a `LatchError` (`USER_REJECTED` when declined). */
  connect: (connectorId: string) => Promise<NamespaceConnection>
  disconnect: (namespace?: ChainNamespace) => Promise<void>
  switchConnection: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
  /**
   * Pairs a wallet over WalletConnect: prepares the URI (state `walletConnect`), keeps it fresh, and
   * resolves once a wallet approves. Joins the pairing under way when there is one. `wallet` is the
   * registry wallet the visitor picked, recorded among recent wallets.
   */
  connectWalletConnect: (wallet?: RecentWallet) => Promise<NamespaceConnection>
  /** Drops the WalletConnect pairing under way (the modal's retry starts a new one). */
  cancelWalletConnect: () => void
  /**
   * Asks the connected wallet to sign a text message (EIP-191 `personal_sign` on EVM); rejects with
   * "Sign message failed" when nothing is connected or the adapter cannot sign, else with the wallet's error.
   */
  signMessage: (message: string) => Promise<string>
  /** The wallets connected lately, newest first (at most 2, SPEC §9). */
  recentWallets: () => RecentWallet[]
  /** Switches to one of the app's networks; refuses others with "Network not found". */
  switchNetwork: (network: Network | CaipNetworkId) => Promise<void>
  /** Reads the connected account's native balance unless a fresh one (30 s) is held. */
  refreshBalance: (opts?: { force?: boolean }) => Promise<void>
  /** The configured network the namespace is on, if the app configures it. */
  getNetwork: (namespace?: ChainNamespace) => Network | undefined
  /** The provider of the namespace's connected wallet (EIP-1193 for eip155). */
  getProvider: (namespace?: ChainNamespace) => unknown
  notify: (notification: NotificationInput) => void
  closeNotification: () => void
  showAlert: (message: string, variant: Alert['variant']) => void
  closeAlert: () => void
  setThemeMode: (mode: ThemeMode) => void
  setThemeVariables: (vars: Record<`--latch-${string}`, string>) => void
  /** Records an event (SPEC §3 Analytics event); sent to the server under the SPEC §7 rules. */
  track: (event: string, properties?: Record<string, unknown>, type?: 'track' | 'error') => void
  /** Where Latch runs: mobile, Telegram, OS. */
  environment: () => Environment
  /** The API client when `apiUrl` is set; it makes no call until used. */
  readonly api: ApiClient | undefined

  /** Loads the account's token balances; a failure toasts "Token Balance Unavailable", retried after 30 s. */
  fetchTokenBalances: (opts?: { force?: boolean }) => Promise<void>
  /** Loads the NFTs the account holds on its network. */
  fetchNfts: () => Promise<void>
  /** Loads the first page of activity, or with `more` the next page. */
  fetchActivity: (opts?: { more?: boolean }) => Promise<void>
  /** Loads the connected address's name and avatar. */
  fetchIdentity: () => Promise<void>
  /** Whether a name is free, with suggestions. */
  checkName: (name: string) => Promise<NameAvailability>
  /** Signs and registers a name for the connected address; the view follows (SPEC §4). */
  registerName: (name: string, attributes?: Record<string, string>) => Promise<void>
  setSendToken: (token: SendToken | undefined) => void
  setSendAmount: (amount: string) => void
  /** Sets the receiver: an address, or a name resolved through the name service. */
  setSendReceiver: (receiver: string) => Promise<void>
  /** The most that can be sent of the chosen token (native: the balance less fees). */
  maxSendAmount: () => Promise<string>
  /** Sends; resolves with the hash once mined, or rejects after showing the error (SPEC §4 Send flow). */
  sendTokens: (action?: TransactionAction) => Promise<string>
  resetSend: () => void
}

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
  const options = resolveOptions(input)
  const storage = createLatchStorage(options.storage ?? defaultStorage())
  const initial: LatchState = {
    modal: { open: false, loading: false, shake: false, history: routes.reset('Connect') },
    activeNamespace: options.defaultNetwork.chainNamespace,
    activeCaipNetworkId: options.defaultNetwork.caipNetworkId,
    connectors: fixedConnectors(options),
    connections: {},
    notification: CLOSED_NOTIFICATION,
    alert: CLOSED_ALERT,
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    tokens: EMPTY_TOKENS,
    nfts: EMPTY_NFTS,
    activity: EMPTY_ACTIVITY,
    send: EMPTY_SEND,
    nameRegistration: IDLE_REGISTRATION,
    walletConnect: IDLE_WALLETCONNECT,
    balance: { status: 'idle' },
  }
  const store = createStore(initial)
  const listeners = new Map<LatchEmitted, Set<() => void>>()
  const notifications = createNotifications(store)
  /** A 403 from the server: the origin is not on the project's allowlist (alerted once). */
  const reportForbidden = () =>
    notifications.invalidAppConfiguration(errorMessage('INVALID_APP_CONFIGURATION'))
  let analytics: ReturnType<typeof createAnalytics> | undefined
  let mounted = false
  let environment: Environment | undefined

  const adapterFor = (ns: ChainNamespace): ChainAdapter => {
    const a = options.adapters.find((x) => x.namespace === ns)
    if (!a) throw latchError('ADAPTER_NOT_FOUND', { detail: ns })
    return a
  }
  const namespaceOf = (ns: ChainNamespace | undefined) => {
    if (ns !== undefined && !isChainNamespace(ns))
      throw latchError('INVALID_NAMESPACE', { detail: JSON.stringify(ns) })
    return ns ?? store.get().activeNamespace
  }
  const isConnected = (ns?: ChainNamespace) =>
    store.get().connections[ns ?? store.get().activeNamespace]?.status === 'connected'
  const ctx: InstanceContext = {
    options,
    store,
    storage,
    env: () => {
      environment ??= { ...detectEnvironment(), ...options.environment }
      return environment
    },
    adapterFor,
    isConnected,
    emit(event) {
      for (const l of listeners.get(event) ?? []) l()
    },
    track(event, properties, type = 'track') {
      const record: LatchEvent = {
        timestamp: Date.now(),
        data: { type, event, ...(properties ? { properties } : {}) },
      }
      store.set({ lastEvent: record })
      analytics?.record(record)
    },
  }
  const modal = createModal(ctx)
  const connections = createConnectionManager(ctx, { connected: () => modal.reset('Account') })
  const api = options.apiUrl
    ? createApiClient({
        apiUrl: options.apiUrl,
        projectId: options.projectId,
        sdkType: options.sdkType,
        sdkVersion: options.sdkVersion,
        storage,
        onForbidden: reportForbidden,
      })
    : undefined
  // The account features load on first use (a connection, or a call): never on a page that only shows
  // the button.
  let account: AccountFeatures | undefined
  let loadingAccount: Promise<AccountFeatures> | undefined
  const features = (): Promise<AccountFeatures> => {
    loadingAccount ??= import('./account/features.ts').then((m) => {
      account = m.createAccountFeatures(ctx, {
        api,
        notify: notifications.notify,
        showNameRegistration: modal.showNameRegistration,
        pushTransactionStack: modal.pushTransactionStack,
        popTransactionStack: modal.popTransactionStack,
        showAccount: () => modal.reset('Account'),
        refreshBalance: (o) => latch.refreshBalance(o),
      })
      return account
    })
    return loadingAccount
  }
  // The WalletConnect flow loads when a visitor opens the QR code or a saved session is restored.
  let pairing: PairingFlow | undefined
  let loadingPairing: Promise<PairingFlow> | undefined
  const pairingFlow = (): Promise<PairingFlow> => {
    const connector = options.walletConnect
    if (!connector) return Promise.reject(latchError('WALLETCONNECT_CONNECTOR_NOT_FOUND'))
    loadingPairing ??= import('./pairing.ts').then((m) => {
      pairing = m.createPairingFlow(ctx, { pairing: connector, connect: connections.connect })
      return pairing
    })
    return loadingPairing
  }
  const prepareConnector = async (id: string): Promise<boolean> =>
    id !== WALLETCONNECT_CONNECTOR_ID ||
    (options.walletConnect !== undefined && (await pairingFlow()).restore())
  let wasOpen = false
  store.subscribe(() => {
    const open = store.get().modal.open
    if (wasOpen && !open) pairing?.onModalClosed()
    wasOpen = open
  })

  const setSend = (patch: Partial<LatchState['send']>) => patchSend(store, patch)
  const resetSend = () => {
    if (account) account.resetSend()
    else store.set({ send: EMPTY_SEND })
  }

  // A wallet on a chain the app does not configure shows UnsupportedChain until it switches (SPEC §2).
  let wasUnsupported = false
  store.subscribe(() => {
    const s = store.get()
    const c = s.connections[s.activeNamespace]
    const unsupported =
      c?.status === 'connected' &&
      c.caipNetworkId !== undefined &&
      !options.networks.some((n) => n.caipNetworkId === c.caipNetworkId)
    if (unsupported === wasUnsupported) return
    wasUnsupported = unsupported
    if (unsupported) modal.open({ view: 'UnsupportedChain' })
    else if (s.modal.history.at(-1)?.view === 'UnsupportedChain') modal.reset('Account')
  })

  const latch: Latch = {
    options,
    getState: store.get,
    getServerState: () => initial,
    subscribe: store.subscribe,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return () => listeners.get(event)?.delete(listener)
    },

    mount() {
      const cleanups = options.adapters.map((a) => a.mount(connections.contextFor(a)))
      if (!mounted) {
        mounted = true
        const saved = storage.activeCaipNetworkId.get()
        if (saved && options.networks.some((n) => n.caipNetworkId === saved))
          store.set({ activeCaipNetworkId: saved })
        if (options.apiUrl) {
          analytics = createAnalytics({
            apiUrl: options.apiUrl,
            projectId: options.projectId,
            sdkType: options.sdkType,
            sdkVersion: options.sdkVersion,
            enabled: options.features.analytics,
            address: () => store.get().connections[store.get().activeNamespace]?.address,
            onForbidden: reportForbidden,
          })
        }
        ctx.track('MODAL_CREATED')
        ctx.track('INITIALIZE', {
          networks: options.networks.map((n) => n.caipNetworkId),
          themeMode: options.themeMode,
        })
        connections.reconnectSaved(prepareConnector)
      }
      const offOpen = store.subscribe(() => {
        if (store.get().modal.open) analytics?.start()
      })
      const offPending = latch.on('pendingTransactions', () => {
        void latch.refreshBalance({ force: true })
        if (store.get().tokens.status === 'ready') void account?.fetchTokenBalances({ force: true })
      })
      // A new account (or chain) gets a fresh Send form and its identity. The identity held always
      // belongs to the connected address: another address drops it at once, before the new one loads.
      let accountKey = activeAccount(ctx)?.key
      if (accountKey) void latch.fetchIdentity()
      const offAccount = store.subscribe(() => {
        const a = activeAccount(ctx)
        if (a?.key === accountKey) return
        accountKey = a?.key
        resetSend()
        const held = store.get().identity
        if (held && held.address.toLowerCase() !== a?.address.toLowerCase())
          store.set({ identity: undefined })
        if (a) void latch.fetchIdentity()
      })
      return () => {
        for (const c of cleanups) c()
        offOpen()
        offPending()
        offAccount()
      }
    },

    open: modal.open,
    close: modal.close,
    requestClose: modal.requestClose,
    setLoading: modal.setLoading,
    push: modal.push,
    replace: modal.replace,
    reset: modal.reset,
    goBack: modal.goBack,
    showNameRegistration: modal.showNameRegistration,
    pushTransactionStack: modal.pushTransactionStack,
    popTransactionStack: modal.popTransactionStack,
    setFarcasterUrl: modal.setFarcasterUrl,
    registerEmbeddedWallet: modal.registerEmbeddedWallet,

    connect(connectorId) {
      const history = store.get().modal.history
      const route = { view: 'ConnectingExternal' as const, data: { connectorId } }
      const onConnecting = history.at(-1)?.view === 'ConnectingExternal'
      store.set((s) => ({
        modal: {
          ...s.modal,
          history: onConnecting ? routes.replace(history, route) : routes.push(history, route),
        },
      }))
      return connections.connect(connectorId)
    },
    async disconnect(namespace) {
      const ns = namespaceOf(namespace)
      modal.close()
      await connections.disconnect(ns)
    },
    switchConnection: (connectorId, namespace) =>
      connections.switchConnection(connectorId, namespaceOf(namespace)),
    connectWalletConnect: async (wallet) => (await pairingFlow()).start(wallet),
    cancelWalletConnect: () => pairing?.cancel(),
    recentWallets: () => storage.recentWallets() ?? [],
    async signMessage(message) {
      if (typeof message !== 'string')
        throw latchError('SIGN_MESSAGE_FAILED', { detail: 'the message must be a string' })
      const a = activeAccount(ctx)
      const sign = a && adapterFor(a.namespace).signMessage
      if (!a || !sign) throw latchError('SIGN_MESSAGE_FAILED', { detail: 'no connected wallet can sign' })
      return sign({ connectorId: a.connectorId, address: a.address, message })
    },
    switchNetwork: (network) => switchNetwork(ctx, network, connections.chainChanged),

    async refreshBalance(opts = {}) {
      const ns = store.get().activeNamespace
      const c = store.get().connections[ns]
      const network = latch.getNetwork(ns)
      if (c?.status !== 'connected' || !c.address || !network) return
      const key = `${c.caipAddress}`
      const b = store.get().balance
      if (!opts.force && b.status === 'ready' && b.key === key && Date.now() - b.at < BALANCE_CACHE_MS) return
      if (!opts.force && b.status === 'loading' && b.key === key) return
      store.set({ balance: { status: 'loading', key } })
      const current = () => store.get().connections[ns]?.caipAddress === key
      try {
        const balance = await adapterFor(ns).getBalance({ address: c.address, network })
        if (current()) store.set({ balance: { status: 'ready', key, balance, at: Date.now() } })
      } catch (e) {
        if (current())
          store.set({
            balance: { status: 'error', key, message: e instanceof Error ? e.message : String(e) },
          })
      }
    },

    getNetwork(namespace) {
      const ns = namespaceOf(namespace)
      const id =
        store.get().connections[ns]?.caipNetworkId ??
        (ns === store.get().activeNamespace ? store.get().activeCaipNetworkId : undefined)
      return options.networks.find((n) => n.caipNetworkId === id)
    },
    getProvider(namespace) {
      const ns = namespaceOf(namespace)
      const id = store.get().connections[ns]?.connectorId
      return id && isConnected(ns) ? adapterFor(ns).getProvider(id) : undefined
    },

    notify: notifications.notify,
    closeNotification: notifications.closeNotification,
    showAlert: notifications.showAlert,
    closeAlert: notifications.closeAlert,
    setThemeMode(mode) {
      checkThemeMode(mode, 'setThemeMode')
      store.set((s) => ({ theme: { ...s.theme, themeMode: mode } }))
    },
    setThemeVariables(vars) {
      checkThemeVariables(vars, 'setThemeVariables')
      store.set((s) => ({ theme: { ...s.theme, themeVariables: { ...s.theme.themeVariables, ...vars } } }))
    },
    track: ctx.track,
    environment: ctx.env,
    api,

    fetchTokenBalances: async (o) => (await features()).fetchTokenBalances(o),
    fetchNfts: async () => (await features()).fetchNfts(),
    fetchActivity: async (o) => (await features()).fetchActivity(o),
    fetchIdentity: async () => (await features()).fetchIdentity(),
    checkName: async (name) => (await features()).checkName(name),
    registerName: async (name, attributes) => (await features()).registerName(name, attributes),
    setSendToken: (token) => setSend({ token, error: undefined }),
    setSendAmount: (amount) => setSend({ amount: String(amount).slice(0, 100), error: undefined }),
    setSendReceiver: async (receiver) => (await features()).setSendReceiver(receiver),
    maxSendAmount: async () => (await features()).maxSendAmount(),
    sendTokens: async (action) => (await features()).sendTokens(action),
    resetSend,
  }
  return latch
}
