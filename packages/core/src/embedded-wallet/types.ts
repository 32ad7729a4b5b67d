/** The email login's and the change of email's state, as the views show them. */

import type { EMBEDDED_ERRORS } from '@latch/protocol/embedded/embedded-errors'
import type { FrameSurface } from '@latch/protocol/embedded/frame-protocol'
import type { ConnectedSocial, LoginMethod, LoginProvider } from '@latch/protocol/embedded/social-wire'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import type { ApiErrorCode, LatchErrorOf } from '../plumbing/latch-error.ts'

/** Email login in progress (SPEC §4): what the EmailLogin view shows. */
export type EmailLoginState = {
  /** `otp`: a code was mailed; `device`: the approval link was mailed; `error`: the last step failed. */
  status: 'idle' | 'sending' | 'otp' | 'device' | 'verifying' | 'connecting' | 'error'
  email?: string
  /** Why the last step failed, e.g. 'Wrong code: 4 attempts left'. */
  error?: string
  /** Where the failed step was: the email or the code. */
  errorAt?: 'email' | 'otp'
  /** With `device`: the code this browser shows, which the visitor types on the approval page. */
  deviceCode?: string
}

/** A social login under way (SPEC §4): what ConnectingSocial shows. */
export type SocialLoginState = {
  provider: LoginProvider
  /** Farcaster: the relay's `farcaster://connect` URL, for the QR code and the link (ConnectingFarcaster). */
  url?: string
  /**
   * `waiting`: the pop-up (or the page) is at the provider; `connecting`: its answer is being redeemed;
   * `error`: it failed, or took over 45 s, and may be tried again.
   */
  status: 'waiting' | 'connecting' | 'error'
  /** Adding the provider to the signed-in visitor's account (ProfileWallets), not a login. */
  link?: true
  /**
   * Why: 'Popup closed', the provider's refusal, the timeout (Latch's errors, which `latch.describeError`
   * puts in the modal's language), or the wallet frame's own words.
   */
  error?: Error
}

/** A passkey login under way: what ConnectingPasskey shows. */
export type PasskeyLoginState = {
  /** `waiting`: the browser asks the visitor for a passkey; `error`: it failed and may be tried again. */
  status: 'waiting' | 'error'
  /** The visitor cancelled the browser's passkey dialog, or let it time out (WebAuthn tells neither apart). */
  cancelled?: true
  /** Otherwise why it failed, in the wallet frame's words (its language when it failed). */
  error?: string
}

/** Changing the embedded wallet's email (UpdateEmailWallet, SPEC §4). */
export type EmailUpdateState = {
  /**
   * `sending`: the new address is being sent; `VERIFY_PRIMARY_OTP`: a code went to the current address;
   * `VERIFY_SECONDARY_OTP`: a code went to the new one; `verifying`: a code is being checked.
   */
  status: 'sending' | 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' | 'verifying'
  /** The new address. */
  email: string
  /** The step a code is being checked for, while `verifying`. */
  step?: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  /** Why the last step failed, e.g. 'This email is used by another account'. */
  error?: string
}

/**
 * What any call to the connected embedded wallet's frame may meet: not connected by email, no EVM
 * network for the frame to load on, the secure frame not loading or not answering.
 */
type FrameCallErrorCode =
  | 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL'
  | 'NETWORK_NOT_FOUND'
  | 'IFRAME_LOAD_FAILED'
  | 'IFRAME_REQUEST_TIMEOUT'
  | 'UNVERIFIED_DOMAIN'
  | 'EMAIL_LOGIN_DEPENDENCY'

/**
 * `latch.email.devices()` and `latch.email.revokeDevice(id)`: a frame call's errors, or the server's
 * refusal. (Login and the change of email never reject: their errors show in `state.emailLogin` and
 * `state.emailUpdate`.)
 */
export type EmailDevicesErrorType = LatchErrorOf<
  FrameCallErrorCode | keyof typeof EMBEDDED_ERRORS | ApiErrorCode
>

/**
 * The embedded wallet's account on the active EVM network (SPEC §6 account types), read from the chain:
 * what the Account view shows and switches.
 */
export type AuthAccountState = {
  /** A plain account, or a smart account (EIP-7702: the same address running a smart-account implementation). */
  type: 'eoa' | 'smartAccount'
  /** Where the account may become a smart account (SPEC §3 smart-account-enabled networks). */
  smartAccountNetworks: readonly CaipNetworkId[]
  /** A switch waiting for the visitor's approval or the chain. */
  switching?: boolean
  /** Why the last switch failed, in the modal's language where Latch knows the reason. */
  error?: string
}

/**
 * `latch.email.setAccountType(type)`: a type other than `eoa` or `smartAccount`, a frame call's errors,
 * the visitor declining (`SEND_REJECTED`), or the frame's refusal (smart accounts off on the network, no
 * gas: the wallet's own message).
 */
export type EmailAccountTypeErrorType = LatchErrorOf<
  FrameCallErrorCode | 'VALIDATION_INVALID' | 'SEND_REJECTED'
>

/** The embedded wallet's slice of the instance's state: the logins under way, and the signed-in visitor. */
export type EmbeddedWalletSlice = {
  /** Email login under way; absent when none is. */
  emailLogin?: EmailLoginState
  /** A change of the embedded wallet's email under way (absent otherwise). */
  emailUpdate?: EmailUpdateState
  /** A social login under way; absent when none is. */
  socialLogin?: SocialLoginState
  /** A passkey login under way; absent when none is. */
  passkeyLogin?: PasskeyLoginState
  /**
   * The visitor signed in to the embedded wallet (SPEC §3 Auth user), while it is connected: the
   * account's email (null when only a provider that gave none reached it) and the social login used.
   */
  authUser?: {
    email: string | null
    social?: ConnectedSocial
    account?: AuthAccountState
    /** The account's login methods, once asked for (ProfileWallets). */
    methods?: readonly LoginMethod[]
  }
  /** The embedded wallet's frame shown over the modal, and why. */
  frameSurface?: { surface: FrameSurface; method?: string }
}
