import { openSocialPopup } from '@latch/core/internal/embedded-wallet/social-popup'
import type { LoginProvider } from '@latch/protocol/embedded/social-wire'
import { type ReactNode, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { SocialIcon, SocialIconButton, socialName } from '../../icons/SocialIcon.tsx'
import { useSocialProviders } from './useSocialProviders.ts'

/** Icons a row holds; past that, the first three and "other socials" (SPEC §4). */
const ROW = 4

/**
 * Starts a social login from a click: the pop-up opens in the click itself (a pop-up opened after an
 * await is blocked), then ConnectingSocial follows it.
 *
 * @example
 * <button onClick={() => startSocial(latch, 'google')}>Google</button>
 */
export function startSocial(latch: ReturnType<typeof useLatchInstance>, provider: LoginProvider): void {
  // Farcaster signs in through its relay: a QR code and a link, no pop-up.
  if (provider === 'farcaster') {
    if (latch.getState().modal.history.at(-1)?.view !== 'ConnectingFarcaster')
      latch.modal.push('ConnectingFarcaster')
    void latch.email.connectFarcaster()
    return
  }
  const popup = openSocialPopup(latch)
  if (latch.getState().modal.history.at(-1)?.view !== 'ConnectingSocial') latch.modal.push('ConnectingSocial')
  void latch.email.connectSocial(provider, popup)
}

/**
 * The Connect view's social logins: one wide button for a single provider, else a row of icons, each
 * named "Continue with …"; placeholders hold the row while the server says which it offers.
 */
export function SocialButtons(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const providers = useSocialProviders()
  const [all, setAll] = useState(false)
  if (providers === undefined)
    return <div className="latch-socials latch-socials-loading" aria-hidden="true" />
  if (providers.length === 0) return null
  if (providers.length === 1) {
    const only = providers[0]!
    return (
      <button
        type="button"
        className="latch-wallet latch-social-wide"
        onClick={() => startSocial(latch, only)}
      >
        <SocialIcon provider={only} />
        <span className="latch-wallet-name">{en.continueWith(socialName(only))}</span>
      </button>
    )
  }
  const shown = all || providers.length <= ROW ? providers : providers.slice(0, ROW - 1)
  return (
    <ul className="latch-socials" aria-label={en.socialLogins}>
      {shown.map((p) => (
        <li key={p}>
          <SocialIconButton
            provider={p}
            label={en.continueWith(socialName(p))}
            onClick={() => startSocial(latch, p)}
          />
        </li>
      ))}
      {shown.length < providers.length ? (
        <li>
          <button
            type="button"
            className="latch-social"
            aria-label={en.otherSocials}
            title={en.otherSocials}
            aria-expanded={false}
            onClick={() => setAll(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M5 12h.01M12 12h.01M19 12h.01"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </li>
      ) : null}
    </ul>
  )
}
