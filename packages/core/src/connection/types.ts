/**
 * The connection's state types: each namespace's status and connections, the WalletConnect pairing, and
 * the connect and switch attempts the modal shows: the connection's slice of `LatchState` (types.ts).
 */

import type { AccountType } from '../latch-storage.ts'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import type { Connector } from './adapter.ts'
import type { PairingSession } from './pairing-types.ts'

/** The WalletConnect pairing shown in ConnectingWalletConnect (QR code, copy link, deep link). */
export type WalletConnectState = {
  /** `pairing`: a URI is being prepared or shown; `failed`: the last attempt failed and waits for a retry. */
  status: 'idle' | 'pairing' | 'failed'
  /** The `wc:` pairing URI, once ready. */
  uri?: string
  /** When the URI stops being shown; a fresh one replaces it 10 s before. */
  expiresAt?: number
  /** Why the previous attempt ended: "Connection rejected" (with a new URI shown), or a failure. */
  error?: string
}

/** Connection status of one namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** One wallet connected in a namespace (SPEC §3 Connection). */
export type Connection = {
  connectorId: string
  accounts: readonly { address: string; type?: AccountType }[]
  caipNetworkId: CaipNetworkId
  auth?: { name: string }
}

/** The connection state of one namespace: its status, its active connection, and every connection. */
export type NamespaceConnection = {
  status: ConnectionStatus
  /** The active connection's connector. */
  connectorId?: string
  address?: string
  caipAddress?: CaipAddress
  caipNetworkId?: CaipNetworkId
  /** Every wallet connected in this namespace; the active one among them. */
  connections?: readonly Connection[]
}

/** State of the network switch shown in SwitchNetwork. */
export type SwitchAttempt = {
  caipNetworkId: CaipNetworkId
  status: 'pending' | 'rejected' | 'failed'
  detail?: string
}

/** State of the attempt shown in ConnectingExternal. */
export type ConnectAttempt = {
  connectorId: string
  status: 'pending' | 'rejected' | 'failed'
  /** For `failed`: what the wallet said. */
  detail?: string
}

/** The connection's slice of the instance's state: the wallets offered, and what each namespace is connected to. */
export type ConnectionSlice = {
  activeNamespace: ChainNamespace
  /** The network the app is on: the wallet's when connected, else the last used or the default. */
  activeCaipNetworkId: CaipNetworkId
  connectors: readonly Connector[]
  /**
   * Whether wallet discovery has run (from the modal's first opening, or a restored connection): until
   * then `connectors` holds only what needs no discovery, and the Connect view lists none of it, so no
   * entry moves under the visitor's pointer as the others arrive.
   */
  walletsDiscovered: boolean
  connections: Readonly<Partial<Record<ChainNamespace, NamespaceConnection>>>
  connectAttempt?: ConnectAttempt
  switchAttempt?: SwitchAttempt
  walletConnect: WalletConnectState
  /** The wallet on the other end of the WalletConnect session, as it names itself. */
  walletConnectPeer?: PairingSession['peer']
}
