/**
 * Batched calls on the wire (ERC-5792, version 2.0.0): what `wallet_sendCalls`, `wallet_getCallsStatus`
 * and `wallet_getCapabilities` carry, and the check both sides apply to a batch (SPEC §5: each call has
 * `to` starting 0x, optional `data` starting 0x, optional string `value`). Latch's actions send it; the
 * embedded wallet answers it.
 */

/** The ERC-5792 version Latch speaks. */
export const CALLS_VERSION = '2.0.0'

/** A batch holds at most this many calls; more is ERC-5792's "bundle too large" (5740). */
export const MAX_CALLS = 16

/** One call of a batch on the wire: `value` is a hex quantity in wei. */
export type WalletCall = { to: `0x${string}`; data?: `0x${string}`; value?: `0x${string}` }

/** `wallet_sendCalls`'s one parameter. */
export type SendCallsRequest = {
  version: string
  id?: string
  from?: `0x${string}`
  chainId: `0x${string}`
  atomicRequired: boolean
  calls: WalletCall[]
  capabilities?: Record<string, unknown>
}

/** A receipt in `wallet_getCallsStatus`'s answer (the fields Latch reads). */
export type CallsReceiptWire = { status: `0x${string}`; transactionHash: `0x${string}` }

/** `wallet_getCallsStatus`'s answer. */
export type CallsStatusWire = {
  version: string
  id: string
  chainId: `0x${string}`
  status: number
  atomic: boolean
  receipts?: CallsReceiptWire[]
}

/** What a wallet can do with batches on a chain (`wallet_getCapabilities`), e.g. `{ atomic: { status: 'supported' } }`. */
export type WalletCapabilities = {
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  [capability: string]: unknown
}

/** ERC-5792's status codes of a batch. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

/** ERC-5792's error codes. */
export const CALLS_ERRORS = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  atomicityUnsupported: 5760,
} as const

/**
 * An EVM address as the wire carries it: 0x and 40 hex characters (any case).
 *
 * @example
 * isAddressText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export const isAddressText = (v: unknown): v is `0x${string}` =>
  typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)
/**
 * Hex bytes as the wire carries them: 0x and whole bytes (`0x` alone is none).
 *
 * @example
 * isHexBytes('0xabc') // false: half a byte
 */
export const isHexBytes = (v: unknown): v is `0x${string}` =>
  typeof v === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(v)
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/

/**
 * What is wrong with a batch's calls, or undefined when every call is well formed: a non-empty list of
 * at most {@link MAX_CALLS}, each with an address `to`, optional hex `data` and an optional hex quantity
 * `value`.
 *
 * @example
 * callsProblem([{ to: '0xabc' }]) // 'calls[0].to must be an address (0x and 40 hex characters)'
 */
export function callsProblem(calls: unknown): string | undefined {
  if (!Array.isArray(calls) || calls.length === 0) return 'calls must be a non-empty list'
  if (calls.length > MAX_CALLS) return `a batch holds at most ${MAX_CALLS} calls`
  for (const [i, call] of calls.entries()) {
    if (typeof call !== 'object' || call === null) return `calls[${i}] must be an object`
    const { to, data, value } = call as Record<string, unknown>
    if (!isAddressText(to)) return `calls[${i}].to must be an address (0x and 40 hex characters)`
    if (data !== undefined && !isHexBytes(data)) return `calls[${i}].data must be hex bytes starting 0x`
    if (value !== undefined && (typeof value !== 'string' || !QUANTITY.test(value)))
      return `calls[${i}].value must be a hex quantity string (e.g. "0x1")`
  }
  return undefined
}
