import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectEnvironment } from './environment.ts'

const ua = (userAgent: string) => vi.stubGlobal('navigator', { userAgent })
afterEach(() => vi.unstubAllGlobals())

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36'

describe('detectEnvironment', () => {
  it.each([
    ['MetaMask', `${IPHONE} Mobile/15E148 MetaMaskMobile/7.31.0`],
    ['Coinbase Wallet', `${ANDROID} CoinbaseWallet/28.60.0`],
    ['Trust Wallet', `${ANDROID} Trust/10.2.0`],
    ['Rainbow', `${IPHONE} Mobile/15E148 Rainbow/1.9.45`],
  ])("knows %s's own browser by its user agent", (_wallet, userAgent) => {
    ua(userAgent)
    expect(detectEnvironment()).toMatchObject({ isMobile: true, isWalletBrowser: true })
  })

  it('a phone browser, a desktop and a server are no wallet browser', () => {
    ua(`${IPHONE} Version/17.5 Mobile/15E148 Safari/604.1`)
    expect(detectEnvironment()).toMatchObject({ isMobile: true, isWalletBrowser: false, isSafariIos: true })
    ua(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
    )
    expect(detectEnvironment()).toMatchObject({ isMobile: false, isWalletBrowser: false })
    vi.stubGlobal('navigator', undefined)
    expect(detectEnvironment()).toEqual({
      isMobile: false,
      isTelegram: false,
      os: 'other',
      isSafariIos: false,
      isWalletBrowser: false,
    })
  })

  it('knows a Telegram Mini App by its WebApp object', () => {
    ua(ANDROID)
    vi.stubGlobal('Telegram', { WebApp: { platform: 'android' } })
    expect(detectEnvironment()).toMatchObject({ isTelegram: true, os: 'android' })
  })
})
