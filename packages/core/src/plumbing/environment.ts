/** What Latch needs to know about where it runs; detected lazily, never at import time. */
export type Environment = {
  isMobile: boolean
  /** Inside a Telegram mini app. */
  isTelegram: boolean
  os: 'ios' | 'android' | 'mac' | 'other'
  /** iOS Safari, where WalletConnect pairings are reused (SPEC §4). */
  isSafariIos: boolean
  /**
   * Inside a wallet app's own browser (MetaMask, Coinbase Wallet, Trust, Rainbow, …), by its user agent:
   * the wallet is injected into the page, and a link to another wallet app or a QR code is no use there.
   */
  isWalletBrowser: boolean
}

/**
 * What wallet apps put in their own browsers' user agents (MetaMask Mobile, Coinbase Wallet, Trust
 * Wallet, Rainbow, OKX, Bitget, Phantom, TokenPocket, imToken, Zerion, Uniswap Wallet).
 */
export const WALLET_BROWSER_UA =
  /MetaMaskMobile|Coinbase(Wallet|Browser)|Trust(\/|Wallet)|Rainbow\/|OKApp|BitKeep|Bitget|Phantom\/|TokenPocket|imToken|Zerion|Uniswap(\/|Wallet)/i

/** The part of a Telegram Mini App's `window.Telegram.WebApp` Latch uses; each member is checked before use. */
export type TelegramWebApp = {
  openLink?: (url: string) => void
  openTelegramLink?: (url: string) => void
  viewportStableHeight?: number
  onEvent?: (event: 'viewportChanged', handler: () => void) => void
  offEvent?: (event: 'viewportChanged', handler: () => void) => void
}

/**
 * The Mini App's `Telegram.WebApp`, when the page runs inside Telegram; undefined elsewhere and under
 * server rendering.
 *
 * @example
 * telegramWebApp()?.viewportStableHeight // 512 inside a half-open Mini App
 */
export function telegramWebApp(): TelegramWebApp | undefined {
  const app = (globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp
  return app && typeof app === 'object' ? (app as TelegramWebApp) : undefined
}

/**
 * Reads the environment from the browser; under server rendering everything is false.
 *
 * @example
 * detectEnvironment().isMobile
 */
export function detectEnvironment(): Environment {
  const nav = globalThis.navigator as Navigator | undefined
  const ua = nav?.userAgent ?? ''
  const ios = /iP(hone|ad|od)/i.test(ua)
  const android = /Android/i.test(ua)
  const mac = !ios && /Mac(intosh| OS X)/i.test(ua)
  const telegram = telegramWebApp() !== undefined
  return {
    isMobile: ios || android || /Mobile/i.test(ua),
    isTelegram: telegram,
    os: ios ? 'ios' : android ? 'android' : mac ? 'mac' : 'other',
    isSafariIos: ios && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS/i.test(ua),
    isWalletBrowser: WALLET_BROWSER_UA.test(ua),
  }
}
