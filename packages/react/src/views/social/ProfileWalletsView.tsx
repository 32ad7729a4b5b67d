import type { LoginMethod } from '@latch/core'
import type { LoginProvider, RemoveMethodBody } from '@latch/protocol/embedded/social-wire'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { FrameSurface } from '../email/FrameSurface.tsx'

/** A method's key among the list's rows, and what removing it names. */
const keyOf = (m: LoginMethod): string =>
  m.kind === 'email' ? 'email' : m.kind === 'social' ? m.provider : `passkey:${m.id}`
const removal = (m: LoginMethod): RemoveMethodBody =>
  m.kind === 'email'
    ? { kind: 'email' }
    : m.kind === 'social'
      ? { kind: 'social', provider: m.provider }
      : { kind: 'passkey', id: m.id }

/**
 * ProfileWallets (SPEC §2): the embedded wallet's account, its login methods (its email, the social
 * providers added to it, its passkeys) each with Remove, never for the last one, and the providers the
 * app offers that it lacks, to add through the same pop-up as a login, and a passkey to add (the frame
 * shows its own screen for it); then the wallet's address.
 */
export function ProfileWalletsView(): ReactNode {
  const {
    strings: en,
    displayEmail,
    openSocialPopup,
    intlLocale,
    SocialIcon,
    SocialIconButton,
    socialLabel,
    socialName,
    PasskeyGlyph,
    usePasskeys,
    useSocialProviders,
  } = useModalKit()
  const latch = useLatchInstance()
  const id = useId()
  const methods = useLatchSelector((s) => s.authUser?.methods)
  const linking = useLatchSelector((s) => (s.socialLogin?.link ? s.socialLogin : undefined))
  const address = useLatchSelector((s) => s.connections.eip155?.address)
  const offered = useSocialProviders()
  const passkeys = usePasskeys()
  const locale = useLocale()
  const surface = useLatchSelector((s) => s.frameSurface)
  // Back from the frame's screen, the keyboard is in the dialog again, on the button that opened it.
  const addButton = useRef<HTMLButtonElement>(null)
  const [refocus, setRefocus] = useState(false)
  useEffect(() => {
    if (refocus && !surface && addButton.current) {
      addButton.current.focus()
      setRefocus(false)
    }
  }, [refocus, surface])
  const [problem, setProblem] = useState<string | undefined>()
  // What was just done, said in the modal's language of the moment (a method's label is put in words
  // when shown, not when done).
  const [said, setSaid] = useState<
    { added: LoginProvider | 'passkey' } | { removed: LoginMethod } | undefined
  >()
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
  const [added, setAdded] = useState<LoginProvider | undefined>()
  useEffect(() => {
    if (added && !linking && methods?.some((m) => m.kind === 'social' && m.provider === added)) {
      setSaid({ added })
      setAdded(undefined)
    }
  }, [added, linking, methods])

  // Adding a passkey: the frame's own screen, where the visitor's press creates it.
  if (surface?.surface === 'passkey') return <FrameSurface label={en.addPasskey} surface="passkey" />
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
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' })
  /** How a method reads: the email, the provider and the handle there, or a passkey and when it was added. */
  const labelOf = (m: LoginMethod): string =>
    m.kind === 'email'
      ? displayEmail(m.email)
      : m.kind === 'social'
        ? socialLabel(m.provider, m.username)
        : `${en.passkey} (${day.format(new Date(m.createdAt))})`
  const remove = async (m: LoginMethod) => {
    setBusy(true)
    setProblem(undefined)
    setSaid(undefined)
    try {
      await latch.email.removeMethod(removal(m))
      setSaid({ removed: m })
    } catch (e) {
      setProblem(latch.describeError(e))
    } finally {
      setBusy(false)
    }
  }
  const addPasskey = async () => {
    setProblem(undefined)
    setSaid(undefined)
    try {
      await latch.email.addPasskey()
      setSaid({ added: 'passkey' })
    } catch (e) {
      setProblem(latch.describeError(e))
    } finally {
      setRefocus(true)
    }
  }
  const link = (provider: LoginProvider) => {
    // Farcaster: its request's QR code and link, in ConnectingFarcaster, which comes back here.
    if (provider === 'farcaster') {
      latch.modal.push('ConnectingFarcaster')
      void latch.email.linkFarcaster()
      return
    }
    const popup = openSocialPopup(latch)
    setProblem(undefined)
    setSaid(undefined)
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
            <li key={keyOf(m)}>
              <div className="latch-browser-text">
                <strong title={m.kind === 'email' ? m.email : undefined}>
                  {m.kind === 'social' ? (
                    <SocialIcon provider={m.provider} size={16} />
                  ) : m.kind === 'passkey' ? (
                    <PasskeyGlyph size={16} />
                  ) : null}{' '}
                  {m.kind === 'passkey' ? en.passkey : label}
                </strong>
                <span className="latch-muted latch-small">
                  {m.kind === 'email'
                    ? en.email
                    : m.kind === 'social'
                      ? en.signedInWith
                      : en.passkeyAddedOn(day.format(new Date(m.createdAt)))}
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
      {methods.some((m) => m.kind === 'email') ? null : (
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => latch.modal.push('UpdateEmailWallet')}
        >
          {en.addEmail}
        </button>
      )}
      {passkeys ? (
        <button
          ref={addButton}
          type="button"
          className="latch-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => void addPasskey()}
        >
          <PasskeyGlyph size={16} /> {en.addPasskey}
        </button>
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
        {!said
          ? ''
          : 'removed' in said
            ? en.methodRemoved(labelOf(said.removed))
            : en.methodAdded(said.added === 'passkey' ? en.passkey : socialName(said.added))}
      </p>
    </div>
  )
}
