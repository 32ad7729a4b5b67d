/**
 * The one reading of "the account" and "the network" out of an instance's state. Core's features,
 * analytics, the adapters' callers and the React hooks all read through these, so `latch.getNetwork()`
 * and `useLatchNetwork()` (or `latch.getAccount()` and `useLatchAccount()`) cannot disagree.
 */

import type { Network } from '../networks/types.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import type { ConnectionSlice, ConnectionStatus } from './types.ts'

/** The part of the state an account or a network is read from. */
type ConnectedState = Pick<ConnectionSlice, 'activeNamespace' | 'activeCaipNetworkId' | 'connections'>

/** A namespace's account as the app sees it: connected or not, and who. */
export type AccountSnapshot = {
  namespace: ChainNamespace
  status: ConnectionStatus
  isConnected: boolean
  /** The active connection's address; undefined unless connected. */
  address: string | undefined
  /** The address as CAIP-10 (`eip155:1:0xabc…`); undefined unless connected. */
  caipAddress: CaipAddress | undefined
  /** The wallet connected; undefined unless connected. */
  connectorId: string | undefined
}

/** A namespace's network as the app sees it. */
export type NetworkSnapshot = {
  /**
   * The configured network: the wallet's when connected, otherwise (in the active namespace) the one
   * the modal has selected; undefined when the wallet is on a chain the app does not configure.
   */
  caipNetwork: Network | undefined
  /** The network id, configured or not. */
  caipNetworkId: CaipNetworkId | undefined
  /** The chain's own id (`1`, or a Solana genesis hash). */
  chainId: number | string | undefined
  /** True when a wallet is connected on a chain the app does not configure. */
  isUnsupported: boolean
}

/**
 * The configured network with this CAIP-2 id, if the app configures it.
 *
 * @example
 * networkById(latch.options.networks, 'eip155:1')?.name // 'Ethereum'
 */
export const networkById = (
  networks: readonly Network[],
  id: CaipNetworkId | string | undefined,
): Network | undefined => networks.find((n) => n.caipNetworkId === id)

/**
 * The account of `namespace` (default: the active one) in `state`.
 *
 * @example
 * const { isConnected, address } = selectAccount(latch.getState())
 */
export function selectAccount(state: ConnectedState, namespace?: ChainNamespace): AccountSnapshot {
  const ns = namespace ?? state.activeNamespace
  const c = state.connections[ns]
  const on = c?.status === 'connected'
  return {
    namespace: ns,
    status: c?.status ?? 'disconnected',
    isConnected: on,
    address: on ? c.address : undefined,
    caipAddress: on ? c.caipAddress : undefined,
    connectorId: on ? c.connectorId : undefined,
  }
}

/**
 * The network of `namespace` (default: the active one) in `state`, among the app's `networks`.
 *
 * @example
 * selectNetwork(latch.getState(), latch.options.networks).caipNetwork?.name // 'Ethereum'
 */
export function selectNetwork(
  state: ConnectedState,
  networks: readonly Network[],
  namespace?: ChainNamespace,
): NetworkSnapshot {
  const ns = namespace ?? state.activeNamespace
  const c = state.connections[ns]
  const on = c?.status === 'connected'
  const caipNetworkId = on
    ? c.caipNetworkId
    : ns === state.activeNamespace
      ? state.activeCaipNetworkId
      : undefined
  const caipNetwork = networkById(networks, caipNetworkId)
  return {
    caipNetwork,
    caipNetworkId,
    chainId: caipNetwork?.id ?? caipNetworkId?.split(':')[1],
    isUnsupported: on && !!caipNetworkId && !caipNetwork,
  }
}
