/**
 * The connections module of one instance: connecting and disconnecting wallets, the WalletConnect
 * pairing (loaded when a visitor opens the QR code or a saved session is restored), network switching
 * and signing.
 */
import { activeAccount } from './account/active.ts'
import type { CaipNetworkId } from './caip.ts'
import { type ChainNamespace, isChainNamespace } from './caip.ts'
import { createConnectionManager, WALLETCONNECT_CONNECTOR_ID } from './connection-manager.ts'
import type { InstanceContext } from './context.ts'
import { latchError } from './errors.ts'
import type { RecentWallet } from './latch-storage.ts'
import type { createModal } from './modal.ts'
import type { Network } from './networks/types.ts'
import type { PairingFlow } from './pairing.ts'
import type { NamespaceConnection } from './types.ts'

/** `latch.wallets`: several connections per namespace, WalletConnect pairing and recent wallets. */
export type WalletActions = {
  /** Makes another connection of the namespace active, reconnecting it when needed (SPEC §4). */
  switchConnection: (connectorId: string, namespace?: ChainNamespace) => Promise<void>
  /**
   * Pairs a wallet over WalletConnect: prepares the URI (state `walletConnect`), keeps it fresh, and
   * resolves once a wallet approves. Joins the pairing under way when there is one. `wallet` is the
   * registry wallet the visitor picked, recorded among recent wallets.
   */
  connectWalletConnect: (wallet?: RecentWallet) => Promise<NamespaceConnection>
  /** Drops the WalletConnect pairing under way (the modal's retry starts a new one). */
  cancelWalletConnect: () => void
  /** The wallets connected lately, newest first (at most 2, SPEC §9). */
  recent: () => RecentWallet[]
}

/** Creates the connections module over the instance's context and modal. */
export function createConnectionsModule(ctx: InstanceContext, modal: ReturnType<typeof createModal>) {
  const { store, options, storage } = ctx
  const manager = createConnectionManager(ctx, { connected: () => modal.reset('Account') })
  let pairing: PairingFlow | undefined
  let loadingPairing: Promise<PairingFlow> | undefined
  const pairingFlow = (): Promise<PairingFlow> => {
    const connector = options.walletConnect
    if (!connector) return Promise.reject(latchError('WALLETCONNECT_CONNECTOR_NOT_FOUND'))
    loadingPairing ??= import('./pairing.ts').then((m) => {
      pairing = m.createPairingFlow(ctx, { pairing: connector, connect: manager.connect })
      return pairing
    })
    return loadingPairing
  }
  // A closed modal ends the pairing it showed (SPEC §4), except where the flow keeps it.
  let wasOpen = false
  store.subscribe(() => {
    const open = store.get().modal.open
    if (wasOpen && !open) pairing?.onModalClosed()
    wasOpen = open
  })
  const namespaceOf = (ns: ChainNamespace | undefined) => {
    if (ns !== undefined && !isChainNamespace(ns))
      throw latchError('INVALID_NAMESPACE', { detail: JSON.stringify(ns) })
    return ns ?? store.get().activeNamespace
  }

  const wallets: WalletActions = {
    switchConnection: (connectorId, namespace) =>
      manager.switchConnection(connectorId, namespaceOf(namespace)),
    connectWalletConnect: async (wallet) => (await pairingFlow()).start(wallet),
    cancelWalletConnect: () => pairing?.cancel(),
    recent: () => storage.recentWallets() ?? [],
  }

  const actions = {
    /** Connects through a connector, showing ConnectingExternal; rejects with a `LatchError`. */
    connect(connectorId: string): Promise<NamespaceConnection> {
      const top = store.get().modal.history.at(-1)?.view
      const data = { connectorId }
      if (top === 'ConnectingExternal') modal.replace('ConnectingExternal', data)
      else modal.push('ConnectingExternal', data)
      return manager.connect(connectorId)
    },
    /** Closes the modal and disconnects the namespace's wallet. */
    async disconnect(namespace?: ChainNamespace): Promise<void> {
      const ns = namespaceOf(namespace)
      modal.close()
      await manager.disconnect(ns)
    },
    /** Asks the connected wallet to sign a text message (EIP-191 `personal_sign` on EVM). */
    async signMessage(message: string): Promise<string> {
      if (typeof message !== 'string')
        throw latchError('SIGN_MESSAGE_FAILED', { detail: 'the message must be a string' })
      const a = activeAccount(ctx)
      const sign = a && ctx.adapterFor(a.namespace).signMessage
      if (!a || !sign) throw latchError('SIGN_MESSAGE_FAILED', { detail: 'no connected wallet can sign' })
      return sign({ connectorId: a.connectorId, address: a.address, message })
    },
    /** Switches to one of the app's networks; refuses others with "Network not found". Loaded on first use. */
    async switchNetwork(network: Network | CaipNetworkId): Promise<void> {
      const { switchNetwork } = await import('./switch-network.ts')
      return switchNetwork(ctx, network, manager.chainChanged)
    },
    /** The configured network the namespace is on, if the app configures it. */
    getNetwork(namespace?: ChainNamespace): Network | undefined {
      const ns = namespaceOf(namespace)
      const s = store.get()
      const id =
        s.connections[ns]?.caipNetworkId ?? (ns === s.activeNamespace ? s.activeCaipNetworkId : undefined)
      return options.networks.find((n) => n.caipNetworkId === id)
    },
    /** The provider of the namespace's connected wallet (EIP-1193 for eip155). */
    getProvider(namespace?: ChainNamespace): unknown {
      const ns = namespaceOf(namespace)
      const id = store.get().connections[ns]?.connectorId
      return id && ctx.isConnected(ns) ? ctx.adapterFor(ns).getProvider(id) : undefined
    },
  }

  /**
   * Starts discovery in every adapter and, on the first mount, the silent reconnect of the remembered
   * connections (a WalletConnect session is restored first). Returns the cleanup.
   */
  function mount(first: boolean): () => void {
    const cleanups = options.adapters.map((a) => a.mount(manager.contextFor(a)))
    if (first) {
      manager.reconnectSaved(
        async (id) =>
          id !== WALLETCONNECT_CONNECTOR_ID ||
          (options.walletConnect !== undefined && (await pairingFlow()).restore()),
      )
    }
    return () => {
      for (const c of cleanups) c()
    }
  }

  return { actions, wallets, mount }
}
