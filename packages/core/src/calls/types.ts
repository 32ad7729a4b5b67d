/** The batch actions' types (ERC-5792), apart from the actions so their code can use them without the instance. */

import type { ConnectionSlice } from '../connection/types.ts'
import type { LatchErrorOf } from '../plumbing/latch-error.ts'

/** An EIP-1193 provider, as the batch code uses it. */
export type CallsProvider = { request: (args: { method: string; params?: unknown }) => Promise<unknown> }

/** A connected EVM wallet as batch requests need it: its provider, the sender and the chain (hex). */
/**
 * What the batched-call actions read of the instance (a `Latch` is one): its EVM account, provider and
 * network, and its connections (for `connectorId`).
 */
export type CallsInstance = {
  getAccount: (namespace: 'eip155') => { isConnected: boolean; caipAddress?: string | undefined }
  getProvider: (namespace: 'eip155', connectorId?: string) => unknown
  getState: () => Pick<ConnectionSlice, 'connections'>
  getNetwork: (namespace: 'eip155') => { id: number | string; name: string } | undefined
}

export type BatchWallet = { provider: CallsProvider; from: `0x${string}`; chainId: `0x${string}` }

/** One call of a batch: `value` in wei. */
export type Call = { to: `0x${string}`; data?: `0x${string}`; value?: bigint }

/**
 * How a batch is getting on, as {@link sendCalls} reports it: `upgrade` when the wallet must make the
 * account a smart account (EIP-7702) to run the calls all or none, and will ask; `sending`, `sent` and `landed` for each
 * call of a batch sent one by one (`index` counts from 0).
 */
export type CallsProgress =
  | { stage: 'upgrade' }
  | { stage: 'sending'; index: number; total: number }
  | { stage: 'sent'; index: number; total: number; transactionHash: `0x${string}` }
  | { stage: 'landed'; index: number; total: number; transactionHash: `0x${string}` }

/** Parameters of {@link sendCalls}. */
export type SendCallsParameters = {
  calls: readonly Call[]
  /**
   * Whether the calls must run atomically (all or none); a wallet that cannot refuses the batch, and
   * they are never sent one by one. Default false.
   */
  atomicRequired?: boolean
  /**
   * A paymaster that pays the batch's gas (ERC-7677), passed to a wallet that lists `paymasterService`
   * for the chain. Elsewhere the batch is refused, unless `optional`: it is then sent without it.
   */
  paymasterService?: { url: string; optional?: boolean }
  /**
   * Called as the batch gets on: the upgrade a wallet will ask for, each call sent one by one. A
   * listener that throws stops nothing (the console says it threw).
   */
  onProgress?: (progress: CallsProgress) => void
  /** With several EVM wallets connected (`features.multiWallet`): which connection sends. Default: the active one. */
  connectorId?: string
}

/**
 * What {@link sendCalls} resolves with: the batch's id, for {@link getCallsStatus}, and how it went:
 * as one batch through the wallet (ERC-5792), or `one-by-one` (a wallet without atomic batches: each
 * call had landed when this resolved).
 */
export type SendCallsReturnType = { id: string; sentAs: 'batch' | 'one-by-one' }

/** The outcome of a batch so far. */
export type CallsStatus = {
  id: string
  /** `pending` until the wallet reports it done; `failure` when any call did not go through. */
  status: 'pending' | 'success' | 'failure'
  /** ERC-5792's code: 100 pending, 200 confirmed, 400 not sent, 500 reverted, 600 partly reverted. */
  statusCode: number
  /** Whether the wallet ran the calls atomically. */
  atomic: boolean
  receipts: { status: 'success' | 'reverted'; transactionHash: `0x${string}` }[]
}

/** Parameters of {@link waitForCallsStatus}. */
export type WaitForCallsStatusParameters = {
  id: string
  /** Default 60 000. */
  timeoutMs?: number
  /** Default 1 000. */
  pollingIntervalMs?: number
}

/**
 * Parameters of {@link getCapabilities}: the chain to ask about (default: the wallet's current one), and
 * with several EVM wallets connected, which connection's wallet (default: the active one).
 */
export type GetCapabilitiesParameters = { chainId?: number; connectorId?: string }

/** What the batch actions reject with. */
export type CallsErrorType = LatchErrorOf<
  | 'NOT_CONNECTED'
  | 'CALLS_INVALID'
  | 'CALLS_NOT_SUPPORTED'
  | 'CALLS_FAILED'
  | 'CALLS_TIMEOUT'
  | 'CALLS_PARTIAL'
  | 'SEND_REJECTED'
  | 'CAPABILITIES_PARSE_FAILED'
  | 'INVALID_CAIP10'
>
