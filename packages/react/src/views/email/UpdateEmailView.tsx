import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { CodeForm } from './CodeForm.tsx'

/**
 * UpdateEmailWallet (SPEC §4): the new address, then the code mailed to the current address
 * (VERIFY_PRIMARY_OTP), then the one mailed to the new address (VERIFY_SECONDARY_OTP); the account
 * moves only after both. An account without an email adds one: only the new address's code. Leaving
 * the view drops the change.
 */
export function UpdateEmailView(): ReactNode {
  const { strings: en, EmailInput } = useModalKit()
  const latch = useLatchInstance()
  const update = useLatchSelector((s) => s.emailUpdate)
  const current = useLatchSelector((s) => s.authUser?.email) ?? ''
  const id = useId()
  const [email, setEmail] = useState('')
  useEffect(() => () => void latch.email.cancelUpdate(), [latch])

  const step = update?.status === 'verifying' ? update.step : update?.status
  const problem = update?.error
  if (step !== 'VERIFY_PRIMARY_OTP' && step !== 'VERIFY_SECONDARY_OTP') {
    const busy = update?.status === 'sending' && !problem
    const submit = (e: FormEvent) => {
      e.preventDefault()
      void latch.email.updateEmail(email)
    }
    return (
      <form className="latch-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
        {current ? <p className="latch-muted">{current}</p> : null}
        <label htmlFor={`${id}-email`}>{current ? en.newEmail : en.email}</label>
        <EmailInput
          id={`${id}-email`}
          aria-describedby={`${id}-problem`}
          aria-invalid={problem ? true : undefined}
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p id={`${id}-problem`} className="latch-problem" role="alert">
          {problem ?? ''}
        </p>
        <button type="submit" className="latch-button" disabled={busy || !email.trim()}>
          {en.continueWithEmail}
        </button>
      </form>
    )
  }
  const busy = update?.status === 'verifying'
  return (
    <CodeForm
      // A new step is a new code: a fresh, empty field.
      key={step}
      hint={
        step === 'VERIFY_PRIMARY_OTP'
          ? en.primaryCodeSent(current)
          : en.secondaryCodeSent(update?.email ?? '')
      }
      busy={busy}
      problem={problem}
      onSubmit={(otp) => latch.email.submitUpdateOtp(otp)}
      clearAfterSubmit
    />
  )
}
