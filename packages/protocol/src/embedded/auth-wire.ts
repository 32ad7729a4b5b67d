/**
 * The secure site's auth API: what the wallet frame asks the Latch server on its own origin, defined
 * once for the frame and the server. Codes are 6 digits; tokens are opaque; shares are base64.
 */

import { refusalOf } from '../api/refusal.ts'
import type * as answers from './auth-answers.ts'
import type { AuthAnswerOf as A } from './auth-answers.ts'
import type * as requests from './auth-requests.ts'
import type { AuthRequestOf as R } from './auth-requests.ts'
import { EMBEDDED_ERRORS } from './embedded-errors.ts'
import { sha256Hex } from './session-proof.ts'
import { waitWords } from './wait-words.ts'

/** GET devices. */
export type DevicesResponse = A<typeof answers.devicesAnswer>

/**
 * The refusal of a code asked for too soon (SPEC §8 'Please try again after {n} seconds').
 *
 * @example
 * retryAfterMessage(27) // 'Please try again after 27 seconds'
 */
export const retryAfterMessage = (seconds: number): string => EMBEDDED_ERRORS.EMAIL_RETRY_AFTER(seconds)

/**
 * Why the secure site refuses a visitor's step, in English, by stable reason: the server answers with
 * the message and `reason` (and `args`), and the wallet frame shows its own locale's words for the
 * reason. Developer-facing refusals (an unknown project, a caller that is not the frame) have none.
 */
export const AUTH_REFUSALS = {
  codeExpired: 'This code has expired or was already used: ask for a new one',
  codeWrong: (left: number) =>
    left === 1 ? 'Wrong code: 1 attempt left' : `Wrong code: ${left} attempts left`,
  codeLocked: 'Wrong code 5 times: this code no longer works, ask for a new one',
  tooManyAttempts: (seconds: number) => `Too many attempts: try again in ${waitWords(seconds, 'en')}`,
  retryAfter: (seconds: number) => retryAfterMessage(seconds),
  loginMailFailed: 'The login code could not be mailed: try again in a moment',
  codeMailFailed: 'The code could not be mailed: try again in a moment',
  linkMailFailed: 'The approval link could not be mailed: try again in a moment',
  linkGone: 'This approval link has expired or was already used: log in again on the new browser',
  approveBrowserFirst: 'Approve this browser with the link we emailed first',
  sessionExpired: 'Session Expired: log in again',
  sameEmail: 'This is already your email',
  emailTaken: 'This email is used by another account',
  changeEmailFirst: 'Ask to change the email first',
  noWallet: 'This account has no wallet yet',
  walletExists: 'This account already has a wallet',
  noRecoveryShares: 'This wallet has no recovery shares',
  socialOff: 'This login method is not enabled for this app',
  socialFailed: 'The provider did not confirm who you are: try again',
  socialGone: 'This login has expired or was already used: try again',
  socialTaken: 'This login already opens another account',
  lastMethod: 'This is your only way to log in: add another before removing it',
  farcasterFailed: 'Failed to connect to farcaster',
  passkeyFailed: 'The passkey could not be verified: try again',
  passkeyUnknown: 'This passkey opens no wallet here',
  passkeyTaken: 'This passkey is already added',
} as const

/** A reason the secure site gives for a refusal. */
export type AuthRefusal = keyof typeof AUTH_REFUSALS

/** The parameters of a refusal's message. */
export type AuthRefusalArgs<R extends AuthRefusal> = (typeof AUTH_REFUSALS)[R] extends (
  ...a: infer A
) => string
  ? A
  : []

/**
 * A refusal's English message.
 *
 * @example
 * refusalMessage('codeWrong', 2) // 'Wrong code: 2 attempts left'
 */
export function refusalMessage<R extends AuthRefusal>(reason: R, ...args: AuthRefusalArgs<R>): string {
  const entry = AUTH_REFUSALS[reason] as string | ((...a: unknown[]) => string)
  return typeof entry === 'function' ? entry(...args) : entry
}

/**
 * Reads the reason and arguments of a refusal's body, if well formed: a known reason and at most four
 * short strings or numbers.
 *
 * @example
 * readRefusal({ error: '…', reason: 'codeWrong', args: [2] }) // { reason: 'codeWrong', args: [2] }
 */
export function readRefusal(body: unknown): { reason: AuthRefusal; args: (string | number)[] } | undefined {
  const refusal = refusalOf(body)
  if (!refusal || !Object.hasOwn(AUTH_REFUSALS, refusal.code)) return undefined
  return { reason: refusal.code as AuthRefusal, args: refusal.args }
}

export { AUTH_PATHS } from './auth-paths.ts'

/** How long a mailed code works (SPEC: 10 minutes). */
export const CODE_TTL_MS = 10 * 60_000
/** A new code is refused this soon after the last one (SPEC §9 email-login throttle). */
export const CODE_RESEND_MS = 30_000
/** The wrong code that kills the code (the 5th). */
export const CODE_MAX_ATTEMPTS = 5

/** How long a mailed approval link works. */
export const DEVICE_APPROVAL_TTL_MS = 10 * 60_000

/**
 * POST startEmail. `devicePublicKey` is the browser's ECDH P-256 public key (raw, base64url): a browser
 * that already holds the wallet can hand its device share over to it, encrypted, when it opens the link.
 */
