/**
 * The demo where wallet users often are: inside a wallet app's own browser (MetaMask, Coinbase Wallet,
 * Trust Wallet, Rainbow: their phones' user agents and an injected provider, emulated in Chromium) and
 * inside a Telegram Mini App (a `window.Telegram.WebApp` recording what it is asked to open). The
 * injected provider is a real one: its calls go to the devnet chain, whose unlocked account signs.
 */
import { type BrowserContextOptions, devices, expect, type Page, test } from '@playwright/test'
import { announceWallet } from '../announce.ts'
import { anvilRequest } from '../fresh-apps/injected-wallet.ts'
import { short } from './email-helpers.ts'
import { IN_APP_ACCOUNT, RPC_A, tapAtRest, tapCloseAccount, tapOnConnect } from './helpers.ts'

const { defaultBrowserType: _i, ...IPHONE_13 } = devices['iPhone 13']
const { defaultBrowserType: _p, ...PIXEL_7 } = devices['Pixel 7']

const SHORT = short(IN_APP_ACCOUNT)

/** Each wallet's browser: its phone, the marker its user agent carries, and how it injects itself. */
const WALLETS = [
  { name: 'MetaMask', rdns: 'io.metamask', device: IPHONE_13, ua: 'MetaMaskMobile/7.31.0', announces: true },
  {
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    device: PIXEL_7,
    ua: 'CoinbaseWallet/28.60.0',
    announces: true,
  },
  { name: 'Rainbow', rdns: 'me.rainbow', device: IPHONE_13, ua: 'Rainbow/1.9.45', announces: true },
  // Only window.ethereum, no EIP-6963: listed as the page's Browser Wallet.
  { name: 'Browser Wallet', rdns: '', device: PIXEL_7, ua: 'Trust/10.2.0', announces: false },
] as const

/** The wallet's browser: its device, its user agent, its provider injected before the page's scripts. */
async function insideWallet(
  browser: import('@playwright/test').Browser,
  baseURL: string | undefined,
  w: (typeof WALLETS)[number],
): Promise<Page> {
  const device: BrowserContextOptions = w.device
  const context = await browser.newContext({ ...device, baseURL, userAgent: `${device.userAgent} ${w.ua}` })
  const request = anvilRequest(RPC_A, IN_APP_ACCOUNT)
  await context.addInitScript(
    w.announces
      ? announceWallet({ name: w.name, rdns: w.rdns, request })
      : `window.ethereum = { request: ${request}, on() {}, removeListener() {} }`,
  )
  return context.newPage()
}

for (const w of WALLETS) {
  test(`inside ${w.ua.split('/')[0]}'s browser: only the wallets injected there, no WalletConnect or All Wallets; one tap connects ${w.name}, which signs`, async ({
    browser,
    baseURL,
  }) => {
    const page = await insideWallet(browser, baseURL, w)
    const sockets: string[] = []
    page.on('websocket', (ws) => sockets.push(ws.url()))
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
    const wallet = list.getByRole('button', { name: w.name, exact: true })
    await expect(wallet).toBeVisible()
    // What would send the person to another app is not offered, and no pairing was prepared.
    await expect(list.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
    await expect(list.getByRole('button', { name: 'All Wallets' })).toHaveCount(0)
    expect(sockets).toEqual([])
    await tapAtRest(page.getByRole('dialog', { name: 'Connect Wallet' }), wallet)
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(
      page.getByRole('dialog', { name: 'Account' }).getByText(SHORT, { exact: true }),
    ).toBeVisible()
    await tapCloseAccount(page)
    // The wallet's own provider signs, and the page checks the signature against its address.
    await page.getByRole('button', { name: 'Sign message' }).tap()
    await expect(page.getByRole('region', { name: 'Sign a message' }).getByRole('status')).toHaveText(
      'Signature verified',
    )
    await page.context().close()
  })
}

test('a wallet browser whose provider announces a name it is not is listed by that name, as text, like any announcement', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    ...(PIXEL_7 as BrowserContextOptions),
    baseURL,
    userAgent: `${PIXEL_7.userAgent} MetaMaskMobile/7.31.0`,
  })
  await context.addInitScript(
    announceWallet({
      name: '<img src=x onerror=alert(1)>Coinbase',
      rdns: 'com.fake',
      request: anvilRequest(RPC_A),
    }),
  )
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()
  const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: '<img src=x onerror=alert(1)>Coinbase' })).toBeVisible()
  await expect(list.locator('img[src=x]')).toHaveCount(0)
  await context.close()
})

/** A Telegram Mini App's WebApp, half open (480 px of the phone's screen visible), recording what it opens. */
const TELEGRAM = `(() => {
  const handlers = new Set()
  window.__opened = []
  window.__telegramResize = (px) => { window.Telegram.WebApp.viewportStableHeight = px; for (const h of handlers) h() }
  window.Telegram = { WebApp: {
    platform: 'ios',
    viewportStableHeight: 480,
    openLink: (url) => window.__opened.push(['openLink', url]),
    openTelegramLink: (url) => window.__opened.push(['openTelegramLink', url]),
    onEvent: (event, h) => { if (event === 'viewportChanged') handlers.add(h) },
    offEvent: (event, h) => handlers.delete(h),
  } }
})()`

test.describe('inside a Telegram Mini App', () => {
  test.use(IPHONE_13)

  test('the modal fits the visible part of the Mini App, and follows it as the Mini App expands', async ({
    page,
  }) => {
    await page.addInitScript(TELEGRAM)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    const sheet = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(sheet.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    const half = (await sheet.boundingBox())!
    // Its bottom edge is at the bottom of what Telegram shows, not of the page below the fold.
    expect(Math.round(half.y + half.height)).toBe(480)
    await page.evaluate(() =>
      (window as unknown as { __telegramResize: (px: number) => void }).__telegramResize(664),
    )
    await expect
      .poll(async () =>
        Math.round(((await sheet.boundingBox())?.y ?? 0) + ((await sheet.boundingBox())?.height ?? 0)),
      )
      .toBe(664)
  })

  test("a wallet app opens through Telegram's openLink on its universal link carrying the pairing URI; the page stays", async ({
    page,
  }) => {
    await page.addInitScript(TELEGRAM)
    const left: string[] = []
    page.on('request', (r) => {
      if (!/^(https?:\/\/(127\.0\.0\.1|localhost)|wss?:|data:|blob:)/.test(r.url())) left.push(r.url())
    })
    await page.goto('/')
    await tapOnConnect(page, 'WalletConnect')
    const view = page.getByRole('dialog', { name: 'WalletConnect' })
    const trust = view.getByRole('list', { name: 'Wallet apps' }).getByRole('link', { name: 'Trust Wallet' })
    // A web link, since Telegram opens nothing else: the system browser hands it to the app.
    await expect(trust).toHaveAttribute(
      'href',
      /^https:\/\/link\.trustwallet\.com\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/,
    )
    const href = (await trust.getAttribute('href'))!
    await tapAtRest(view, trust)
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened))
      .toEqual([['openLink', href]])
    await expect(view.getByText('Approve in Trust Wallet, then come back here.')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(left).toEqual([])
  })
})
