/**
 * Inside a Telegram Mini App the page is a WebView that Telegram owns: a link to another site or app
 * opens only through Telegram's own `openLink` (the system browser, and from there the wallet app by
 * its universal link) or `openTelegramLink` (a t.me link, in Telegram itself), and only the top of the
 * page, `viewportStableHeight` px tall, is on screen until the Mini App is expanded.
 */
import { telegramWebApp } from './environment.ts'

const TELEGRAM_LINK = /^https:\/\/(t\.me|telegram\.me)\//i

/**
 * Opens a link the visitor pressed through Telegram when the page is a Mini App: a t.me link with
 * `openTelegramLink`, any other https link with `openLink`. False (nothing done) outside Telegram, for
 * any other scheme, or when the Mini App lacks the method: the caller then lets the link do what it
 * would anyway. Call it in the press itself: Telegram opens links only from a person's action.
 *
 * @example
 * anchor.onclick = (e) => { if (openThroughTelegram(anchor.href)) e.preventDefault() }
 */
export function openThroughTelegram(url: string): boolean {
  const app = telegramWebApp()
  if (!app) return false
  if (TELEGRAM_LINK.test(url) && typeof app.openTelegramLink === 'function') {
    app.openTelegramLink(url)
    return true
  }
  if (/^https?:\/\//i.test(url) && typeof app.openLink === 'function') {
    app.openLink(url)
    return true
  }
  return false
}

/**
 * Calls `onChange` with the height of the Mini App's visible area now and whenever Telegram reports a
 * new one; returns the unsubscribe. Nothing happens outside Telegram or when it reports no height.
 *
 * @example
 * const stop = watchTelegramViewport((px) => root.style.setProperty('--tg-viewport-stable-height', `${px}px`))
 */
export function watchTelegramViewport(onChange: (px: number | undefined) => void): () => void {
  const app = telegramWebApp()
  if (!app) return () => {}
  const read = () => {
    const px = app.viewportStableHeight
    onChange(typeof px === 'number' && Number.isFinite(px) && px > 0 ? px : undefined)
  }
  read()
  if (typeof app.onEvent !== 'function') return () => {}
  app.onEvent('viewportChanged', read)
  return () => app.offEvent?.('viewportChanged', read)
}
