import type { EmailLoginState } from '@latch/core'
import { type ReactNode, useId } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { CodeForm } from './CodeForm.tsx'
import { FrameSurface } from './FrameSurface.tsx'

const IDLE: EmailLoginState = { status: 'idle' }

/**
 * EmailLogin (SPEC §4): the code mailed to the address, its 6-digit field, a new code on request; then
 * the wallet is set up in the frame, which shows a new wallet's recovery code here, once.
 */
export function EmailLoginView(): ReactNode {
  const { strings: en } = useModalKit()
  const latch = useLatchInstance()
  const login = useLatchSelector((s) => s.emailLogin) ?? IDLE
  const surface = useLatchSelector((s) => s.frameSurface)
  const id = useId()
  const email = login.email ?? ''

  if (surface && surface.surface !== 'approve')
    return <FrameSurface label={en.emailLogin} surface={surface.surface} />

  if (login.status === 'sending' || login.status === 'connecting' || (login.status === 'idle' && email)) {
    return (
      <div className="latch-center">
        <span className="latch-spinner" aria-hidden="true" />
        <p className="latch-status" role="status">
          {login.status === 'connecting' ? en.settingUpWallet : en.sendingCode(email)}
        </p>
      </div>
    )
  }
  const again = () => {
    void latch.email.reset()
    latch.modal.goBack()
  }
  if (login.status === 'device') {
    return (
      <div className="latch-center">
        <span className="latch-spinner" aria-hidden="true" />
        <p className="latch-status" role="status">
          {en.approveDevice(email)}
        </p>
        {login.deviceCode ? (
          <>
            <p className="latch-muted" id={`${id}-device-code`}>
              {en.deviceCodeHint}
            </p>
            <p className="latch-device-code" aria-describedby={`${id}-device-code`}>
              {login.deviceCode}
            </p>
          </>
        ) : null}
        <button type="button" className="latch-link" onClick={again}>
          {en.useAnotherEmail}
        </button>
      </div>
    )
  }
  if (login.status === 'error' && login.errorAt === 'email') {
    return (
      <div className="latch-center">
        <p className="latch-problem" role="alert">
          {login.error}
        </p>
        <button type="button" className="latch-button" onClick={again}>
          {en.useAnotherEmail}
        </button>
      </div>
    )
  }
  const busy = login.status === 'verifying'
  const problem = login.status === 'error' ? login.error : undefined
  return (
    <CodeForm
      hint={en.codeSent(email)}
      busy={busy}
      problem={problem}
      onSubmit={(otp) => latch.email.submitOtp(otp)}
    >
      <div className="latch-input-row">
        <button
          type="button"
          className="latch-link"
          onClick={() => void latch.email.resend()}
          disabled={busy}
        >
          {en.resendCode}
        </button>
        <button type="button" className="latch-link" onClick={again} disabled={busy}>
          {en.useAnotherEmail}
        </button>
      </div>
    </CodeForm>
  )
}
