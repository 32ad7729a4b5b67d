/**
 * The demo on phones (Chromium emulating a Pixel 7 and an iPhone 13: their screens, touch and user
 * agents): WalletConnect offers the wallet apps first, a tap opens one with the pairing URI (the link is
 * ready before the tap, so the navigation is the tap's own), the QR code is one tap away; the modal is
 * a bottom sheet that a swipe down on its header closes; the email wallet's approval takes a tap (a
 * finger does not hover, so the guard's resting-pointer rule is the mouse's only).
 */

import { type BrowserContext, devices, expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { frameAtRest, freshEmail, logIn, walletFrame } from './email-helpers.ts'
import { tapAtRest, tapCloseAccount, tapOnConnect } from './helpers.ts'

/** Trust Wallet's registry id: the demo lists it on its Connect view with `?featured=`. */
const TRUST = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0'

const { defaultBrowserType: _pixel, ...PIXEL_7 } = devices['Pixel 7']
const { defaultBrowserType: _iphone, ...IPHONE_13 } = devices['iPhone 13']

/**
 * Navigations to an app's own scheme (a wallet app opening), as the browser reports them. With no app
 * for the scheme, headless Chromium then holds the page's input (it asks about the external protocol),
 * so a journey ends with its app link.
 */
function appLinksOf(context: BrowserContext): string[] {
  const links: string[] = []
  context.on('request', (r) => {
    if (!/^(https?|wss?|data|blob):/.test(r.url())) links.push(r.url())
  })
  return links
}

/** Drags a finger from `from` down by `dy` px in steps, as a swipe (CDP touch events: real touch input). */
async function swipeDown(page: Page, from: { x: number; y: number }, dy: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] })
  for (let i = 1; i <= 10; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + (dy * i) / 10 }],
    })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

for (const [phone, device] of [
  ['Pixel 7', PIXEL_7],
  ['iPhone 13', IPHONE_13],
] as const) {
  test.describe(phone, () => {
    test.use(device)

    test('WalletConnect offers the wallet apps; a tap opens one on the pairing URI; the QR code is one tap away', async ({
      page,
      context,
    }) => {
      const appLinks = appLinksOf(context)
      await page.goto('/')
      await tapOnConnect(page, 'WalletConnect')
      const view = page.getByRole('dialog', { name: 'WalletConnect' })
      await expect(view.getByText('Open your wallet app to connect.')).toBeVisible()
      // Not the QR code first: the person holds the phone it would be scanned with.
      await expect(view.getByRole('img', { name: 'WalletConnect pairing code' })).toHaveCount(0)
      await tapAtRest(view, view.getByRole('button', { name: 'Use a wallet on another device' }))
      await expect(view.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible()
      const trust = view
        .getByRole('list', { name: 'Wallet apps' })
        .getByRole('link', { name: 'Trust Wallet' })
      await expect(trust).toHaveAttribute('href', /^trust:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
      const href = (await trust.getAttribute('href')) ?? ''
      await tapAtRest(view, trust)
      // The tap itself opened the app, on the URI that was ready before it.
      await expect.poll(() => appLinks).toEqual([href])
      await expect(view.getByText('Approve in Trust Wallet, then come back here.')).toBeVisible()
    })

    test('a wallet picked whose app does not open: said so, with where to get it and the QR code for another device', async ({
      page,
      context,
    }) => {
      const appLinks = appLinksOf(context)
      await page.goto(`/?featured=${TRUST}`)
      await tapOnConnect(page, 'Trust Wallet')
      const view = page.getByRole('dialog', { name: 'Trust Wallet' })
      // Open Trust Wallet (the tap that picked it opened the app too when the pairing link was ready).
      const open = view.getByRole('link', { name: 'Open Trust Wallet' })
      await expect(open).toHaveAttribute('href', /^trust:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
      const href = await open.getAttribute('href')
      await tapAtRest(view, open)
      await expect.poll(() => appLinks.at(-1)).toBe(href)
      // No Trust app on this phone: the page stays in front, and says so.
      await expect(view.getByRole('status')).toHaveText(
        'Trust Wallet did not open. Is it installed on this phone? Get Trust Wallet',
      )
      await expect(view.getByRole('link', { name: 'Get Trust Wallet' })).toHaveAttribute(
        'href',
        'https://trustwallet.com',
      )
      await expect(view.getByRole('button', { name: 'Use a wallet on another device' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    })

    test("the email wallet's approval takes a tap, and the signature verifies", async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto('/')
      const { address } = await logIn(page, freshEmail())
      await tapCloseAccount(page)
      await page.getByRole('button', { name: 'Sign message' }).tap()
      const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
      await expect(approve).toBeEnabled()
      await frameAtRest(page)
      await approve.tap()
      await expect(page.getByText('Signature verified')).toBeVisible()
      const signature = (await page.locator('code.wrap').textContent()) as `0x${string}`
      const message = 'Hello from the Latch demo'
      expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
    })

    test('the modal is a bottom sheet: a swipe down on its header closes it, a short one does not', async ({
      page,
    }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      const sheet = page.getByRole('dialog', { name: 'Connect Wallet' })
      await expect(sheet.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
      const box = (await sheet.boundingBox())!
      const viewport = page.viewportSize()!
      expect(Math.round(box.y + box.height)).toBe(viewport.height)
      expect(box.width).toBe(viewport.width)
      const header = (await sheet.getByRole('heading', { name: 'Connect Wallet' }).boundingBox())!
      const grip = { x: box.x + box.width / 2, y: header.y + header.height / 2 }
      await swipeDown(page, grip, 40)
      await expect(sheet).toBeVisible()
      await swipeDown(page, grip, 160)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  })
}
