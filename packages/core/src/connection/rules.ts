import type { CaipAddress, CaipNetworkId } from '../plumbing/caip.ts'
import type { Connection, NamespaceConnection } from './types.ts'

/** What a transition asks the instance to announce. */
export type ConnectionEffect = 'accountChanged' | 'disconnect'
/** A transition's result: the new namespace state and what to announce. */
export type Transition = { next: NamespaceConnection; effects: ConnectionEffect[] }

const EMPTY: NamespaceConnection = { status: 'disconnected', connections: [] }

/** The namespace state showing `active` as the current connection. */
function activate(connections: readonly Connection[], active: Connection): NamespaceConnection {
  const address = active.accounts[0]?.address
  return {
    status: 'connected',
    connectorId: active.connectorId,
    address,
    // The connection's network id is one the adapter made and checked: joined as it is.
    caipAddress: address ? (`${active.caipNetworkId}:${address}` as CaipAddress) : undefined,
    caipNetworkId: active.caipNetworkId,
    connections,
  }
}

/**
 * SPEC §4 connection rules as pure transitions over one namespace's state. Wallet events (accounts,
 * chain, disconnect) are ignored while the namespace is connecting or reconnecting.
 */
export const connectionRules = {
  /**
   * "Connecting adds a connection and emits account change." With multiWallet off it replaces the
   * others; with it on, a connection of an address already connected (through another connector)
   * replaces that one: one address is listed once.
   */
  connect(state: NamespaceConnection | undefined, c: Connection, multiWallet: boolean): Transition {
    const address = c.accounts[0]?.address.toLowerCase()
    const others = multiWallet
      ? (state?.connections ?? []).filter(
          (x) => x.connectorId !== c.connectorId && x.accounts[0]?.address.toLowerCase() !== address,
        )
      : []
    const connections = [...others, c]
    return { next: activate(connections, c), effects: ['accountChanged'] }
  },

  /**
   * A connection restored after a reload beside the active one (several wallets): it joins the list
   * without taking the active place, unless no connection is active, and an address already listed is
   * not listed twice.
   */
  restored(state: NamespaceConnection | undefined, c: Connection): Transition {
    if (state?.status !== 'connected') return connectionRules.connect(state, c, true)
    const address = c.accounts[0]?.address.toLowerCase()
    const listed = (state.connections ?? []).some(
      (x) => x.connectorId === c.connectorId || x.accounts[0]?.address.toLowerCase() === address,
    )
    if (listed) return { next: state, effects: [] }
    return { next: { ...state, connections: [...(state.connections ?? []), c] }, effects: [] }
  },

  /** "An account change with an empty list disconnects that connector." */
  accountsChanged(
    state: NamespaceConnection | undefined,
    connectorId: string,
    addresses: readonly string[],
  ): Transition | undefined {
    if (state?.status !== 'connected') return undefined
    const existing = state.connections?.find((c) => c.connectorId === connectorId)
    if (!existing) return undefined
    if (addresses.length === 0) return connectionRules.disconnect(state, connectorId)
    const updated: Connection = { ...existing, accounts: addresses.map((address) => ({ address })) }
    const connections = state.connections!.map((c) => (c === existing ? updated : c))
    if (state.connectorId !== connectorId) return { next: { ...state, connections }, effects: [] }
    return { next: activate(connections, updated), effects: ['accountChanged'] }
  },

  /** "A chain change updates the connection's network." */
  chainChanged(
    state: NamespaceConnection | undefined,
    connectorId: string,
    caipNetworkId: CaipNetworkId,
  ): Transition | undefined {
    if (state?.status !== 'connected') return undefined
    const existing = state.connections?.find((c) => c.connectorId === connectorId)
    if (!existing) return undefined
    const updated: Connection = { ...existing, caipNetworkId }
    const connections = state.connections!.map((c) => (c === existing ? updated : c))
    if (state.connectorId !== connectorId) return { next: { ...state, connections }, effects: [] }
    return { next: activate(connections, updated), effects: [] }
  },

  /**
   * "A disconnect removes the connection, falls back to the first remaining one, and emits disconnect
   * when none remain"; the last disconnect leaves no current connector.
   */
  disconnect(state: NamespaceConnection | undefined, connectorId: string): Transition {
    const connections = (state?.connections ?? []).filter((c) => c.connectorId !== connectorId)
    const first = connections[0]
    if (!first) return { next: EMPTY, effects: ['disconnect'] }
    if (state?.connectorId !== connectorId) return { next: { ...state!, connections }, effects: [] }
    return { next: activate(connections, first), effects: ['accountChanged'] }
  },

  /**
   * How a connection may be switched to (SPEC §4): `active` or `connected` reuse it, `disconnected`
   * reconnects it; anything else is "Invalid connection status".
   */
  statusOf(
    state: NamespaceConnection | undefined,
    connectorId: string,
    knownConnector: boolean,
  ): 'active' | 'connected' | 'disconnected' | 'busy' {
    if (state?.status === 'connecting' || state?.status === 'reconnecting') return 'busy'
    if (state?.connectorId === connectorId && state.status === 'connected') return 'active'
    if (state?.connections?.some((c) => c.connectorId === connectorId)) return 'connected'
    return knownConnector ? 'disconnected' : 'busy'
  },
}
