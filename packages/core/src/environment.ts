/** What Latch needs to know about where it runs; detected lazily, never at import time. */
export type Environment = {
  isMobile: boolean
  /** Inside a Telegram mini app. */
  isTelegram: boolean
  os: 'ios' | 'android' | 'mac' | 'other'
  /** iOS Safari, where WalletConnect pairings are reused (SPEC §4). */
  isSafariIos: boolean
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
  const ios = /iPhone|iPad|iPod/i.test(ua)
  const android = /Android/i.test(ua)
  const mac = !ios && /Macintosh|Mac OS X/i.test(ua)
  const telegram = Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  return {
    isMobile: ios || android || /Mobile/i.test(ua),
    isTelegram: telegram,
    os: ios ? 'ios' : android ? 'android' : mac ? 'mac' : 'other',
    isSafariIos: ios && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS/i.test(ua),
  }
}
