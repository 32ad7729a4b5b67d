import type { ApiClient } from '../api/client.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { AdapterAccount, AdapterContext, ChainAdapter, Connector } from '../connection/adapter.ts'
import { fixedConnectors } from '../connection/connectors.ts'
import { connectionRules, type Transition } from '../connection/rules.ts'
import type { NamespaceConnection } from '../connection/types.ts'
import { AUTH_CONNECTOR_ID, authConnectors } from '../embedded-wallet/connector.ts'
import type { EmailFlow } from '../embedded-wallet/flow.ts'
import { type AccountType, type RecentWallet, storedItems } from '../latch-storage.ts'
import type { createModal } from '../modal/modal.ts'
import type { Network } from '../networks/types.ts'
import type { Alert, NotificationInput } from '../notifications/notifications.ts'
import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import { importAgain } from '../plumbing/import-again.ts'
import { clipWalletMessage as clip, isUserRejection, LatchError, loadError } from '../plumbing/latch-error.ts'
import { createLoader } from '../plumbing/loader.ts'
import type { SiwxActions } from '../siwx/flow.ts'
import type { ConnectContext } from './context.ts'
import { oneStepConnect, prepareOneStep } from './one-step.ts'
import { pendingWatch } from './pending-watch.ts'
import { reconnectSaved } from './reconnect.ts'
import { switchNetwork } from './switch-network.ts'
import { watchUnsupportedChain } from './unsupported-chain.ts'
import { createWalletEvents } from './wallet-events.ts'

/** Discovery loads with the manager (connect/module.ts takes it from here). */
export { startDiscovery } from './discovery.ts'
export { PENDING_TRANSACTIONS_LIMIT } from './pending-watch.ts'
export { INJECTED_PROVIDER_WAIT_MS, RECONNECT_TIMEOUT_MS } from './reconnect.ts'

/** What the connection manager drives besides the wallets: the modal, alerts (email login), the API (sign-in). */
export type ConnectionManagerDeps = {
  modal: ReturnType<typeof createModal>
  showAlert: (message: string, variant: Alert['variant']) => void
  notify: (n: NotificationInput) => void
  api: ApiClient | undefined
}