export type StartEmailBody = R<typeof requests.startEmailBody>
/** What startEmail answers: the next step. */
export type StartEmailResponse = A<typeof answers.startEmailAnswer>
/** POST verifyEmail. */
export type VerifyEmailBody = R<typeof requests.verifyEmailBody>
/** A session: the bearer token the other calls need, and whether the account has a wallet yet. */
export type SessionResponse = A<typeof answers.sessionAnswer>
/** GET me: the account's email (null when only a provider without a verified email reached it). */
export type MeResponse = A<typeof answers.meAnswer>

/**
 * `GET /auth/v1/smart-accounts`: each EVM network where the embedded wallet's account can upgrade through
 * EIP-7702 (keeping its address), with the smart-account implementation it then delegates to.
 */
export type SmartAccountsResponse = A<typeof answers.smartAccountsAnswer>

/** ERC-4337 v0.8 user operation, as ERC-7677's paymaster calls carry it (numbers as hex quantities). */
export type RpcUserOperation = R<typeof requests.rpcUserOperation>

/**
 * POST paymaster: one of ERC-7677's two calls for the project the frame serves. The stub (for gas
 * estimation) commits to nothing; the data is the paymaster's signature over the operation as it will
 * be sent, counted against the project's daily cap.
 */
export type PaymasterBody = R<typeof requests.paymasterBody>
/** What a paymaster call answers (ERC-7677's result). */
export type PaymasterResponse = A<typeof answers.paymasterAnswer>
/** PUT wallet: the first wallet of an account, as its shares (base64) and its address. */
export type CreateWalletBody = R<typeof requests.createWalletBody>
/** GET originCheck. */
export type OriginCheckResponse = A<typeof answers.originCheckAnswer>
/**
 * GET authShare: the auth share of this browser's split (null when it has none: recover), and a device
 * share another browser handed over, encrypted to this one (given once, then deleted).
 */
export type AuthShareResponse = A<typeof answers.authShareAnswer>
/**
 * POST authShareNonce: what a replacement of this browser's auth share must name, all of which its
 * signature covers: a single-use nonce (minutes), this browser (its device hash) and the split it
 * replaces (null when it has none).
 */
export type AuthShareNonceResponse = A<typeof answers.authShareNonceAnswer>
/** PUT authShare: a new device split's auth share, made after recovery on this browser. */
export type PutAuthShareBody = R<typeof requests.putAuthShareBody>

/** What a replacement names besides the wallet and the new share: {@link AuthShareNonceResponse}. */
export type AuthShareReplacement = AuthShareNonceResponse & { address: string; digest: string }

/**
 * What the wallet's own key signs to replace this browser's auth share: the account, the browser, the
 * split it replaces, a single-use nonce and the new share's SHA-256 ({@link shareDigest}). A session
 * alone (a stolen browser's token) cannot swap in a share that would rebuild another key, and a signed
 * replacement cannot be replayed later or on another browser to put it back on an older split.
 *
 * @example
 * const message = authShareMessage({ address, digest: await shareDigest(authShare), ...(await api.authShareNonce(s)) })
 */
export const authShareMessage = (r: AuthShareReplacement): string =>
  [
    "Latch wallet: replace this browser's key share",
    `Wallet: ${r.address.toLowerCase()}`,
    `Browser: ${r.browser}`,
    `Replaces split: ${r.split ?? 'none'}`,
    `Nonce: ${r.nonce}`,
    `Share SHA-256: ${r.digest}`,
  ].join('\n')

/**
 * The SHA-256 of a share as sent (its base64url text), hex.
 *
 * @example
 * await shareDigest('q1w2e3') // '5e0a…'
 */
export const shareDigest = (share: string): Promise<string> => sha256Hex(share)

/** GET recovery. */
export type RecoveryResponse = A<typeof answers.recoveryAnswer>
/** POST deviceStatus. */
export type DeviceStatusBody = R<typeof requests.deviceStatusBody>
/** What deviceStatus answers. */
export type DeviceStatusResponse = A<typeof answers.deviceStatusAnswer>
/** POST deviceRequest and approveDevice name the request by the link's token. */
export type DeviceRequestBody = R<typeof requests.deviceRequestBody>
/** What the approval page shows: the account, and the new browser's key for a handover. */
export type DeviceRequestResponse = A<typeof answers.deviceRequestAnswer>
/**
 * POST approveDevice. With `handover` (this browser's device share encrypted to the new one's key) and
 * `fromDeviceId` (this browser's device id), the new browser joins this browser's split.
 */
export type ApproveDeviceBody = R<typeof requests.approveDeviceBody>
/** What approveDevice answers: whether the share was handed over (else the new browser recovers). */
export type ApproveDeviceResponse = A<typeof answers.approveDeviceAnswer>
/** POST updateEmail. */
export type UpdateEmailBody = R<typeof requests.updateEmailBody>
/** POST updateEmailPrimary and updateEmailSecondary. */
export type UpdateEmailOtpBody = R<typeof requests.updateEmailOtpBody>
/** What updateEmail and updateEmailPrimary answer: the next step. */
export type UpdateEmailResponse = A<typeof answers.updateEmailAnswer>
/** What updateEmailSecondary answers: the account's address now. */
export type UpdateEmailDoneResponse = A<typeof answers.updateEmailDoneAnswer>
