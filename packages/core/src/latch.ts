import { type CaipNetworkId, type ChainNamespace, toCaipAddress } from './caip.ts'
import { isUserRejection, LatchError, latchError } from './errors.ts'
import type { Network } from './networks/types.ts'
import { type LatchOptions, type ResolvedOptions, resolveOptions } from './options.ts'
import { routes } from './router.ts'
import { createStorageAccess, defaultStorage } from './storage.ts'
import { createStore } from './store.ts'
import {
  type AdapterAccount,
  type ChainAdapter,
  type Connector,
  type LatchState,
  type NamespaceConnection,
  VIEWS,
  type ViewName,
} from './types.ts'

/** Native balances stay fresh this long (SPEC §9). */
export const BALANCE_CACHE_MS = 30_000
/** How long a silent reconnect waits for the remembered wallet to announce itself (SPEC §9). */
export const INJECTED_PROVIDER_WAIT_MS = 1_000

/** A Latch instance: all state lives here, none at module level. */
export type Latch = {
  readonly options: ResolvedOptions
  getState: () => LatchState
  /** The state before any browser-only work: what server rendering and hydration see. */
  getServerState: () => LatchState
  subscribe: (listener: () => void) => () => void
  /** Starts wallet discovery and the silent reconnect; browser only. Returns the cleanup. */
  mount: () => () => void
  open: (params?: { view?: ViewName }) => void
  close: () => void
  push: (view: ViewName, data?: { connectorId?: string }) => void
  goBack: () => void
  /** Connects through a connector; rejects with a `LatchError` (`USER_REJECTED` when declined). */
  connect: (connectorId: string) => Promise<NamespaceConnection>
  disconnect: (namespace?: ChainNamespace) => Promise<void>
  /** Reads the connected account's native balance unless a fresh one (30 s) is held. */
  refreshBalance: (opts?: { force?: boolean }) => Promise<void>
  /** The configured network the namespace's wallet is on, if it is one the app configures. */
  getNetwork: (namespace?: ChainNamespace) => Network | undefined
  /** The provider of the namespace's connected wallet (EIP-1193 for eip155). */
  getProvider: (namespace?: ChainNamespace) => unknown
}