/** Connections of one instance: the SPEC §4 rules applied to what wallets do. */
export function createConnectionManager(ctx: ConnectContext, deps: ConnectionManagerDeps) {
  const { store, options } = ctx
  const storage = storedItems(ctx.storage)
  const connectorsBy = new Map<ChainNamespace, Connector[]>()
  // The embedded wallet's connector joins WalletConnect's when this code loads, before any connect.
  const fixed = [...fixedConnectors(options), ...authConnectors(options)]
  store.set({ connectors: fixed })
  // Server rendering (`ssr`): the cookie follows the wallet (and the locale) from the first connection
  // or restore on; a page with no wallet needs none (the server then goes by Accept-Language).
  options.ssr?.keep(store)
  // Only a connected wallet can be on an unsupported chain, and connections start here.
  watchUnsupportedChain(ctx, deps.modal)
  let attemptSeq = 0
  /** The newest connect of the modal, whatever its namespace: the view shows that one. */
  let connectSeq = 0
  /** The newest attempt (connect or silent reconnect) of each namespace: an older one's answer is dropped. */
  const latest = new Map<ChainNamespace, number>()
  const begin = (ns: ChainNamespace) => {
    const attempt = ++attemptSeq
    latest.set(ns, attempt)
    return attempt
  }
  const isLatest = (ns: ChainNamespace, attempt: number) => latest.get(ns) === attempt

  const connection = (ns: ChainNamespace) => store.get().connections[ns]
  const walletDid = createWalletEvents(ctx, deps)
  const findConnector = (id: string) => store.get().connectors.find((c) => c.id === id)
  const setConnection = (ns: ChainNamespace, c: NamespaceConnection) =>
    store.set((s) => ({ connections: { ...s.connections, [ns]: c } }))

  const { watchPending, stopWatching } = pendingWatch(ctx)

  /** Applies a transition: state, storage, and the announcements it asks for. */
  const apply = (ns: ChainNamespace, t: Transition | undefined) => {
    if (!t) return
    setConnection(ns, t.next)
    const active = t.next.status === 'connected' ? t.next : undefined
    const saved = { ...storage.connections.get() }
    if (active?.connectorId) saved[ns] = active.connectorId
    else delete saved[ns]
    storage.connections.set(saved)
    const others = { ...storage.otherConnections.get() }
    const rest = t.next.connections?.filter((c) => c.connectorId !== t.next.connectorId) ?? []
    if (active && rest.length) others[ns] = rest.map((c) => c.connectorId)
    else delete others[ns]
    storage.otherConnections.set(Object.keys(others).length ? others : undefined)
    storage.connectionStatus.set(active ? 'connected' : 'disconnected')
    if (active?.caipNetworkId && store.get().activeNamespace === ns) {
      store.set({ activeCaipNetworkId: active.caipNetworkId })
      storage.activeCaipNetworkId.set(active.caipNetworkId)
    }
    if (!active) store.set({ balance: { status: 'idle' } })
    for (const effect of t.effects) {
      ctx.emit(effect)
      if (effect === 'accountChanged') watchPending(ns)
      if (effect === 'disconnect') stopWatching()
    }
  }

  /**
   * An account is an EOA (Bitcoin: its payment account) until its wallet says more: the embedded wallet's
   * flow reads its type from the chain (a smart account through EIP-7702 keeps its address), where
   * `defaultAccountTypes` is the visitor's preference, not a fact.
   */
  const accountType = (ns: ChainNamespace): AccountType => (ns === 'bip122' ? 'payment' : 'eoa')
  const toConnection = (ns: ChainNamespace, connectorId: string, account: AdapterAccount) => {
    // Several accounts (Bitcoin): the namespace's default account type leads (SPEC §9: payment).
    const preferred = options.defaultAccountTypes[ns]
    const listed = account.accounts?.length
      ? [...account.accounts].sort((a, b) => Number(b.type === preferred) - Number(a.type === preferred))
      : [{ address: account.address, type: accountType(ns) }]
    return { connectorId, accounts: listed, caipNetworkId: `${ns}:${account.chainId}` as CaipNetworkId }
  }
  const established = (ns: ChainNamespace, connectorId: string, account: AdapterAccount) => {
    apply(
      ns,
      connectionRules.connect(
        connection(ns),
        toConnection(ns, connectorId, account),
        options.features.multiWallet,
      ),
    )
    storage.markDisconnected(connectorId, false)
    const connector = findConnector(connectorId)
    if (connector) {
      storage.walletId.set(connector.id)
      storage.walletName.set(connector.name)
    }
    storage.activeNamespace.set(ns)
    storage.lastUsedChain.set(connection(ns)?.caipNetworkId)
  }
  /**
   * When the active namespace has no connection left, another connected namespace (the first in the
   * app's network order) becomes the active one, so the visitor still sees an account.
   */
  const fallBackFrom = (ns: ChainNamespace) => {
    const s = store.get()
    if (s.activeNamespace !== ns || s.connections[ns]?.status === 'connected') return
    const other = options.networks.find(
      (n) => n.chainNamespace !== ns && s.connections[n.chainNamespace]?.status === 'connected',
    )?.chainNamespace
    const caipNetworkId = other && s.connections[other]?.caipNetworkId
    if (!other || !caipNetworkId) return
    store.set({ activeNamespace: other, activeCaipNetworkId: caipNetworkId })
    storage.activeNamespace.set(other)
    storage.activeCaipNetworkId.set(caipNetworkId)
  }
  const failed = (ns: ChainNamespace) => {
    apply(ns, { next: { status: 'disconnected', connections: [] }, effects: [] })
    storage.clearLoginCache()
  }

  /** Email login with the embedded wallet, loaded on first use; refused when none is configured. */
  const emailCode = importAgain(() => import('../embedded-wallet/flow.ts'))
  const email: () => Promise<EmailFlow> = createLoader(() =>
    options.embeddedWallet
      ? emailCode().then((m) =>
          m.createEmailFlow(ctx, {
            connectorId: AUTH_CONNECTOR_ID,
            connect: (id) => manager.connect(id),
            modal: deps.modal,
            showAlert: deps.showAlert,
            notify: deps.notify,
            storage,
          }),
        )
      : Promise.reject(loadError('NO_AUTH_CONNECTOR')),
  ).load

  // A returning email-wallet visitor's frame is booting since mount (connect/module.ts); the flow
  // loads now and takes it over, so the silent reconnect finds it loading or loaded. A failure alerts
  // there, as ever.
  const evm = options.networks.find((n) => n.chainNamespace === 'eip155')
  if (evm && options.embeddedWallet && storage.connections.get()?.eip155 === AUTH_CONNECTOR_ID)
    void email()
      .then((flow) => flow.preload())
      .catch(() => {})

  /** The EVM network a sign-in names: the one selected, else the app's first. */
  const evmNetworkId = () => {
    const selected = store.get().activeCaipNetworkId
    return selected?.startsWith('eip155:') ? selected : evm?.caipNetworkId
  }

  /** Sign-in (the `siwx` option): follows every connection from the moment this code loads. */
  const siwxFlow =
    options.siwx || (options.siweConfig && options.siweConfig.enabled !== false)
      ? import('../siwx/flow.ts').then((m) =>
          m.createSiwxFlow(ctx, {
            modal: deps.modal,
            notify: deps.notify,
            disconnect: (ns) => manager.disconnect(ns),
            api: deps.api,
          }),
        )
      : undefined
  // A malformed `siwx` says so in the console at once; every `latch.siwx` call then refuses with it.
  siwxFlow?.catch((e: unknown) => console.error(e))

  const manager = {
    email,
    /** The sign-in flow; refused when `siwx` is not set. */
    siwx: (): Promise<SiwxActions> =>
      siwxFlow ??
      Promise.reject(loadError('INVALID_OPTION', { detail: 'createLatch: options.siwx is not set' })),

    /** The callbacks an adapter reports wallet events through; ignored while (re)connecting. */
    contextFor(adapter: ChainAdapter): AdapterContext {
      const ns = adapter.namespace
      return {
        networks: options.networks.filter((n) => n.chainNamespace === ns),
        setConnectors(list) {
          connectorsBy.set(ns, list)
          // In the app's adapter order, however their code arrived (each mounts once it is in hand).
          store.set({
            connectors: [...fixed, ...options.adapters.flatMap((a) => connectorsBy.get(a.namespace) ?? [])],
          })
        },
        onAccountsChanged(id, addresses) {
          const before = connection(ns)
          apply(ns, connectionRules.accountsChanged(before, id, addresses))
          fallBackFrom(ns)
          walletDid(ns, id, before)
        },
        onChainChanged(id, chainId) {
          const before = connection(ns)
          manager.chainChanged(ns, id, chainId)
          walletDid(ns, id, before)
        },
        onDisconnect(id) {
          const before = connection(ns)
          if (before?.status !== 'connected') return
          if (!before.connections?.some((c) => c.connectorId === id)) return
          apply(ns, connectionRules.disconnect(before, id))
          fallBackFrom(ns)
          walletDid(ns, id, before)
        },
      }
    },

    /** Applies a chain change, whether the wallet reported it or the app caused it. */
    chainChanged(ns: ChainNamespace, connectorId: string, chainId: number | string): void {
      apply(
        ns,
        connectionRules.chainChanged(connection(ns), connectorId, `${ns}:${chainId}` as CaipNetworkId),
      )
    },

    /**
     * Restores the remembered connections silently (reconnect.ts); `prepare` readies a connector first
     * (a WalletConnect session is loaded), false meaning it is gone.
     */
    reconnectSaved: (prepare: (connectorId: string) => Promise<boolean>): void =>
      reconnectSaved(ctx, prepare, {
        storage,
        begin,
        isLatest,
        restoreEmail: async () => (await email()).restore(),
        established,
        failed,
        joined: (ns, id, account) =>
          apply(ns, connectionRules.restored(connection(ns), toConnection(ns, id, account))),
      }),

    /**
     * Connects through a connector; `recent` is what the recent-wallets list records (default: the
     * connector); `namespace` names which of a multi-namespace connector's (WalletConnect) to connect.
     */
    async connect(
      connectorId: string,
      recent?: RecentWallet,
      namespace?: ChainNamespace,
    ): Promise<NamespaceConnection> {
      const connector = findConnector(connectorId)
      if (!connector) throw loadError('CONNECTOR_NOT_FOUND', { detail: JSON.stringify(connectorId) })
      const ns = namespace ?? connector.chainNamespace
      begin(ns)
      const attempt = ++connectSeq
      store.set({ connectAttempt: { connectorId, status: 'pending' } })
      const before = connection(ns)
      setConnection(ns, { ...before, status: 'connecting', connections: before?.connections ?? [] })
      const platform = connector.type === 'WALLET_CONNECT' ? 'qrcode' : 'browser'
      ctx.track('SELECT_WALLET', { name: recent?.name ?? connector.name, platform })
      try {
        const oneStep = await oneStepConnect(siwxFlow, connector, evmNetworkId())
        const account = await ctx.adapterFor(ns).connect(connectorId, oneStep?.request)
        if (attempt !== connectSeq)
          throw loadError('CONNECT_FAILED', { detail: 'superseded by a newer attempt' })
        await oneStep?.complete(account)
        established(ns, connectorId, account)
        // Email is a way to log in, not a wallet to list among recent ones.
        if (connector.type !== 'AUTH')
          storage.addRecentWallet(
            recent ?? {
              id: connector.id,
              name: connector.name,
              ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
            },
          )
        store.set({ connectAttempt: undefined, activeNamespace: ns })
        ctx.track('CONNECT_SUCCESS', { method: platform, name: recent?.name ?? connector.name })
        deps.modal.reset('Account')
        return connection(ns)!
      } catch (cause) {
        const rejected = isUserRejection(cause)
        if (attempt === connectSeq) {
          setConnection(
            ns,
            before?.status === 'connected' ? before : { status: 'disconnected', connections: [] },
          )
          const detail = cause instanceof Error ? clip(cause.message) : undefined
          store.set({ connectAttempt: { connectorId, status: rejected ? 'rejected' : 'failed', detail } })
          ctx.track('CONNECT_ERROR', { message: detail ?? 'unknown' }, 'error')
        }
        if (cause instanceof LatchError) throw cause
        throw rejected ? loadError('USER_REJECTED', { cause }) : loadError('CONNECT_FAILED', { cause })
      }
    },

    /** Ends the namespace's active connection, or the one through `connectorId` (several wallets). */
    async disconnect(ns: ChainNamespace, connectorId?: string): Promise<void> {
      const id = connectorId ?? connection(ns)?.connectorId
      if (!id) return apply(ns, { next: { status: 'disconnected', connections: [] }, effects: [] })
      const ended = connection(ns)?.connections?.find((c) => c.connectorId === id)
      if (connectorId && !ended) throw loadError('INVALID_CONNECTION_STATUS', { detail: connectorId })
      // The sign-in flow signs out the account in use when nothing is left in use; any other ending
      // (one of several, or a namespace not in use) it is told of.
      const address = ended?.accounts[0]?.address
      const others = (connection(ns)?.connections?.length ?? 0) > 1
      if (address && (others || store.get().activeNamespace !== ns))
        void siwxFlow?.then((f) => f.disconnected(ended.caipNetworkId, address)).catch(() => {})
      apply(ns, connectionRules.disconnect(connection(ns), id))
      fallBackFrom(ns)
      storage.markDisconnected(id, true)
      storage.clearLoginCache()
      ctx.track('DISCONNECT_SUCCESS', { namespace: ns })
      try {
        await ctx.adapterFor(ns).disconnect(id)
      } catch (cause) {
        throw loadError('DISCONNECT_FAILED', { cause })
      }
    },

    /**
     * Switches to another connection (SPEC §4): an active or connected one is reused, a disconnected one
     * is reconnected through its connector; any other status is "Invalid connection status".
     */
    async switchConnection(connectorId: string, ns: ChainNamespace): Promise<void> {
      const status = connectionRules.statusOf(
        connection(ns),
        connectorId,
        Boolean(findConnector(connectorId)),
      )
      if (status === 'busy') throw loadError('INVALID_CONNECTION_STATUS', { detail: connectorId })
      if (status === 'disconnected') {
        await manager.connect(connectorId)
        return
      }
      if (status === 'connected') {
        const target = connection(ns)!.connections!.find((c) => c.connectorId === connectorId)!
        apply(ns, connectionRules.connect(connection(ns), target, true))
      }
      // A connection of another namespace picked: that namespace becomes the active one.
      const network = connection(ns)?.caipNetworkId
      if (store.get().activeNamespace !== ns && network) {
        store.set({ activeNamespace: ns, activeCaipNetworkId: network })
        storage.activeNamespace.set(ns)
        storage.activeCaipNetworkId.set(network)
      }
    },

    /** A sign-in for the next WalletConnect pairing to sign as it pairs (one-click auth), or undefined. */
    prepareSignIn: () => prepareOneStep(siwxFlow, evmNetworkId()),

    /** Signs a message with the active namespace's connected wallet (the `personal_sign` of EVM). */
    async signMessage(message: string): Promise<string> {
      if (typeof message !== 'string')
        throw loadError('SIGN_MESSAGE_FAILED', { detail: 'the message must be a string' })
      const a = activeAccount(ctx)
      const sign = a && ctx.adapterFor(a.namespace).signMessage
      if (!a || !sign) throw loadError('SIGN_MESSAGE_FAILED', { detail: 'no connected wallet can sign' })
      return sign({ connectorId: a.connectorId, address: a.address, message })
    },

    /** Switches to one of the app's networks (switch-network.ts), recording the wallet's new chain. */
    switchNetwork: (network: Network | CaipNetworkId): Promise<void> =>
      switchNetwork(ctx, network, manager.chainChanged),

    stopWatching,
  }
  return manager
}

/** The connection manager of one instance. */
export type ConnectionManager = ReturnType<typeof createConnectionManager>
