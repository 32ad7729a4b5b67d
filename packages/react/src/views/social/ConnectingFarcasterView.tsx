import { type ReactNode, useEffect, useRef } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { FrameSurface } from '../email/FrameSurface.tsx'

/**
 * ConnectingFarcaster (SPEC §4): a Sign In With Farcaster request as a QR code to scan with the phone
 * (it opens the Farcaster app), a link that opens it on this device, and a copy of the link; the wallet
 * connects once the visitor approves there. A failure says 'Failed to connect to farcaster' with a
 * retry; leaving before it connected clears the request (SPEC: the frame stops waiting 100 ms later).
 */
export function ConnectingFarcasterView(): ReactNode {
  const { strings: en, AttemptStatus, copyText, QrCode, startSocial } = useModalKit()
  const latch = useLatchInstance()
  const login = useLatchSelector((s) => (s.socialLogin?.provider === 'farcaster' ? s.socialLogin : undefined))
  const surface = useLatchSelector((s) => s.frameSurface)
  useEffect(() => () => void latch.email.cancelFarcaster(), [latch])
  // Adding Farcaster to the account (from Login methods): once added, back there, where it is listed.
  const linking = useRef(false)
  if (login?.link) linking.current = true
  useEffect(() => {
    if (linking.current && !login) latch.modal.goBack()
  }, [latch, login])
  if (surface && surface.surface !== 'approve')
    return <FrameSurface label={en.socialLogin('Farcaster')} surface={surface.surface} />
  const url = login?.status === 'waiting' ? login.url : undefined
  return (
    <>
      {login?.status === 'error' ? null : (
        <div className="latch-center">
          <QrCode text={url} label={en.farcasterCode} />
        </div>
      )}
      <AttemptStatus
        status={login?.status === 'error' ? 'failed' : 'pending'}
        pending={
          <p className="latch-status" role="status">
            {login?.status === 'connecting' ? en.settingUpWallet : en.farcasterScan}
          </p>
        }
        errorTitle={login?.error ? latch.describeError(login.error) : en.socialLogin('Farcaster')}
        onRetry={() => (login?.link ? void latch.email.linkFarcaster() : startSocial(latch, 'farcaster'))}
      />
      {url ? (
        <div className="latch-button-row">
          <a className="latch-button" data-variant="secondary" href={url}>
            {en.openInFarcaster}
          </a>
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            onClick={() => void copyText(latch, url, { done: en.linkCopied, failed: en.linkCopyFailed })}
          >
            {en.copyLink}
          </button>
        </div>
      ) : null}
    </>
  )
}
