/**
 * The connection's state types: each namespace's status and connections, the WalletConnect pairing, and
 * the connect and switch attempts the modal shows. `LatchState` holds them (types.ts).
 */
import type { CaipAddress, CaipNetworkId } from '../caip.ts'
import type { AccountType } from '../latch-storage.ts'

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
