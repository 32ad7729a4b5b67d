/**
 * Changing the embedded wallet's email (SPEC §4): the new address, a code mailed to the current one, then
 * one mailed to the new one; only then does the account move. Loads with the email flow.
 */

import { normaliseEmail } from '@latch/protocol/embedded/frame-protocol'
import type { LatchStorageItems } from '../latch-storage.ts'
import { latchError } from '../plumbing/errors.ts'
import type { EmailActions } from './actions.ts'
import type { EmbeddedWalletContext } from './context.ts'
import { EMAIL_NOTICES, shownOf } from './failures.ts'
import type { EmbeddedFrame } from './frame-types.ts'
import type { EmailUpdateState } from './types.ts'

/** What changing the email needs of the email flow. */
export type EmailUpdateDeps = {
  /** The frame, loaded (or loading) for something the visitor asked. */
  frame: () => Promise<EmbeddedFrame>
  /** Whether the embedded wallet is the connected EVM wallet. */
  connectedByEmail: () => boolean
  storage: Pick<LatchStorageItems, 'connectedEmail'>
  /** Leaves the view the change was made in, once it is done. */
  goBack: () => void
}

/**
 * The email change of one instance, its state in `emailUpdate`.
 *
 * @example
 * const { updateEmail } = createEmailUpdate(ctx, { frame, connectedByEmail, storage, goBack })
 * await updateEmail('new@example.com') // emailUpdate.status: 'VERIFY_PRIMARY_OTP'
 */
export function createEmailUpdate(
  ctx: Pick<EmbeddedWalletContext, 'store' | 't'>,
  deps: EmailUpdateDeps,
): Pick<EmailActions, 'updateEmail' | 'submitUpdateOtp' | 'cancelUpdate'> {
  const { store } = ctx
  const setUpdate = (patch: Partial<EmailUpdateState>) =>
    store.set((s) => (s.emailUpdate ? { emailUpdate: { ...s.emailUpdate, ...patch } } : {}))
  return {
    async updateEmail(email: string): Promise<void> {
      if (!deps.connectedByEmail()) throw latchError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL')
      const typed = typeof email === 'string' ? email.trim() : ''
      const clean = normaliseEmail(typed)
      store.set({ emailUpdate: { status: 'sending', email: clean ?? typed } })
      if (!clean) return setUpdate({ error: ctx.t.notice(EMAIL_NOTICES, 'invalidEmail') })
      try {
        const { action } = await (await deps.frame()).updateEmail(clean)
        setUpdate({ status: action })
      } catch (e) {
        setUpdate({ error: shownOf(ctx, e) })
      }
    },
    async submitUpdateOtp(otp: string): Promise<void> {
      const update = store.get().emailUpdate
      const step = update?.status === 'verifying' ? undefined : update?.status
      if (!update || (step !== 'VERIFY_PRIMARY_OTP' && step !== 'VERIFY_SECONDARY_OTP')) return
      if (typeof otp !== 'string' || !/^\d{6}$/.test(otp))
        return setUpdate({ error: ctx.t.notice(EMAIL_NOTICES, 'enterCode') })
      setUpdate({ status: 'verifying', step, error: undefined })
      try {
        const f = await deps.frame()
        if (step === 'VERIFY_PRIMARY_OTP') {
          const { action } = await f.updateEmailPrimaryOtp(otp)
          return setUpdate({ status: action, step: undefined })
        }
        const { email } = await f.updateEmailSecondaryOtp(otp)
        deps.storage.connectedEmail.set(email)
        // The same account under its new email: its account type stays.
        store.set((s) => ({ emailUpdate: undefined, authUser: { ...s.authUser, email } }))
        if (store.get().modal.history.at(-1)?.view === 'UpdateEmailWallet') deps.goBack()
      } catch (e) {
        setUpdate({ status: step, step: undefined, error: shownOf(ctx, e) })
      }
    },
    async cancelUpdate(): Promise<void> {
      store.set({ emailUpdate: undefined })
    },
  }
}
