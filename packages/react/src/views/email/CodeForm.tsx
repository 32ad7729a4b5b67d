import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useModalKit } from '../../modal/kit-context.ts'

/**
 * The form a mailed 6-digit code is typed into (email login, a change of email): what was mailed
 * where, the code field (digits only, the browser's one-time-code autofill), the problem, Verify, and
 * any links below. The field empties after each try the caller marks with `clearAfterSubmit`.
 *
 * @example
 * <CodeForm hint={en.codeSent(email)} busy={busy} problem={error} onSubmit={(otp) => latch.email.submitOtp(otp)} />
 */
export function CodeForm(props: {
  hint: ReactNode
  busy: boolean
  problem: string | undefined
  onSubmit: (otp: string) => Promise<void>
  clearAfterSubmit?: boolean
  children?: ReactNode
}): ReactNode {
  const { strings: en } = useModalKit()
  const id = useId()
  const [otp, setOtp] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void props.onSubmit(otp.trim()).then(() => {
      if (props.clearAfterSubmit) setOtp('')
    })
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate aria-busy={props.busy || undefined}>
      <p id={`${id}-hint`} className="latch-muted">
        {props.hint}
      </p>
      <label htmlFor={`${id}-otp`}>{en.code}</label>
      <input
        id={`${id}-otp`}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        aria-describedby={`${id}-hint ${id}-problem`}
        aria-invalid={props.problem ? true : undefined}
        value={otp}
        disabled={props.busy}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
      />
      <p id={`${id}-problem`} className="latch-problem" role="alert">
        {props.problem ?? ''}
      </p>
      <button
        type="submit"
        className="latch-button"
        disabled={props.busy || otp.length !== 6}
        aria-busy={props.busy || undefined}
      >
        {props.busy ? en.verifying : en.verify}
      </button>
      {props.children}
    </form>
  )
}
