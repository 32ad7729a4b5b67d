import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip.ts'
import type { Network } from './networks/types.ts'

/** How a connector reached Latch (SPEC §3 Connector type). */
export type ConnectorType = 'ANNOUNCED' | 'MULTI_CHAIN' | 'AUTH' | 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED'

/** A way to connect a wallet, as the modal lists it. Plain data: providers stay in the adapter. */
export type Connector = {
  id: string
  name: string
  /** A `data:image/…` or https URL; anything else is dropped by the adapter. */
  imageUrl?: string
  type: ConnectorType
  chainNamespace: ChainNamespace
  info?: { rdns?: string }
}

/** What a wallet answers on connect: its first account and its current chain. */
export type AdapterAccount = { address: string; chainId: number | string }

/** A native balance read from a network. */
export type Balance = { value: bigint; decimals: number; symbol: string; formatted: string }

/** The callbacks an adapter uses to report what its wallets do. */
export type AdapterContext = {
  /** The app's networks of this adapter's namespace. */
  networks: readonly Network[]
  /** Replaces the adapter's connector list (discovery). */
  setConnectors: (connectors: Connector[]) => void
  /** The wallet's accounts changed; an empty list means it disconnected. */
  onAccountsChanged: (connectorId: string, addresses: readonly string[]) => void
  /** The wallet moved to another chain. */
  onChainChanged: (connectorId: string, chainId: number | string) => void
  /** The wallet ended the connection. */
  onDisconnect: (connectorId: string) => void
}

/** One adapter per chain namespace; `evmAdapter()` from `@latch/evm` is one. */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** Starts discovery. Called in the browser only, once per mounted instance; returns its cleanup. */
  mount: (ctx: AdapterContext) => () => void
  /** Asks the wallet to connect; rejects with the wallet's error (code 4001 when declined). */
  connect: (connectorId: string) => Promise<AdapterAccount>
  /** Silently restores an earlier connection; resolves null when the wallet no longer grants it. */
  reconnect: (connectorId: string) => Promise<AdapterAccount | null>
  /** Ends the connection, revoking the wallet's permission where it supports that. */
  disconnect: (connectorId: string) => Promise<void>
  /** Reads the native balance of an address on a network. */
  getBalance: (params: { address: string; network: Network }) => Promise<Balance>
  /** The provider behind a connector (EIP-1193 for EVM), for calls Latch does not wrap. */
  getProvider: (connectorId: string) => unknown
}

/** Connection status of one namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The connection of one namespace. */
export type NamespaceConnection = {
  status: ConnectionStatus
  connectorId?: string
  address?: string
  caipAddress?: CaipAddress
  caipNetworkId?: CaipNetworkId
}

/** The modal's views (SPEC §2). */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
] as const
/** One of {@link VIEWS}. */
export type ViewName = (typeof VIEWS)[number]

/** A history entry: a view and the data it was opened with. */
export type Route = { view: ViewName; data?: { connectorId?: string } }

/** State of the attempt shown in ConnectingExternal. */
export type ConnectAttempt = {
  connectorId: string
  status: 'pending' | 'rejected' | 'failed'
  /** For `failed`: what the wallet said. */
  detail?: string
}

/** Everything a Latch instance holds; read it with `latch.getState()` or the React hooks. */
export type LatchState = {
  modal: { open: boolean; loading: boolean; history: readonly Route[] }
  activeNamespace: ChainNamespace
  connectors: readonly Connector[]
  connections: Readonly<Partial<Record<ChainNamespace, NamespaceConnection>>>
  connectAttempt?: ConnectAttempt
  balance:
    | { status: 'idle' }
    | { status: 'loading'; key: string }
    | { status: 'ready'; key: string; balance: Balance; at: number }
    | { status: 'error'; key: string; message: string }
}
