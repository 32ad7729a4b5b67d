/**
 * What the secure frame answers each request the host page sends, as schemas: the host page reads every
 * success with its request type's schema (`readFrameResult`: an answer of another shape is an error,
 * never a value a flow runs on), and `frame-protocol.ts`'s result types are inferred from them. zod's
 * mini build, which the embedded wallet's connector already carries for the frame's messages.
 */
import * as z from 'zod/mini'
import { FRAME_ACCOUNT_TYPES, type FrameRequestType } from '../frame.ts'
import {
  connectedSocial,
  deviceInfo,
  emailUpdateAction,
  methodsAnswer,
  revokeDeviceAnswer,
} from './auth-answers.ts'

const ok = z.object({ ok: z.literal(true) })
const chainIds = z.readonly(z.array(z.number()))

/** What email login asks for next (SPEC §4). */
export const emailAction = z.enum(['VERIFY_OTP', 'VERIFY_DEVICE', 'CONNECT'])
/** The signed-in visitor, as the frame reports it (SPEC §3 Auth user). */
export const frameUser = z.object({
  /** The account's email; null when only a provider that gave no verified email reached it (X). */
  email: z.nullable(z.string()),
  /** The social login this session came by, with the visitor's handle there (SPEC §3). */
  social: z.optional(connectedSocial),
  address: z.string(),
  chainId: z.number(),
  accounts: z.readonly(z.array(z.object({ address: z.string(), type: z.literal('eoa') }))),
})
/**
 * The account's type on a network, read from the chain, and the networks where the server lets it
 * become a smart account (chain ids).
 */
export const frameAccountInfo = z.object({
  type: z.enum(FRAME_ACCOUNT_TYPES),
  smartAccountNetworks: chainIds,
})

/** Each request type's success, as the frame answers it. */
export const FRAME_RESULTS = {
  /** With VERIFY_DEVICE, the code this browser shows for the approval page to match (`XXXXX-XXXXX`). */
  CONNECT_EMAIL: z.object({ action: emailAction, deviceCode: z.optional(z.string()) }),
  /** Waits (up to 120 s) for the approval link of VERIFY_DEVICE to be opened. */
  CONNECT_DEVICE: ok,
  CONNECT_OTP: ok,
  /** The signed-in visitor's login methods (ProfileWallets). */
  LIST_METHODS: methodsAnswer,
  /**
   * Waits (polling the server every second, up to the attempt's 10 minutes) until the visitor approves
   * a Farcaster login in their Farcaster app and the server verified it: the result CONNECT_SOCIAL redeems.
   */
  AWAIT_FARCASTER: z.object({ result: z.string() }),
  /** Stops waiting on the Farcaster login under way (the visitor left it). */
  CANCEL_FARCASTER: ok,
  /** Adds the provider of a link attempt's result to the signed-in visitor's account. */
  LINK_SOCIAL: methodsAnswer,
  /** Removes a login method (never the last). */
  REMOVE_METHOD: methodsAnswer,
  /** Adds a passkey (the frame shows itself: the browser creates one only from a press inside it). */
  ADD_PASSKEY: methodsAnswer,
  /** Logs in with a passkey of this site: the session opens and the wallet is unlocked in the frame. */
  CONNECT_PASSKEY: ok,
  /**
   * Starts a social login: the provider's page for the pop-up (or, with `returnTo`, for the whole page),
   * and the attempt's `state`. The frame keeps the attempt's secret: only it can redeem the result.
   */
  GET_SOCIAL_REDIRECT_URI: z.object({ url: z.string(), state: z.string() }),
  /**
   * Redeems a social login's result for a session: CONNECT, or VERIFY_DEVICE (an account with a wallet
   * on a browser it never approved: the link goes to its email, then the code, as in email login).
   */
  CONNECT_SOCIAL: z.object({
    action: z.enum(['CONNECT', 'VERIFY_DEVICE']),
    email: z.optional(z.string()),
    deviceCode: z.optional(z.string()),
  }),
  /** The wallet of the signed-in visitor: created on first login, rebuilt from its shares after. */
  GET_USER: frameUser,
  /** The account's type on a network (SPEC §6), read from the chain. */
  GET_ACCOUNT_TYPE: frameAccountInfo,
  /** Switches the account's type on a network once the visitor approves; the type the chain then shows. */
  SET_ACCOUNT_TYPE: frameAccountInfo,
  IS_CONNECTED: z.object({ connected: z.boolean() }),
  SIGN_OUT: ok,
  RPC_REQUEST: z.object({ value: z.unknown() }),
  /** Ends the pending approval, if any, as declined. */
  RPC_ABORT: ok,
  UPDATE_EMAIL: z.object({ action: emailUpdateAction }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: emailUpdateAction }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ email: z.string() }),
  SYNC_THEME: ok,
  /** The modal's language, so the frame's approvals and recovery screens speak it too. */
  SYNC_LOCALE: ok,
  SYNC_DAPP_DATA: ok,
  /** The wallet's approved browsers (the Account view's list). */
  LIST_DEVICES: z.object({ devices: z.readonly(z.array(deviceInfo)) }),
  /** Revokes another browser, or every other one. */
  REVOKE_DEVICE: revokeDeviceAnswer,
  /** The app's EVM networks by chain id, so approvals name them as the modal does. */
  SYNC_NETWORKS: ok,
} satisfies Record<FrameRequestType, z.ZodMiniType>

/**
 * Reads the frame's success for a request type: what it parses to, or undefined when it is of another
 * shape.
 *
 * @example
 * const user = readFrameResult('GET_USER', message.payload) // FrameUser | undefined
 */
export function readFrameResult<T extends FrameRequestType>(
  type: T,
  data: unknown,
): z.infer<(typeof FRAME_RESULTS)[T]> | undefined {
  const read = z.safeParse(FRAME_RESULTS[type], data)
  return read.success ? (read.data as z.infer<(typeof FRAME_RESULTS)[T]>) : undefined
}
