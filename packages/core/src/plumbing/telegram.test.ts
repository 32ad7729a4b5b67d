import { afterEach, describe, expect, it, vi } from 'vitest'
import { telegramWebApp } from './environment.ts'
import { openThroughTelegram, watchTelegramViewport } from './telegram.ts'

afterEach(() => vi.unstubAllGlobals())

/** A Mini App's WebApp object recording what it was asked to open. */
function miniApp(height = 480) {
  const opened: [string, string][] = []
  const handlers = new Set<() => void>()
  const app = {
    viewportStableHeight: height,
    openLink: (url: string) => opened.push(['openLink', url]),
    openTelegramLink: (url: string) => opened.push(['openTelegramLink', url]),
    onEvent: (_event: string, h: () => void) => handlers.add(h),
    offEvent: (_event: string, h: () => void) => handlers.delete(h),
  }
  vi.stubGlobal('Telegram', { WebApp: app })
  return { app, opened, handlers }
}

describe('openThroughTelegram', () => {
  it('opens t.me links in Telegram and web links through its browser; other schemes are left alone', () => {
    const { opened } = miniApp()
    expect(openThroughTelegram('https://t.me/wallet?startattach=wc')).toBe(true)
    expect(openThroughTelegram('https://link.trustwallet.com/wc?uri=wc%3Aabc')).toBe(true)
    expect(openThroughTelegram('trust://wc?uri=wc%3Aabc')).toBe(false)
    expect(openThroughTelegram('javascript:alert(1)')).toBe(false)
    expect(opened).toEqual([
      ['openTelegramLink', 'https://t.me/wallet?startattach=wc'],
      ['openLink', 'https://link.trustwallet.com/wc?uri=wc%3Aabc'],
    ])
  })

  it('does nothing outside Telegram, or in a Mini App without the method', () => {
    expect(telegramWebApp()).toBeUndefined()
    expect(openThroughTelegram('https://example.com')).toBe(false)
    vi.stubGlobal('Telegram', { WebApp: {} })
    expect(openThroughTelegram('https://example.com')).toBe(false)
  })
})

describe('watchTelegramViewport', () => {
  it('reports the visible height now and on every change, until stopped', () => {
    const { app, handlers } = miniApp(480)
    const seen: (number | undefined)[] = []
    const stop = watchTelegramViewport((px) => seen.push(px))
    app.viewportStableHeight = 760
    for (const h of handlers) h()
    stop()
    expect(handlers.size).toBe(0)
    expect(seen).toEqual([480, 760])
  })

  it('reports no height for a nonsense one, and nothing outside Telegram', () => {
    miniApp(Number.NaN)
    const seen: (number | undefined)[] = []
    watchTelegramViewport((px) => seen.push(px))()
    vi.unstubAllGlobals()
    watchTelegramViewport((px) => seen.push(px))()
    expect(seen).toEqual([undefined])
  })
})
