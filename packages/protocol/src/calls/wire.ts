/**
 * Batched calls on the wire (ERC-5792, version 2.0.0): what `wallet_sendCalls`, `wallet_getCallsStatus`
 * and `wallet_getCapabilities` carry, and the check both sides apply to a batch (SPEC §5: each call has
 * `to` starting 0x, optional `data` starting 0x, optional string `value`). Latch's actions send it; the
 * embedded wallet answers it.
 */
import type * as z from 'zod/mini'
import type * as schemas from './schemas.ts'

/** The ERC-5792 version Latch speaks. */
export const CALLS_VERSION = '2.0.0'

export { isAddressText, isHexBytes, MAX_CALLS } from './values.ts'

/** One call of a batch on the wire: `value` is a hex quantity in wei. */
export type WalletCall = z.infer<typeof schemas.walletCall>

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
