/**
 * Sign In With Farcaster (SPEC §4 ConnectingFarcaster) as a person does it in the demo: the Farcaster
 * button, the request's QR code and link, the approval in the visitor's Farcaster app (the devnet's,
 * answering through the devnet relay with the key that holds the id in the IdRegistry stand-in), and
 * the wallet in the secure frame.
 */
import { approveSignIn, DEVNET_FARCASTER_USERNAME, registerFid } from '@latch/devnet/farcaster'
import { DEVNET_EMBEDDED_PORTS } from '@latch/devnet/server-config'
import { expect, type Page, test } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { disconnectFromAccount, freshEmail, logIn, pressInFrame, walletFrame } from './email-helpers.ts'
import { atRest, RPC_A } from './helpers.ts'

const RELAY = `http://127.0.0.1:${DEVNET_EMBEDDED_PORTS.farcasterRelay}`

/** Presses Farcaster in the Connect view; returns the request's URL once its code shows. */
async function openFarcaster(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const row = connect.getByRole('list', { name: 'Social logins' })
  await expect(row).toBeVisible()
  await atRest(row)
  const button = connect.getByRole('button', { name: 'Continue with Farcaster' })
  if (!(await button.isVisible())) await connect.getByRole('button', { name: 'Other social logins' }).click()
  await atRest(button)
  await button.click()
  const view = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  await expect(view.getByRole('img', { name: 'Farcaster sign-in code' })).toBeVisible()
  const link = view.getByRole('link', { name: 'Open in Farcaster' })
  await expect(link).toHaveAttribute('href', /^farcaster:\/\/connect\?/)
  return (await link.getAttribute('href'))!
}

/** A Farcaster account: a fresh custody key and the id it holds. */
async function caster() {
  const signer = privateKeyToAccount(generatePrivateKey())
  return { signer, fid: await registerFid(RPC_A, signer.address) }
}

test('approved in the Farcaster app, the request connects the wallet, named by the Farcaster handle; a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const url = await openFarcaster(page)
  // The request as the visitor sees it: the code centred, its two actions apart (the code, new each
  // time, is masked).
  const view = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  await page.mouse.move(0, 0)
  await atRest(view)
  await expect(view).toHaveScreenshot('farcaster-request.png', {
    animations: 'disabled',
    mask: [view.getByRole('img', { name: 'Farcaster sign-in code' })],
    maxDiffPixelRatio: 0.002,
  })
  const { signer, fid } = await caster()
  await approveSignIn(RELAY, url, { signer, fid, username: 'alice' })
  const saved = walletFrame(page).getByRole('button', { name: 'I saved my recovery code' })
  await expect(saved).toBeVisible({ timeout: 20_000 })
  await pressInFrame(page, 'I saved my recovery code')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText('Farcaster (alice)')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = await page.locator('dd').nth(1).textContent()
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect(await page.locator('dd').nth(1).textContent()).toBe(address)
})

test('a signature by an account that does not hold the id says "Failed to connect to farcaster"; Try again shows a new request', async ({
  page,
}) => {
  await page.goto('/')
  const url = await openFarcaster(page)
  const { fid } = await caster()
  await approveSignIn(RELAY, url, { signer: privateKeyToAccount(generatePrivateKey()), fid })
  const view = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  await expect(view.getByText('Failed to connect to farcaster')).toBeVisible({ timeout: 15_000 })
  await view.getByRole('button', { name: 'Try again' }).click()
  const again = view.getByRole('link', { name: 'Open in Farcaster' })
  await expect(again).toHaveAttribute('href', /^farcaster:\/\/connect\?/)
  expect(await again.getAttribute('href')).not.toBe(url)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('leaving the request clears it: an approval that comes afterwards connects nothing', async ({
  page,
}) => {
  await page.goto('/')
  const url = await openFarcaster(page)
  await page
    .getByRole('dialog', { name: 'Log in with Farcaster' })
    .getByRole('button', { name: 'Back' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  const { signer, fid } = await caster()
  await approveSignIn(RELAY, url, { signer, fid })
  await page.waitForTimeout(3_000)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})

test("a person approves on the devnet relay's page, as its test Farcaster account", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const url = await openFarcaster(page)
  const app = await context.newPage()
  await app.goto(RELAY)
  // This request's row (other tests' requests may be waiting too).
  const token = new URL(url).searchParams.get('channelToken')
  await app.locator(`form:has(input[value="${token}"])`).getByRole('button', { name: 'Approve' }).click()
  // The test account's first login makes its wallet; on a stack that ran this before, the account has
  // one and this new browser is asked for its recovery code: either way the login opened that account.
  const saved = walletFrame(page).getByRole('button', { name: 'I saved my recovery code' })
  const known = walletFrame(page).getByRole('heading', { name: 'Enter your recovery code' })
  await expect
    .poll(async () => (await saved.isVisible()) || (await known.isVisible()), { timeout: 20_000 })
    .toBe(true)
  if (await known.isVisible()) return
  await pressInFrame(page, 'I saved my recovery code')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(`Farcaster (${DEVNET_FARCASTER_USERNAME})`)).toBeVisible()
})

test('a signed-in visitor adds Farcaster from Login methods, then logs in with it to the same wallet', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Login methods' }).click()
  const methods = page.getByRole('dialog', { name: 'Login methods' })
  await methods.getByRole('button', { name: 'Add Farcaster' }).click()
  const view = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  const link = view.getByRole('link', { name: 'Open in Farcaster' })
  await expect(link).toHaveAttribute('href', /^farcaster:\/\/connect\?/)
  const { signer, fid } = await caster()
  await approveSignIn(RELAY, (await link.getAttribute('href'))!, { signer, fid, username: 'bob' })
  // Back on Login methods, where it is listed.
  await expect(methods.getByRole('list', { name: 'Login methods' }).getByText('Farcaster (bob)')).toBeVisible(
    {
      timeout: 15_000,
    },
  )

  // Signed out, Farcaster logs in to the same wallet (this browser holds it: no recovery code).
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^0x/ }).click()
  await disconnectFromAccount(page)
  const url = await openFarcaster(page)
  await approveSignIn(RELAY, url, { signer, fid, username: 'bob' })
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect(await page.locator('dd').nth(1).textContent()).toBe(address)
})
