/**
 * The messages between a host page and the embedded wallet's secure frame (SPEC §7.9): their payloads'
 * schemas and the readers both sides check them with are in `frame.ts` (re-exported here); what
 * each request's success carries is typed here, beside the RPC method classes.
 */

import type { FrameAccountType, FramePayloads, FrameRequestType } from '../frame.ts'
import type { ConnectedSocial, MethodsResponse } from './social-wire.ts'

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
export type EmailAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'
/** What changing the email asks for next (SPEC §4). */
export type EmailUpdateAction = A<typeof answers.emailUpdateAction>

/** The signed-in visitor, as the frame reports it (SPEC §3 Auth user). */
export type FrameUser = {
  /** The account's email; null when only a provider that gave no verified email reached it (X). */
  email: string | null
  /** The social login this session came by, with the visitor's handle there (SPEC §3). */
  social?: ConnectedSocial
  address: string
  chainId: number
  accounts: readonly { address: string; type: 'eoa' }[]
}

/**
 * The account's type on a network, read from the chain, and the networks where the server lets it
 * become a smart account (chain ids).
 */
export type FrameAccountInfo = { type: FrameAccountType; smartAccountNetworks: readonly number[] }

/** One of a wallet's approved browsers, as GET devices lists it. */
export type DeviceInfo = A<typeof answers.deviceInfo>
/** POST revokeDevice: one browser by id, or every browser but the one asking. */
export type RevokeDeviceBody = FramePayloads['REVOKE_DEVICE']
/** What revokeDevice answers: how many browsers lost access. */
export type RevokeDeviceResponse = A<typeof answers.revokeDeviceAnswer>
type Ok = { ok: true }

/** What each request's success carries. */
export type FrameResults = {
  /** With VERIFY_DEVICE, the code this browser shows for the approval page to match (`XXXXX-XXXXX`). */
  CONNECT_EMAIL: { action: EmailAction; deviceCode?: string }
  /** Waits (up to 120 s) for the approval link of VERIFY_DEVICE to be opened. */
  CONNECT_DEVICE: Ok
  CONNECT_OTP: Ok
  /** The signed-in visitor's login methods (ProfileWallets). */
  LIST_METHODS: MethodsResponse
  /**
   * Waits (polling the server every second, up to the attempt's 10 minutes) until the visitor approves
   * a Farcaster login (GET_SOCIAL_REDIRECT_URI with `farcaster`) in their Farcaster app and the server
   * verified it: the result CONNECT_SOCIAL redeems.
   */
  AWAIT_FARCASTER: { result: string }
  /** Stops waiting on the Farcaster login under way (the visitor left it). */
  CANCEL_FARCASTER: Ok
  /** Adds the provider of a link attempt's result to the signed-in visitor's account. */
  LINK_SOCIAL: MethodsResponse
  /** Removes a login method (never the last). */
  REMOVE_METHOD: MethodsResponse
  /**
   * Adds a passkey to the signed-in visitor's account: the frame shows itself (the browser creates a
   * passkey only from a press inside the frame) and answers the login methods then.
   */
  ADD_PASSKEY: MethodsResponse
  /** Logs in with a passkey of this site: the session opens and the wallet is unlocked in the frame. */
  CONNECT_PASSKEY: Ok
  /**
   * Starts a social login: the provider's page for the pop-up (or, with `returnTo`, for the whole page),
   * and the attempt's `state`. The frame keeps the attempt's secret: only it can redeem the result. With
   * `link`, the signed-in visitor adds the provider to their account instead (LINK_SOCIAL redeems it).
   */
  GET_SOCIAL_REDIRECT_URI: { url: string; state: string }
  /**
   * Redeems the result the provider's callback page handed the app for a session: CONNECT, or
   * VERIFY_DEVICE (an account with a wallet on a browser it never approved: the link goes to its email,
   * then the code, as in email login).
   */
  CONNECT_SOCIAL: { action: 'CONNECT' | 'VERIFY_DEVICE'; email?: string; deviceCode?: string }
  /**
   * The wallet of the signed-in visitor: created on first login, rebuilt from its shares after.
   * `preferredAccountType` `eoa` keeps the account plain unless the visitor switches it (no upgrade for
   * an atomic batch); `smartAccount` (the default) lets an atomic batch upgrade it, in its approval.
   */
  GET_USER: FrameUser
  /** The account's type on a network (SPEC §6), read from the chain. */
  GET_ACCOUNT_TYPE: FrameAccountInfo
  /**
   * Switches the account on a network to `type` (SPEC §6 set preferred account): an EIP-7702
   * authorization, to the smart-account implementation or back to none, sent once the visitor approves
   * it in the frame; resolves once it is mined, with the type the chain then shows.
   */
  SET_ACCOUNT_TYPE: FrameAccountInfo
  IS_CONNECTED: { connected: boolean }
  SIGN_OUT: Ok
  RPC_REQUEST: { value: unknown }
  /** Ends the pending approval, if any, as declined. */
  RPC_ABORT: Ok
  UPDATE_EMAIL: { action: EmailUpdateAction }
  UPDATE_EMAIL_PRIMARY_OTP: { action: EmailUpdateAction }
  UPDATE_EMAIL_SECONDARY_OTP: { email: string }
  SYNC_THEME: Ok
  /** The modal's language, so the frame's approvals and recovery screens speak it too. */
  SYNC_LOCALE: Ok
  SYNC_DAPP_DATA: Ok
  /** The wallet's approved browsers (the Account view's list). */
  LIST_DEVICES: { devices: readonly DeviceInfo[] }
  /** Revokes another browser, or every other one. */
  REVOKE_DEVICE: RevokeDeviceResponse
  /** The app's EVM networks by chain id, so approvals name them as the modal does. */
  SYNC_NETWORKS: Ok
}

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
