/**
 * The connections module of one instance: connecting and disconnecting wallets, the WalletConnect
 * pairing (loaded when a visitor opens the QR code or a saved session is restored), network switching
 * and signing. The connection manager and the adapters' code load, and wallet discovery starts, only
 * when needed: at mount when a saved connection is to be restored, otherwise when the visitor shows
 * interest (`preload()`: the button's hover, focus or press), when the modal opens, or on the first
 * call that needs them. A first-time visitor's page carries none of it.
 */
import type { ApiClient } from '../api/client.ts'
import { WALLETCONNECT_CONNECTOR_ID } from '../connection/connectors.ts'
import { rememberedConnections } from '../connection/remembered.ts'
import {
  type AccountSnapshot,
  type NetworkSnapshot,
  selectAccount,
  selectNetwork,
} from '../connection/selectors.ts'
import type { NamespaceConnection, WalletConnectState } from '../connection/types.ts'
import type { EmailActions } from '../embedded-wallet/actions.ts'
import type { RecentWallet } from '../latch-storage.ts'
import type { createModal } from '../modal/modal.ts'
import type { Network } from '../networks/types.ts'
import type { NotificationActions } from '../notifications/notifications.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import { type ChainNamespace, isChainNamespace } from '../plumbing/caip.ts'
import { importAgain } from '../plumbing/import-again.ts'
import { loadError } from '../plumbing/latch-error.ts'
import { createLoader, lazyMethods } from '../plumbing/loader.ts'
import { offline, whenOnline } from '../plumbing/online.ts'
import type { SiwxActions } from '../siwx/flow.ts'
import type { ConnectContext } from './context.ts'
import type { Discovery } from './discovery.ts'
import type { ConnectionManager } from './manager.ts'
import type { PairingFlow } from './pairing.ts'

/** `latch.wallets`: several connections per namespace, WalletConnect pairing and recent wallets. */
export type WalletActions = {
  /**
   * Makes another connection active, reconnecting it when needed (SPEC §4); a connection of another
   * namespace makes that namespace the active one.
   */
  switchConnection: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
  /**
   * Ends one connection (several wallets, `features.multiWallet`); the others stay, and the first of
   * those left becomes active when it was the active one.
   */
  disconnect: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
  /**
   * Pairs a wallet over WalletConnect: prepares the URI (state `walletConnect`), keeps it fresh, and
   * resolves once a wallet approves. Joins the pairing under way when there is one. `wallet` is the
   * registry wallet the visitor picked, recorded among recent wallets.
   */
  connectWalletConnect: (wallet?: RecentWallet) => Promise<NamespaceConnection>
  /** Drops the WalletConnect pairing under way (the modal's retry starts a new one). */
  cancelWalletConnect: () => Promise<void>
  /** The wallets connected lately, newest first (at most 2, SPEC §9). */
  recent: () => RecentWallet[]
}

