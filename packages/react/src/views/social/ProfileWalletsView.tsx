import type { LoginMethod } from '@latch/core'
import { displayEmail } from '@latch/core/internal/email/display'
import { openSocialPopup } from '@latch/core/internal/email/social-popup'
import type { SocialLoginProvider } from '@latch/core/internal/frame/social-wire'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { SocialIcon, SocialIconButton, socialLabel, socialName } from '../../icons/SocialIcon.tsx'
import { useSocialProviders } from './useSocialProviders.ts'

/** How a method reads: the email, or the provider and the handle there. */
const labelOf = (m: LoginMethod): string =>
  m.kind === 'email' ? displayEmail(m.email) : socialLabel(m.provider, m.username)

/**
 * ProfileWallets (SPEC §2): the embedded wallet's account, its login methods (its email, the social
 * providers added to it) each with Remove, never for the last one, and the providers the app offers
 * that it lacks, to add through the same pop-up as a login; then the wallet's address.
 */
export function ProfileWalletsView(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const id = useId()
  const methods = useLatchSelector((s) => s.authUser?.methods)
  const linking = useLatchSelector((s) => (s.socialLogin?.link ? s.socialLogin : undefined))
  const address = useLatchSelector((s) => s.connections.eip155?.address)
  const offered = useSocialProviders()
  const [problem, setProblem] = useState<string | undefined>()
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)

  // Asked once the page is done reconnecting (after a full-page link it may still be when the view
  // opens); without the embedded wallet connected, the refusal says so.
  const signedIn = useLatchSelector((s) => s.authUser !== undefined)
  const reconnecting = useLatchSelector((s) => s.connections.eip155?.status === 'reconnecting')
  useEffect(() => {
    if (!reconnecting || signedIn)
      latch.email.methods().then(
        () => setProblem(undefined),
        (e: unknown) => setProblem(latch.describeError(e)),
      )
  }, [latch, signedIn, reconnecting])
  // A provider added: say so once the list shows it.
  const [added, setAdded] = useState<SocialLoginProvider | undefined>()
  useEffect(() => {
    if (added && !linking && methods?.some((m) => m.kind === 'social' && m.provider === added)) {
      setSaid(en.methodAdded(socialName(added)))
      setAdded(undefined)
    }
  }, [added, linking, methods, en])

  if (!methods)
    return problem ? (
      <p className="latch-problem" role="alert">
        {problem}
      </p>
    ) : (
      <div className="latch-center">
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )
  const only = methods.length === 1
  const remove = async (m: LoginMethod) => {
    setBusy(true)
    setProblem(undefined)
    setSaid('')
    try {
      await latch.email.removeMethod(
        m.kind === 'email' ? { kind: 'email' } : { kind: 'social', provider: m.provider },
      )
      setSaid(en.methodRemoved(labelOf(m)))
    } catch (e) {
      setProblem(latch.describeError(e))
    } finally {
      setBusy(false)
    }
  }
  const link = (provider: SocialLoginProvider) => {
    const popup = openSocialPopup(latch)
    setProblem(undefined)
    setSaid('')
    setAdded(provider)
    void latch.email.linkSocial(provider, popup)
  }
  const missing = (offered ?? []).filter((p) => !methods.some((m) => m.kind === 'social' && m.provider === p))
  return (
    <div className="latch-form" aria-busy={busy || linking?.status === 'connecting' || undefined}>
      <p className="latch-muted">{en.loginMethodsIntro}</p>
      <ul className="latch-browsers" aria-label={en.loginMethods}>
        {methods.map((m) => {
          const label = labelOf(m)
          return (
            <li key={m.kind === 'email' ? 'email' : m.provider}>
              <div className="latch-browser-text">
                <strong title={m.kind === 'email' ? m.email : undefined}>
                  {m.kind === 'social' ? <SocialIcon provider={m.provider} size={16} /> : null} {label}
                </strong>
                <span className="latch-muted latch-small">
                  {m.kind === 'email' ? en.email : en.signedInWith}
                </span>
              </div>
              <button
                type="button"
                className="latch-button"
                data-variant="secondary"
                aria-label={en.removeMethodLabel(label)}
                aria-describedby={only ? `${id}-only` : undefined}
                disabled={busy || only}
                onClick={() => void remove(m)}
              >
                {en.removeBrowser}
              </button>
            </li>
          )
        })}
      </ul>
      {only ? (
        <p className="latch-muted latch-small" id={`${id}-only`}>
          {en.onlyLoginMethod}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <>
          <span className="latch-label">{en.addLoginMethod}</span>
          <ul className="latch-socials" aria-label={en.addLoginMethod}>
            {missing.map((p) => (
              <li key={p}>
                <SocialIconButton
                  provider={p}
                  label={en.addMethodLabel(socialName(p))}
                  disabled={busy}
                  onClick={() => link(p)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {linking?.status === 'waiting' ? (
        <p className="latch-status" role="status">
          {en.socialWaiting(socialName(linking.provider))}
        </p>
      ) : null}
      {linking?.status === 'error' && linking.error ? (
        <p className="latch-problem" role="alert">
          {latch.describeError(linking.error)}
        </p>
      ) : null}
      {problem ? (
        <p className="latch-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {address ? (
        <p className="latch-muted latch-small">
          {en.walletAddress}: <span dir="ltr">{address}</span>
        </p>
      ) : null}
      <p className="latch-muted" role="status">
        {said}
      </p>
    </div>
  )
}
