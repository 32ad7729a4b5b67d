import type { ReactNode } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { FrameSurface } from '../email/FrameSurface.tsx'

/**
 * ConnectingSocial: a social login under way. While the provider's window is open, where to look; then
 * the wallet being set up (a new wallet's recovery code shows here, in the secure frame); after a
 * failure ('Popup closed', the provider's refusal, no answer in 45 s) why, and a retry, which opens a
 * new window from its own click.
 */
export function ConnectingSocialView(): ReactNode {
  const { strings: en, SocialIcon, socialName, AttemptStatus, startSocial } = useModalKit()
  const latch = useLatchInstance()
  const login = useLatchSelector((s) => s.socialLogin)
  const surface = useLatchSelector((s) => s.frameSurface)
  if (surface && surface.surface !== 'approve')
    return (
      <FrameSurface
        label={login ? en.socialLogin(socialName(login.provider)) : en.emailLogin}
        surface={surface.surface}
      />
    )
  if (!login)
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )
  const name = socialName(login.provider)
  return (
    <>
      <div className="latch-center">
        <span className="latch-social-mark">
          <SocialIcon provider={login.provider} size={40} />
        </span>
      </div>
      <AttemptStatus
        status={login.status === 'error' ? 'failed' : 'pending'}
        pending={
          <p className="latch-status" role="status">
            {login.status === 'connecting' ? en.settingUpWallet : en.socialWaiting(name)}
          </p>
        }
        errorTitle={login.error ? latch.describeError(login.error) : en.socialLogin(name)}
        onRetry={() => startSocial(latch, login.provider)}
      />
    </>
  )
}
