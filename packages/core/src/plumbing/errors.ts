/**
 * The error catalogue of SPEC §8, whole: each entry is a stable code with its exact message; callers
 * branch on `error.code`, never on text. Messages with a parameter are functions. (Its two halves live
 * in latch-error.ts, what the page-load path raises, and error-messages.ts, the rest.)
 */

import { MORE_ERRORS } from './error-messages.ts'
import { clipWalletMessage, LatchError, type LatchErrorCode, LOAD_ERRORS } from './latch-error.ts'

export {
  clipWalletMessage,
  isUserRejection,
  LatchError,
  type LatchErrorCode,
  WALLET_MESSAGE_MAX,
} from './latch-error.ts'

/** Every error's message, by code (SPEC §8). */
export const ERRORS = { ...LOAD_ERRORS, ...MORE_ERRORS } as const

/** The debug-only alerts of SPEC §8, shown only when debug is on. */
export const DEBUG_ALERTS = [
  'Network Not Found',
  'Origin Not Allowed',
  'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out',
  'Unverified Domain',
  'Session Expired',
  'Invalid Project ID',
  'Project ID Not Configured',
  'Server Error',
  'Rate Limited',
] as const

type Args<C extends LatchErrorCode> = (typeof ERRORS)[C] extends (...a: infer A) => string ? A : []

/**
 * The catalogue message of a code.
 *
 * @example
 * errorMessage('HTTP_STATUS', 403) // 'HTTP status code: 403'
 */
export function errorMessage<C extends LatchErrorCode>(code: C, ...args: Args<C>): string {
  const entry = ERRORS[code] as string | ((...a: unknown[]) => string)
  return typeof entry === 'function' ? entry(...args) : entry
}

/**
 * Creates a `LatchError` with its catalogue message, optionally followed by a detail.
 *
 * @example
 * latchError('INVALID_CAIP2', { detail: '"eip155"' }).message // 'Invalid CAIP-2 network id: "eip155"'
 */
export function latchError<C extends LatchErrorCode>(
  code: C,
  opts: { args?: Args<C>; detail?: string; cause?: unknown } = {},
): LatchError {
  const base = errorMessage(code, ...((opts.args ?? []) as Args<C>))
  return new LatchError(code, opts.detail ? `${base}: ${opts.detail}` : base, opts)
}

/**
 * The first line of what a wallet said in an error (an `Error`, an EIP-1193 error object, or anything
 * thrown), clipped for display: a wallet's message can run to many lines of detail, and its first says
 * what happened. Empty when it said nothing.
 *
 * @example
 * walletFirstLine({ code: -32000, message: 'execution reverted\n  at …' }) // 'execution reverted'
 */
export function walletFirstLine(e: unknown): string {
  const said = (e as { message?: unknown } | null)?.message
  const text = typeof said === 'string' ? said : e === undefined || e === null ? '' : String(e)
  return clipWalletMessage(text.split('\n')[0]!.trim())
}
