import type { ReactNode } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { FrameSurface } from '../email/FrameSurface.tsx'

/**
 * ConnectingPasskey: a passkey login under way. While the browser asks for the passkey, where to look
 * (then the wallet being opened); after a failure (cancelled, a passkey that opens no wallet here) why,
 * and a retry. Both say where a passkey comes from: a newcomer has none until they add one to a wallet
 * they logged in to another way.
 */
export function ConnectingPasskeyView(): ReactNode {
  const { strings: en, AttemptStatus, startPasskey, PasskeyGlyph } = useModalKit()
  const latch = useLatchInstance()
  const login = useLatchSelector((s) => s.passkeyLogin)
  const surface = useLatchSelector((s) => s.frameSurface)
  if (surface && surface.surface !== 'approve')
    return <FrameSurface label={en.passkeyLogin} surface={surface.surface} />
  return (
    <>
      <div className="latch-center">
        <span className="latch-social-mark">
          <PasskeyGlyph size={40} />
        </span>
      </div>
      <AttemptStatus
        status={login?.status === 'error' ? 'failed' : 'pending'}
        pending={
          <>
            <p className="latch-status" role="status">
              {en.passkeyWaiting}
            </p>
            <p className="latch-muted">{en.passkeyNewcomer}</p>
          </>
        }
        errorTitle={login?.cancelled ? en.passkeyCancelled : (login?.error ?? en.passkeyLogin)}
        hint={login?.cancelled ? en.passkeyNewcomer : undefined}
        onRetry={() => startPasskey(latch)}
      />
    </>
  )
}
