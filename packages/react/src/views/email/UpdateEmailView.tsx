import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useStrings } from '../../i18n/use-strings.ts'

/**
 * UpdateEmailWallet (SPEC §4): the new address, then the code mailed to the current address
 * (VERIFY_PRIMARY_OTP), then the one mailed to the new address (VERIFY_SECONDARY_OTP); the account
 * moves only after both. Leaving the view drops the change.
 */
export function UpdateEmailView(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const update = useLatchSelector((s) => s.emailUpdate)
  const current = useLatchSelector((s) => s.authUser?.email) ?? ''
  const id = useId()
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  useEffect(() => () => latch.email.cancelUpdate(), [latch])

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
        <p className="latch-muted">{current}</p>
        <label htmlFor={`${id}-email`}>{en.newEmail}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={en.emailPlaceholder}
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
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void latch.email.submitUpdateOtp(otp.trim()).then(() => setOtp(''))
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <p id={`${id}-hint`} className="latch-muted">
        {step === 'VERIFY_PRIMARY_OTP'
          ? en.primaryCodeSent(current)
          : en.secondaryCodeSent(update?.email ?? '')}
      </p>
      <label htmlFor={`${id}-otp`}>{en.code}</label>
      <input
        id={`${id}-otp`}
        key={step}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={problem ? true : undefined}
        value={otp}
        disabled={busy}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
      />
      <p id={`${id}-problem`} className="latch-problem" role="alert">
        {problem ?? ''}
      </p>
      <button type="submit" className="latch-button" disabled={busy || otp.length !== 6}>
        {busy ? en.verifying : en.verify}
      </button>
    </form>
  )
}
