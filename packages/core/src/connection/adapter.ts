/**
 * What a chain adapter is to Latch: the connectors it finds, the accounts it connects, and what it does
 * for them (balances, signing, switching, sending), plus a connect that signs in too (ERC-7846). Each
 * `@latch/<chain>` package implements {@link ChainAdapter}; the connection manager drives it.
 */
import type { SignInWithEthereum } from '@latch/protocol/api/siwx-message'
import type { AccountType } from '../latch-storage.ts'
import type { Network } from '../networks/types.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'

/**
 * A connect that signs in too (ERC-7846 `wallet_connect` with its `signInWithEthereum` capability): the
 * message's fields, the chain id as a hex quantity.
 */
export type ConnectRequest = { signInWithEthereum?: SignInWithEthereum }

/** What a wallet signed with its connect, when asked ({@link ConnectRequest}). */
export type ConnectSignIn = { message: string; signature: string }

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

/**
 * What a wallet answers on connect: its first account and its current chain; a wallet with several
 * accounts of different types (Bitcoin's payment and ordinal) lists them all.
 */
export type AdapterAccount = {
  address: string
  chainId: number | string
  accounts?: readonly { address: string; type: AccountType }[]
  /** The sign-in the wallet signed as it connected, when the connect asked for one (ERC-7846). */
  signIn?: ConnectSignIn
}

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
  /** Loads the adapter's code when it loads on demand (`lazyAdapter`); core awaits it before `mount`. */
  ready?: () => Promise<unknown>
  /** Starts discovery. Called in the browser only, once per mounted instance; returns its cleanup. */
  mount: (ctx: AdapterContext) => () => void
  /** Asks the wallet to connect; rejects with the wallet's error (code 4001 when declined). */
  connect: (connectorId: string, request?: ConnectRequest) => Promise<AdapterAccount>
  /** Silently restores an earlier connection; resolves null when the wallet no longer grants it. */
  reconnect: (connectorId: string) => Promise<AdapterAccount | null>
  /** Ends the connection, revoking the wallet's permission where it supports that. */
  disconnect: (connectorId: string) => Promise<void>
  /** Reads the native balance of an address on a network. */
  getBalance: (params: { address: string; network: Network }) => Promise<Balance>
  /** The provider behind a connector (EIP-1193 for EVM), for calls Latch does not wrap. */
  getProvider: (connectorId: string) => unknown
  /**
   * Asks the wallet to switch to a network, adding it first where the wallet does not know it (EIP-3085);
   * rejects with the wallet's error (4001 when declined).
   */
  switchNetwork?: (connectorId: string, network: Network) => Promise<void>
  /**
   * Sends native currency (`token` absent) or an ERC-20 (`token` is its contract address): estimates
   * gas, then asks the wallet. Resolves with the transaction hash; rejects with the wallet's error.
   */
  sendTokens?: (params: {
    connectorId: string
    network: Network
    from: string
    to: string
    value: bigint
    token?: string
  }) => Promise<string>
  /**
   * Asks the wallet to send a prepared call (a swap, an approval): `data` is hex calldata, `value` wei.
   * Without `gas` the adapter estimates it. Resolves with the transaction hash; rejects with the
   * wallet's error (4001 when declined).
   */
  sendCall?: (params: {
    connectorId: string
    network: Network
    from: string
    to: string
    data: string
    value: bigint
    gas?: bigint
  }) => Promise<string>
  /** Waits for a transaction's receipt; rejects after `timeoutMs`. */
  waitForReceipt?: (params: {
    network: Network
    hash: string
    timeoutMs: number
  }) => Promise<'success' | 'reverted'>
  /** What a native send would cost in fees at most, in base units (for "max" sends). */
  estimateSendFee?: (params: { network: Network; from: string; to: string }) => Promise<bigint>
  /** Asks the wallet to sign a text message (EIP-191 `personal_sign` on EVM). */
  signMessage?: (params: { connectorId: string; address: string; message: string }) => Promise<string>
  /**
   * Takes a provider that came from elsewhere than discovery (a WalletConnect session) under a connector id,
   * replacing any earlier one under that id; its events are then reported like a discovered wallet's.
   */
  adopt?: (connectorId: string, provider: unknown) => void
  /** Polls for the network's pending transactions; returns the cleanup. */
  watchPendingTransactions?: (params: {
    network: Network
    pollingInterval: number
    onTransactions: (hashes: readonly string[]) => void
  }) => () => void
}

/** The instance's adapter of a namespace; throws `ADAPTER_NOT_FOUND` when none is configured. */
export type AdapterFor = (ns: ChainNamespace) => ChainAdapter
