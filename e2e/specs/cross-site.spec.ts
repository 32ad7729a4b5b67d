/**
 * A cross-site deployment: the demo opened as http://127.0.0.1:5173 while its wallet's secure site is
 * http://localhost:8788, another site (both loopback origins are secure contexts, as HTTPS is).
 *
 * In Chromium as shipped, with third-party cookies blocked (its strictest setting), the wallet frame
 * keeps its keys in storage partitioned by the app's site: email login, signing and a reload all work,
 * and the same person on an app of the secure site's own site is another browser to the wallet.
 *
 * Where a browser gives a frame of another site no storage at all (Chromium with storage partitioning
 * turned off, as an enterprise policy can and as Playwright's own launch does), the visitor reads why
 * and what to do, in their language, never the browser's raw error, and nothing they typed is lost.
 */
import { test as base, expect, type Page } from '@playwright/test'
import { launchShippedChromium } from '../shipped-chromium.ts'
import {
  disconnectFromAccount,
  freshEmail,
  logIn,
  pressInFrame,
  SECURE_SITE,
  short,
  signInFrameAndVerify,
} from './email-helpers.ts'
import { authenticator, continueWithPasskey, loginMethods, shownAddress } from './passkey-helpers.ts'

/** A page of Chromium as shipped (see shipped-chromium.ts), third-party cookies blocked. */
const test = base.extend<{ shipped: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none)
  shipped: async ({}, use) => {
    const { browser, close } = await launchShippedChromium()
    try {
      await use(await (await browser.newContext()).newPage())
    } finally {
      await close()
    }
  },
})

test('cross-site in Chromium as shipped, third-party cookies blocked: email login, sign and reload work', async ({
  shipped: page,
}) => {
  test.setTimeout(120_000)
  await page.goto(CROSS_SITE_DEMO)
  const email = freshEmail()
  const { address } = await logIn(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The wallet frame is a third party here, and the browser refuses it cookies: the strict setting holds.
  const frame = page.frames().find((f) => f.url().startsWith(SECURE_SITE))
  expect(frame).toBeDefined()
  expect(
    await frame?.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the probe is what a page's own cookie write does
      document.cookie = 'probe=1; SameSite=None; Secure; Path=/'
      return document.cookie.includes('probe=1')
    }),
  ).toBe(false)

  // Sign: approved in the frame, verified here against the address.
  await page.keyboard.press('Escape')
  await signInFrameAndVerify(page, address, 'Signed across sites')

  // A reload keeps the session: the frame found its keys in its partitioned storage.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 15_000 })
  await expect(page.getByRole('button', { name: short(address) })).toBeVisible()

  // The same person on an app of the secure site's own site, in the same browser: that storage is not
  // the partition above, so the wallet asks to approve this browser (the mail), as for a new device.
  await page.goto('http://localhost:5173/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  await expect(
    page.getByText(`Open the approval link we mailed to ${email} to add this browser.`),
  ).toBeVisible()
})

const CROSS_SITE_DEMO = 'http://127.0.0.1:5173/'
const EN = { connect: 'Connect Wallet', email: 'Email', continue: 'Continue with email' }
const DE = { connect: 'Wallet verbinden', email: 'E-Mail', continue: 'Weiter mit E-Mail' }

test('cross-site in Chromium as shipped: a passkey added in the frame logs in to the same wallet', async ({
  shipped: page,
}) => {
  test.setTimeout(120_000)
  const { cdp, id } = await authenticator(page)
  await page.goto(CROSS_SITE_DEMO)
  const { address } = await logIn(page, freshEmail())
  // The frame of another site creates the passkey (its iframe allows WebAuthn), for the secure site.
  const methods = await loginMethods(page)
  await methods.getByRole('button', { name: 'Add a passkey' }).click()
  await pressInFrame(page, 'Create passkey')
  await expect(
    methods.getByRole('list', { name: 'Login methods' }).getByText('Passkey', { exact: true }),
  ).toBeVisible()
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })
  expect(credentials.map((c) => c.rpId)).toEqual(['localhost'])
  // Signed out, the passkey logs in to the same wallet, with no code mailed.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: short(address) }).click()
  await disconnectFromAccount(page)
  await continueWithPasskey(page)
  expect(await shownAddress(page)).toBe(address)
})

for (const [locale, said] of [
  [
    'en',
    /^This browser does not let the wallet keep its keys while it is inside another site\. Allow cookies and site data for localhost:8788/,
  ],
  [
    'de',
    /^Dieser Browser lässt die Wallet ihre Schlüssel nicht speichern, solange sie in eine andere Website eingebettet ist\. Erlaube Cookies und Websitedaten für localhost:8788/,
  ],
] as const) {
  test(`email login where the browser gives the frame no storage (partitioning off) says so and what to do (${locale})`, async ({
    page,
  }) => {
    await page.goto(CROSS_SITE_DEMO)
    await page.getByLabel('Language', { exact: true }).selectOption(locale)
    const words = locale === 'en' ? EN : DE
    await page.getByRole('button', { name: words.connect }).click()
    const connect = page.getByRole('dialog', { name: words.connect })
    await connect.getByRole('textbox', { name: words.email }).fill(freshEmail())
    await connect.getByRole('button', { name: words.continue }).click()
    const problem = page.getByRole('dialog').getByRole('alert')
    await expect(problem).toHaveText(said, { timeout: 15_000 })
    await expect(problem).not.toContainText('denied permission')
  })
}
