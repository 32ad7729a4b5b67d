/**
 * The messages between a host page and the embedded wallet's secure frame (SPEC §7.9): their payloads'
 * schemas and the readers both sides check them with are in `frame.ts` (re-exported here); what
 * each request's success carries is typed here, beside the RPC method classes.
 */

import type * as z from 'zod/mini'
import type { FramePayloads, FrameRequestType } from '../frame.ts'
import type * as results from './frame-results.ts'

export { DEVICE_CODE_PATTERN, isEmail, normaliseEmail } from '../email.ts'
export {
  FRAME_PROTOCOL,
  FRAME_VERSION,
  type FrameAccountType,
  type FrameMessage,
  type FramePayloads,
  type FrameRequest,
  type FrameRequestType,
  type FrameSurface,
  readFrameMessage,
  readRequest,
} from '../frame.ts'

import type * as answers from './auth-answers.ts'
import type { AuthAnswerOf as A } from './auth-answers.ts'

/** What email login asks for next (SPEC §4). */
export type EmailAction = z.infer<typeof results.emailAction>
/** What changing the email asks for next (SPEC §4). */
export type EmailUpdateAction = A<typeof answers.emailUpdateAction>

/** The signed-in visitor, as the frame reports it (SPEC §3 Auth user). */
export type FrameUser = z.infer<typeof results.frameUser>

/**
 * The account's type on a network, read from the chain, and the networks where the server lets it
 * become a smart account (chain ids).
 */
export type FrameAccountInfo = z.infer<typeof results.frameAccountInfo>

/** One of a wallet's approved browsers, as GET devices lists it. */
export type DeviceInfo = A<typeof answers.deviceInfo>
/** POST revokeDevice: one browser by id, or every browser but the one asking. */
export type RevokeDeviceBody = FramePayloads['REVOKE_DEVICE']
/** What revokeDevice answers: how many browsers lost access. */
export type RevokeDeviceResponse = A<typeof answers.revokeDeviceAnswer>
/** What each request's success carries (`frame-results.ts`'s schemas). */
export type FrameResults = { [T in FrameRequestType]: z.infer<(typeof results.FRAME_RESULTS)[T]> }

/** Each request the app sends: its payload (as `@latch/protocol` checks it) and what a success carries. */
export type FrameRequests = {
  [T in FrameRequestType]: { payload: FramePayloads[T]; result: FrameResults[T] }
}

/**
 * What answers each request type: one handler per type, given that type's payload (checked by
 * `readRequest`) and resolving with that type's result. The frame serves requests through such a map.
 *
 * @example
 * const handlers: FrameHandlers = { IS_CONNECTED: async () => ({ connected: true }), … }
 */
export type FrameHandlers = {
  [T in FrameRequestType]: (payload: FrameRequests[T]['payload']) => Promise<FrameRequests[T]['result']>
}

/**
 * RPC methods the frame answers without asking (SPEC §6 safe methods: reads, raw sends, capability and
 * asset queries). Never aborted.
 */
export const SAFE_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getLogs',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
])
/**
 * RPC methods that sign or send: each shows ApproveTransaction in the frame first (SPEC §6); so does
 * `wallet_connect` when it signs in (ERC-7846).
 */
export const APPROVAL_RPC_METHODS: ReadonlySet<string> = new Set([
  'wallet_connect',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])
/**
 * Methods the frame knows but refuses with 'Action not allowed' until smart accounts and permissions
 * arrive; any method in none of the three lists is 'Requested RPC call is not allowed'.
 */
export const REFUSED_RPC_METHODS: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])