/** Creates the connections module over the instance's context, modal and alerts. */
export function createConnectionsModule(
  ctx: ConnectContext,
  modal: ReturnType<typeof createModal>,
  notes: Pick<NotificationActions, 'showAlert' | 'notify'>,
  api: ApiClient | undefined,
) {
  const { store, options, storage } = ctx
  /**
   * The manager, created once its own code is in hand: a silent reconnect starts then, each adapter's
   * calls waiting for that adapter's code only. `load` is the manager with every adapter's code in hand,
   * what the other calls need.
   */
  const managerCode = importAgain(() => import('./manager.ts'))
  const created = createLoader(() =>
    // A pair, not an object: its keys would be page-load bytes.
    managerCode().then(
      (m) => [m.createConnectionManager(ctx, { modal, api, ...notes }), m.startDiscovery] as const,
    ),
  ).load
  const load = () => Promise.all([created(), ...options.adapters.map((a) => a.ready?.())]).then(([[m]]) => m)
  let mounted = false
  let generation = 0
  let wanted = false
  let reconnectPending = false
  let discovery: Discovery | undefined
  /**
   * Discovery has run, or its code could not load: the Connect view lists what there is (a failed load
   * is tried again by the visitor's pick), never a placeholder that stays.
   */
  const discovered = () => {
    if (!store.get().walletsDiscovered) store.set({ walletsDiscovered: true })
  }
  /** Loads the manager and, while mounted, runs discovery and a pending silent reconnect (first). */
  const start = async (): Promise<ConnectionManager> => {
    const at = generation
    const [m, startDiscovery] = await created().catch((e: unknown) => {
      discovered()
      throw e
    })
    if (!mounted || at !== generation) return m
    discovery ??= startDiscovery(
      ctx,
      m,
      reconnectPending
        ? async (id) =>
            id !== WALLETCONNECT_CONNECTOR_ID ||
            (options.walletConnect !== undefined && (await pairingFlow()).restore())
        : undefined,
      discovered,
    )
    reconnectPending = false
    if (wanted) discovery.all()
    return m
  }
  /** The manager, with discovery running when mounted: what every connection call needs first. */
  const ready = (): Promise<ConnectionManager> => {
    wanted = true
    return mounted ? start().then(load) : load()
  }
  let pairing: PairingFlow | undefined
  // A failed load (offline) is forgotten: the next attempt loads it again.
  const pairingCode = importAgain(() => import('./pairing.ts'))
  const loadPairing = createLoader(() =>
    pairingCode().then((m) => {
      pairing = m.createPairingFlow(ctx, {
        pairing: options.walletConnect!,
        manager: ready,
      })
      return pairing
    }),
  ).load
  const pairingFlow = async (): Promise<PairingFlow> => {
    if (!options.walletConnect) throw loadError('WALLETCONNECT_CONNECTOR_NOT_FOUND')
    // Offline, the pairing code cannot even download: say so, and go on when the connection returns.
    if (offline()) {
      const wc = (patch: Partial<WalletConnectState>) =>
        store.set((s) => ({ walletConnect: { ...s.walletConnect, ...patch } }))
      wc({
        status: 'pairing',
        uri: undefined,
        expiresAt: undefined,
        error: ctx.t.describe(loadError('OFFLINE')),
      })
      await whenOnline()
      wc({ error: undefined })
    }
    return loadPairing()
  }
  // A closed modal ends the pairing it showed (SPEC §4), except where the flow keeps it.
  let wasOpen = false
  store.subscribe(() => {
    const open = store.get().modal.open
    if (wasOpen && !open) pairing?.onModalClosed()
    // The modal lists the wallets: discovery runs from its first opening on.
    if (open && !wasOpen && !wanted) void ready().catch(() => {})
    wasOpen = open
  })
  const namespaceOf = (ns: ChainNamespace | undefined) => {
    if (ns !== undefined && !isChainNamespace(ns))
      throw loadError('INVALID_NAMESPACE', { detail: JSON.stringify(ns) })
    return ns ?? store.get().activeNamespace
  }

  const wallets: WalletActions = {
    switchConnection: async (connectorId, namespace) => {
      const ns = namespaceOf(namespace)
      return (await ready()).switchConnection(connectorId, ns)
    },
    disconnect: async (connectorId, namespace) =>
      (await ready()).disconnect(namespaceOf(namespace), connectorId),
    connectWalletConnect: async (wallet) => (await pairingFlow()).start(wallet),
    cancelWalletConnect: async () => pairing?.cancel(),
    recent: () => storage.recentWallets() ?? [],
  }

  const actions = {
    /** Connects through a connector, showing ConnectingExternal; rejects with a `LatchError`. */
    connect(connectorId: string): Promise<NamespaceConnection> {
      const top = store.get().modal.history.at(-1)?.view
      const data = { connectorId }
      if (top === 'ConnectingExternal') modal.replace('ConnectingExternal', data)
      else modal.push('ConnectingExternal', data)
      return ready().then((m) => m.connect(connectorId))
    },
    /** Closes the modal and disconnects the namespace's wallet. */
    async disconnect(namespace?: ChainNamespace): Promise<void> {
      const ns = namespaceOf(namespace)
      modal.close()
      await (await ready()).disconnect(ns)
    },
    /** Asks the connected wallet to sign a text message (EIP-191 `personal_sign` on EVM). */
    async signMessage(message: string): Promise<string> {
      return (await ready()).signMessage(message)
    },
    /** Switches to one of the app's networks; refuses others with "Network not found". Loads with the manager. */
    async switchNetwork(network: Network | CaipNetworkId): Promise<void> {
      return (await ready()).switchNetwork(network)
    },
    /** The namespace's account: connected or not, and who (`selectAccount`). */
    getAccount(namespace?: ChainNamespace): AccountSnapshot {
      return selectAccount(store.get(), namespaceOf(namespace))
    },
    /** The namespace's network (`selectNetwork`): the wallet's, or the modal's selected one. */
    getNetworkState(namespace?: ChainNamespace): NetworkSnapshot {
      return selectNetwork(store.get(), options.networks, namespaceOf(namespace))
    },
    /** The namespace's configured network: `getNetworkState(namespace).caipNetwork`. */
    getNetwork(namespace?: ChainNamespace): Network | undefined {
      return actions.getNetworkState(namespace).caipNetwork
    },
    /**
     * The provider of the namespace's connected wallet (EIP-1193 for eip155), or of its connection
     * through `connectorId` (several wallets).
     */
    getProvider(namespace?: ChainNamespace, connectorId?: string): unknown {
      const ns = namespaceOf(namespace)
      const id = connectorId ?? selectAccount(store.get(), ns).connectorId
      return id ? ctx.adapterFor(ns).getProvider(id) : undefined
    },
  }

  /**
   * Mounts the module in the browser. On the first mount, remembered connections show as
   * reconnecting at once and their silent reconnect starts (a WalletConnect session is restored
   * first); otherwise discovery waits for {@link preload}, the modal or a connection call. Returns the
   * cleanup.
   */
  function mount(first: boolean): () => void {
    mounted = true
    generation++
    if (first) {
      const saved = rememberedConnections(storage, options.adapters)
      for (const [ns, id] of saved) {
        // Its adapter's code loads now, beside the connection code (discovery tries again if it fails).
        ctx
          .adapterFor(ns)
          .ready?.()
          .catch(() => {})
        // SPEC §4: the frame is created lazily unless email login was used before. A returning
        // email-wallet visitor's frame boots now, beside the connection code rather than after it, and
        // is asked at once whether its visitor is still signed in.
        options.embeddedWallet?.preload?.(options, id)
        store.set((s) => ({
          connections: {
            ...s.connections,
            // The address a server-rendered page shows (`ssr`) stays while the same wallet restores.
            [ns]: {
              ...(s.connections[ns]?.connectorId === id && s.connections[ns]),
              status: 'reconnecting',
              connectorId: id,
              connections: [],
            },
          },
        }))
      }
      // A wallet a server rendered that this browser no longer remembers is ended by the restore too.
      reconnectPending = Object.values(store.get().connections).some((c) => c?.status === 'reconnecting')
    }
    if (reconnectPending || wanted)
      void start().catch((e: unknown) => {
        // Never left reconnecting: without its code the namespace is disconnected, and usable later.
        ctx.log.warn('the connection code failed to load', e instanceof Error ? e.message : String(e))
        reconnectPending = false
        for (const [ns, c] of Object.entries(store.get().connections))
          if (c?.status === 'reconnecting')
            store.set((s) => ({
              connections: { ...s.connections, [ns]: { status: 'disconnected', connections: [] } },
            }))
      })
    return () => {
      mounted = false
      generation++
      discovery?.stop()
      discovery = undefined
    }
  }

  /** Loads the connection code and starts wallet discovery ahead of need (the button's hover, focus, press). */
  const preload = (): Promise<void> => ready().then(() => {})

  // Email login loads with the connection code, on its first call: none of it is on the page-load path.
  const email = lazyMethods<EmailActions>(async () => (await ready()).email())
  // Sign-in (the `siwx` option) loads with the connection code too.
  const siwx = lazyMethods<SiwxActions>(async () => (await ready()).siwx())
  return { actions, wallets, email, siwx, mount, preload }
}
