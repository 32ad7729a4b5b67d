/**
 * The social login pop-up (SPEC §4: 600×800), opened synchronously in the visitor's click so no browser
 * blocks it, on the secure site's loading page until the provider's page is known. Inside an in-app
 * browser or a WebView, where providers refuse embedded logins (Google answers 403
 * `disallowed_useragent`) and pop-ups often open nowhere, there is no pop-up: the login takes the whole
 * page to the provider and back.
 */

import { AUTH_PATHS } from '@latch/protocol/embedded/auth-paths'
import { WALLET_BROWSER_UA } from '../plumbing/environment.ts'
import type { EmbeddedWalletConnector } from './frame-types.ts'

/** The pop-up's size (SPEC §4) and its window name: a second login reuses the window. */
export const SOCIAL_POPUP = { width: 600, height: 800, name: 'latch-social' } as const

/**
 * Whether the browser is an app's embedded browser or a WebView (Facebook, Instagram, LINE, WeChat,
 * TikTok, Snapchat, X, a wallet app's browser, an Android WebView, an iOS WKWebView without Safari's
 * token).
 *
 * @example
 * isInAppBrowser('Mozilla/5.0 (iPhone; …) Instagram 300.0') // true
 */
export function isInAppBrowser(userAgent: string): boolean {
  return (
    /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|musical_ly|BytedanceWebview|TikTok|Snapchat|Twitter|; wv\)/i.test(
      userAgent,
    ) ||
    WALLET_BROWSER_UA.test(userAgent) ||
    (/iPhone|iPad|iPod/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent))
  )
}

/**
 * Opens the social login pop-up: call it in the click handler itself, before anything is awaited, and
 * hand the window to `latch.email.connectSocial`. Null when there is no pop-up: no embedded wallet, an
 * in-app browser, a blocked pop-up; the login then takes the whole page.
 *
 * @example
 * button.onclick = () => void latch.email.connectSocial('google', openSocialPopup(latch))
 */
export function openSocialPopup(latch: {
  readonly options: { readonly embeddedWallet?: Pick<EmbeddedWalletConnector, 'origin'> | undefined }
}): Window | null {
  const site = latch.options.embeddedWallet?.origin
  if (!site || typeof window === 'undefined' || isInAppBrowser(navigator.userAgent)) return null
  const { width, height, name } = SOCIAL_POPUP
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
  return window.open(
    `${site}${AUTH_PATHS.socialLoading}`,
    name,
    `popup,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`,
  )
}
