/**
 * "Signature declined": the toast when a visitor declines to sign in, whether after a connect (the
 * SIWX view's Cancel, the wallet's refusal) or within an embedded-wallet login (its approval rejected).
 */

import type { Instance } from '../instance.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import { latchError } from '../plumbing/errors.ts'

/**
 * The toast saying the sign-in was declined, in the modal's language.
 *
 * @example
 * deps.notify(declinedToast(ctx))
 */
export function declinedToast(ctx: Pick<Instance<object>, 't'>): NotificationInput {
  return { message: ctx.t.describe(latchError('SIWX_DECLINED')), variant: 'error' }
}
