import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { freshEmail, SECURE_SITE } from './email-helpers.ts'

/** Picks email on the demo's Connect view. */
async function pickEmail(page: import('@playwright/test').Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(freshEmail())
  await page.getByRole('button', { name: 'Continue with email' }).click()
}

test('a page on an origin the project does not allow gets an unverified_domain alert, not a blank frame', async ({
  page,
  baseURL,
}) => {
  // The demo itself, relayed by a real server on a loopback port the project does not list.
  const relay = createServer(async (req, res) => {
    const upstream = await fetch(`${baseURL}${req.url}`)
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' })
    res.end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const unlisted = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
  test.info().attach('unlisted origin', { body: unlisted })
  await page.goto(`${unlisted}/`)
  await pickEmail(page)
  // The alert (SPEC §8), and the view saying the same where the visitor looks.
  await expect(page.getByRole('alert').filter({ hasText: `unverified_domain: ${unlisted}` })).toHaveCount(2)
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByRole('alert')).toHaveText(`unverified_domain: ${unlisted}`)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  relay.close()
})

test('a frame that never answers gives iframe_load_failed after 20 s, and the next try loads it', async ({
  page,
}) => {
  await page.clock.install()
  let refuse = true
  await page.route(`${SECURE_SITE}/frame?*`, (route) => (refuse ? route.abort() : route.continue()))
  await page.goto('/')
  await pickEmail(page)
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByText(/^Sending a code to/)).toBeVisible()
  // The 20 s start when the client adds the frame to the page (after its code has loaded): moving the
  // clock on before that would move nothing.
  await expect(page.locator('iframe[title="Latch wallet"]')).toBeAttached()
  await page.clock.fastForward(20_000)
  await expect(page.getByRole('alert').filter({ hasText: 'iframe_load_failed' })).toHaveCount(2)
  await expect(login.getByRole('alert')).toHaveText('iframe_load_failed')

  // Nothing stays stuck: once the frame loads, the same visitor goes on to the code.
  refuse = false
  await login.getByRole('button', { name: 'Use another email' }).click()
  const email = freshEmail()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  await expect(login.getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible({ timeout: 15_000 })
})

test("email login's code failing to download says 'Unable to load email login dependency', and a retry loads it", async ({
  page,
}) => {
  let refuse = true
  await page.route('**/assets/frame-client-*.js', (route) => (refuse ? route.abort() : route.continue()))
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // Focusing the field preloads the frame: its code fails to download, and that alerts nobody yet (an
  // alert raised then covered the Continue button, and the press landed on the alert).
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/frame-client-'))
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(freshEmail())
  await failed
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to load email login dependency' }),
  ).toHaveCount(0)
  // The press tries again, and says what failed.
  await page.getByRole('button', { name: 'Continue with email' }).click()
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByRole('alert')).toHaveText('Unable to load email login dependency')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to load email login dependency' }),
  ).toHaveCount(2)
  refuse = false
  await login.getByRole('button', { name: 'Use another email' }).click()
  const email = freshEmail()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  await expect(login.getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible({ timeout: 15_000 })
})