type Saved = Partial<Record<ChainNamespace, string>>
const isSaved = (v: unknown): v is Saved =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string')

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
  const storage = createStorageAccess(options.storage ?? defaultStorage())
  const initial: LatchState = {
    modal: { open: false, loading: false, history: routes.reset('Connect') },
    activeNamespace: options.defaultNetwork.chainNamespace,
    connectors: [],
    connections: {},
    balance: { status: 'idle' },
  }
  const store = createStore(initial)
  const connectorsBy = new Map<ChainNamespace, Connector[]>()
  let attemptSeq = 0
  let reconnectStarted = false

  const adapterFor = (ns: ChainNamespace): ChainAdapter => {
    const a = options.adapters.find((x) => x.namespace === ns)
    if (!a) throw new LatchError('ADAPTER_NOT_FOUND', `No adapter for namespace ${ns}`)
    return a
  }
  const findConnector = (id: string) => store.get().connectors.find((c) => c.id === id)
  const connection = (ns: ChainNamespace) => store.get().connections[ns]
  const setConnection = (ns: ChainNamespace, c: NamespaceConnection | undefined) =>
    store.set((s) => ({ connections: { ...s.connections, [ns]: c } }))
  const isConnected = () => connection(store.get().activeNamespace)?.status === 'connected'
  const setHistory = (history: LatchState['modal']['history']) =>
    store.set((s) => ({ modal: { ...s.modal, history } }))

  const saved = (): Saved => storage.read('connected_connector_ids', isSaved) ?? {}
  const remember = (ns: ChainNamespace, connectorId: string | undefined) => {
    const next = { ...saved() }
    if (connectorId) next[ns] = connectorId
    else delete next[ns]
    storage.write('connected_connector_ids', next)
  }

  const connected = (
    ns: ChainNamespace,
    connectorId: string,
    account: AdapterAccount,
  ): NamespaceConnection => {
    const caipNetworkId = `${ns}:${account.chainId}` as CaipNetworkId
    const c: NamespaceConnection = {
      status: 'connected',
      connectorId,
      address: account.address,
      caipAddress: toCaipAddress(caipNetworkId, account.address),
      caipNetworkId,
    }
    setConnection(ns, c)
    remember(ns, connectorId)
    return c
  }

  const dropConnection = (ns: ChainNamespace) => {
    setConnection(ns, { status: 'disconnected' })
    remember(ns, undefined)
    store.set({ balance: { status: 'idle' } })
  }

  /** Wallet events are ignored while (re)connecting (SPEC §4). */
  const settled = (ns: ChainNamespace, connectorId: string) => {
    const c = connection(ns)
    return c?.status === 'connected' && c.connectorId === connectorId ? c : undefined
  }

  const contextFor = (adapter: ChainAdapter) => ({
    networks: options.networks.filter((n) => n.chainNamespace === adapter.namespace),
    setConnectors(list: Connector[]) {
      connectorsBy.set(adapter.namespace, list)
      store.set({ connectors: [...connectorsBy.values()].flat() })
    },
    onAccountsChanged(connectorId: string, addresses: readonly string[]) {
      const c = settled(adapter.namespace, connectorId)
      if (!c) return
      const [address] = addresses
      if (!address) return dropConnection(adapter.namespace)
      connected(adapter.namespace, connectorId, { address, chainId: c.caipNetworkId!.split(':')[1]! })
    },
    onChainChanged(connectorId: string, chainId: number | string) {
      const c = settled(adapter.namespace, connectorId)
      if (c?.address) connected(adapter.namespace, connectorId, { address: c.address, chainId })
    },
    onDisconnect(connectorId: string) {
      if (settled(adapter.namespace, connectorId)) dropConnection(adapter.namespace)
    },
  })

  const waitForConnector = (id: string) =>
    new Promise<boolean>((resolve) => {
      if (findConnector(id)) return resolve(true)
      const timer = setTimeout(() => {
        unsubscribe()
        resolve(false)
      }, INJECTED_PROVIDER_WAIT_MS)
      const unsubscribe = store.subscribe(() => {
        if (!findConnector(id)) return
        clearTimeout(timer)
        unsubscribe()
        resolve(true)
      })
    })

  const reconnect = async (ns: ChainNamespace, connectorId: string) => {
    setConnection(ns, { status: 'reconnecting', connectorId })
    try {
      const account = (await waitForConnector(connectorId))
        ? await adapterFor(ns).reconnect(connectorId)
        : null
      if (account) connected(ns, connectorId, account)
      else dropConnection(ns)
    } catch {
      dropConnection(ns)
    }
  }

  const latch: Latch = {
    options,
    getState: store.get,
    getServerState: () => initial,
    subscribe: store.subscribe,

    mount() {
      const cleanups = options.adapters.map((a) => a.mount(contextFor(a)))
      if (!reconnectStarted) {
        reconnectStarted = true
        for (const [ns, id] of Object.entries(saved()) as [ChainNamespace, string][]) {
          if (options.adapters.some((a) => a.namespace === ns)) void reconnect(ns, id)
        }
      }
      return () => {
        for (const c of cleanups) c()
      }
    },

    open(params = {}) {
      if (params.view !== undefined && !VIEWS.includes(params.view)) {
        throw new LatchError(
          'INVALID_VIEW',
          `Unknown view ${JSON.stringify(params.view)}; one of ${VIEWS.join(', ')}`,
        )
      }
      const view = params.view ?? (isConnected() ? 'Account' : 'Connect')
      store.set((s) => ({ modal: { ...s.modal, open: true, history: routes.reset(view) } }))
    },

    close() {
      store.set((s) => ({ modal: { ...s.modal, open: false, history: routes.reset('Connect') } }))
    },

    push(view, data) {
      setHistory(routes.push(store.get().modal.history, data ? { view, data } : { view }))
    },

    goBack() {
      const next = routes.back(store.get().modal.history, isConnected())
      if (next) setHistory(next)
      else latch.close()
    },

    async connect(connectorId) {
      const connector = findConnector(connectorId)
      if (!connector)
        throw new LatchError('CONNECTOR_NOT_FOUND', `No connector ${JSON.stringify(connectorId)}`)
      const ns = connector.chainNamespace
      const attempt = ++attemptSeq
      const { history } = store.get().modal
      const route = { view: 'ConnectingExternal' as const, data: { connectorId } }
      const onConnecting = history[history.length - 1]?.view === 'ConnectingExternal'
      setHistory(onConnecting ? routes.replace(history, route) : routes.push(history, route))
      store.set({ connectAttempt: { connectorId, status: 'pending' } })
      setConnection(ns, { ...connection(ns), status: 'connecting' })
      try {
        const account = await adapterFor(ns).connect(connectorId)
        if (attempt !== attemptSeq) throw new LatchError('CONNECT_FAILED', 'Superseded by a newer attempt')
        const c = connected(ns, connectorId, account)
        store.set({ connectAttempt: undefined, activeNamespace: ns })
        setHistory(routes.reset('Account'))
        return c
      } catch (cause) {
        const rejected = isUserRejection(cause)
        if (attempt === attemptSeq) {
          setConnection(ns, { status: 'disconnected' })
          const detail = cause instanceof Error ? cause.message : undefined
          store.set({ connectAttempt: { connectorId, status: rejected ? 'rejected' : 'failed', detail } })
        }
        if (cause instanceof LatchError) throw cause
        throw rejected ? latchError('USER_REJECTED', { cause }) : latchError('CONNECT_FAILED', { cause })
      }
    },

    async disconnect(namespace) {
      const ns = namespace ?? store.get().activeNamespace
      const c = connection(ns)
      dropConnection(ns)
      latch.close()
      if (!c?.connectorId) return
      try {
        await adapterFor(ns).disconnect(c.connectorId)
      } catch (cause) {
        throw latchError('DISCONNECT_FAILED', { cause })
      }
    },

    async refreshBalance(opts = {}) {
      const ns = store.get().activeNamespace
      const c = connection(ns)
      const network = latch.getNetwork(ns)
      if (c?.status !== 'connected' || !c.address || !network) return
      const key = `${c.caipAddress}`
      const b = store.get().balance
      if (!opts.force && b.status === 'ready' && b.key === key && Date.now() - b.at < BALANCE_CACHE_MS) return
      if (b.status === 'loading' && b.key === key) return
      store.set({ balance: { status: 'loading', key } })
      try {
        const balance = await adapterFor(ns).getBalance({ address: c.address, network })
        if (connection(ns)?.caipAddress === key) {
          store.set({ balance: { status: 'ready', key, balance, at: Date.now() } })
        }
      } catch (e) {
        if (connection(ns)?.caipAddress === key) {
          store.set({
            balance: { status: 'error', key, message: e instanceof Error ? e.message : String(e) },
          })
        }
      }
    },

    getNetwork(namespace) {
      const id = connection(namespace ?? store.get().activeNamespace)?.caipNetworkId
      return options.networks.find((n) => n.caipNetworkId === id)
    },

    getProvider(namespace) {
      const ns = namespace ?? store.get().activeNamespace
      const id = connection(ns)?.connectorId
      return id ? adapterFor(ns).getProvider(id) : undefined
    },
  }
  return latch
}
