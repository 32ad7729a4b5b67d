import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { EmailInput } from '../EmailInput.tsx'

/** The email field of the Connect view: submitting opens EmailLogin, which mails the code. */
export function EmailForm(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const id = useId()
  const [email, setEmail] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    latch.modal.push('EmailLogin')
    void latch.email.start(email)
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`}>{en.email}</label>
      <div className="latch-input-row">
        <EmailInput
          id={`${id}-email`}
          value={email}
          onFocus={() => void latch.email.preload().catch(() => {})}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="latch-button" disabled={!email.trim()}>
          {en.continueWithEmail}
        </button>
      </div>
    </form>
  )
}
