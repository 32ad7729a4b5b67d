/**
 * The secure site's auth API: what the wallet frame asks the Latch server on its own origin, defined
 * once for the frame and the server. Codes are 6 digits; tokens are opaque; shares are base64.
 */

import { errorMessage } from '../errors.ts'

/**
 * The refusal of a code asked for too soon (SPEC §8 'Please try again after {n} seconds').
 *
 * @example
 * retryAfterMessage(27) // 'Please try again after 27 seconds'
 */
export const retryAfterMessage = (seconds: number): string => errorMessage('EMAIL_RETRY_AFTER', seconds)

/** Paths of the secure site (the frame's own origin). */
export const AUTH_PATHS = {
  /** GET: the frame's page. */
  frame: '/frame',
  startEmail: '/auth/v1/email/start',
  verifyEmail: '/auth/v1/email/verify',
  /** GET by the frame, polled while VERIFY_DEVICE waits. */
  deviceStatus: '/auth/v1/device/status',
  /** GET: the page the approval link opens; POST: approves. */
  approveDevice: '/auth/v1/device/approve',
  me: '/auth/v1/me',
  wallet: '/auth/v1/wallet',
  authShare: '/auth/v1/wallet/auth-share',
  signOut: '/auth/v1/sign-out',
  /** GET, from the host page (CORS): whether its origin may frame the wallet for `?projectId=`. */
  originCheck: '/auth/v1/origin-check',
  /** POST: JSON-RPC to one of the server's chains, `?chainId=` its CAIP-2 id. */
  rpc: '/auth/v1/rpc',
} as const

/** How long a mailed code works (SPEC: 10 minutes). */
export const CODE_TTL_MS = 10 * 60_000
/** A new code is refused this soon after the last one (SPEC §9 email-login throttle). */
export const CODE_RESEND_MS = 30_000
/** The wrong code that kills the code (the 5th). */
export const CODE_MAX_ATTEMPTS = 5

/** POST startEmail. */
export type StartEmailBody = { projectId: string; email: string; deviceId: string }
/** What startEmail answers: the next step. */
export type StartEmailResponse = { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }
/** POST verifyEmail. */
export type VerifyEmailBody = { projectId: string; email: string; otp: string; deviceId: string }
/** A session: the bearer token the other calls need, and whether the account has a wallet yet. */
export type SessionResponse = { token: string; email: string; address: string | null }
/** GET me. */
export type MeResponse = { email: string; address: string | null }
/** PUT wallet: the first wallet of an account, as its shares (base64) and its address. */
export type CreateWalletBody = {
  address: string
  authShare: string
  recoveryShare: string
  sealedRecoveryShare: string
}
/** GET originCheck. */
export type OriginCheckResponse = { allowed: boolean }
/** GET authShare. */
export type AuthShareResponse = { address: string; authShare: string }
