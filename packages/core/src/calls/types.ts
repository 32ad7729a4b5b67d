/** The batch actions' types (ERC-5792), apart from the actions so their code can use them without the instance. */
import type { LatchErrorOf } from '../latch-error.ts'

/** One call of a batch: `value` in wei. */
export type Call = { to: `0x${string}`; data?: `0x${string}`; value?: bigint }

/** Parameters of {@link sendCalls}. */
export type SendCallsParameters = {
  calls: readonly Call[]
  /** Whether the calls must run atomically (all or none); a wallet that cannot refuses the batch. Default false. */
  atomicRequired?: boolean
}

/** What {@link sendCalls} resolves with: the wallet's id of the batch, for {@link getCallsStatus}. */
export type SendCallsReturnType = { id: string }

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

/** What the batch actions reject with. */
export type CallsErrorType = LatchErrorOf<
  | 'NOT_CONNECTED'
  | 'CALLS_INVALID'
  | 'CALLS_NOT_SUPPORTED'
  | 'CALLS_FAILED'
  | 'CALLS_TIMEOUT'
  | 'SEND_REJECTED'
  | 'CAPABILITIES_PARSE_FAILED'
  | 'INVALID_CAIP10'
>
