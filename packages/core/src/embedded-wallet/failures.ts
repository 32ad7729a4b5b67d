/** How the email flow's failures and the email form's own problems read: in the log, and to the visitor. */

import { clipWalletMessage, errorMessage, LatchError } from '../plumbing/errors.ts'
import type { EmbeddedWalletContext } from './context.ts'

/**
 * A failure's message, clipped to its first line: the frame's own words, or 'Frame error' when it gave none.
 *
 * @example
 * ctx.log.warn('the frame did not answer', messageOf(e))
 */
export const messageOf = (e: unknown): string =>
  clipWalletMessage(e instanceof Error && e.message ? e.message : errorMessage('FRAME_ERROR'))
/**
 * What a visitor reads for a failed step: Latch's own errors in the modal's language, else the message.
 *
 * @example
 * set({ status: 'error', error: shownOf(ctx, e) })
 */
export const shownOf = (ctx: Pick<EmbeddedWalletContext, 't'>, e: unknown): string =>
  e instanceof LatchError ? ctx.t.describe(e) : messageOf(e)

/** The email form's own problems, in English (each locale's catalogue translates them). */
export const EMAIL_NOTICES = {
  invalidEmail: 'Enter a valid email address',
  enterCode: 'Enter the 6-digit code',
} as const
