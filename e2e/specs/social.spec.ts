/**
 * Social login (SPEC §4) as a person does it in the demo: the provider's button, the real pop-up on the
 * devnet's identity provider, the wallet in the secure frame; closed pop-ups, refusals, the timeout, and
 * the page as the attacker.
 */
import { expect, type Page, test } from '@playwright/test'
import {
  approveFrom,
  disconnectFromAccount,
  enterCode,
  freshEmail,
  logIn,
  mailedCode,
  pressInFrame,
  walletFrame,
} from './email-helpers.ts'
import { atProvider, openProvider } from './social-helpers.ts'

/** Saves a new wallet's recovery code, then waits for the Account view; the address the demo shows. */
async function connected(page: Page): Promise<string> {
  const saved = walletFrame(page).getByRole('button', { name: 'I saved my recovery code' })
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect
    .poll(async () => (await saved.isVisible()) || (await account.isVisible()), { timeout: 30_000 })
    .toBe(true)
  if (await saved.isVisible()) await pressInFrame(page, 'I saved my recovery code')
  await expect(account).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  return (await page.locator('dd').nth(1).textContent()) ?? ''
}

test('the same verified email by email login and by GitHub is one wallet; the pop-up logs in; a reload keeps the session', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  const email = freshEmail()
  const { address } = await logIn(page, email)
  await disconnectFromAccount(page)

  const popup = await openProvider(page, 'GitHub')
  // The pop-up opened in the click, on the secure site's page, then went to the provider.
  expect(popup.url()).toMatch(/^http:\/\/(localhost:8788|127\.0\.0\.1:4400)\//)
  await expect(page.getByRole('dialog', { name: 'Log in with GitHub' })).toBeVisible()
  await expect(page.getByText('Continue in the GitHub window that opened')).toBeVisible()
  await atProvider(popup, email)
  // The callback page closes the pop-up itself once it has posted the result.
  await expect.poll(() => popup.isClosed()).toBe(true)
  expect(await connected(page)).toBe(address)
  const account = page.getByRole('dialog', { name: 'Account' })
  // An email past 30 characters shows cut to 30 (SPEC §9), whole in its title.
  // Cut before the @, so the domain stays whole: 15 + '...' + '@example.com' is 30.
  await expect(account.getByTitle(email)).toHaveText(`${email.slice(0, 15)}...@example.com`)
  await expect(account.getByText(`GitHub (${email.split('@')[0]})`)).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 30_000 })
  await expect(page.locator('dd').nth(1)).toHaveText(address)
})

test('an account a provider gave no email (X) logs in and shows the handle; nothing secret reaches the page', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const requests: string[] = []
  page.on('request', (r) => requests.push(`${r.url()} ${r.postData() ?? ''}`))
  await page.goto('/')
  const email = freshEmail()
  const popup = await openProvider(page, 'X')
  await atProvider(popup, email)
  await connected(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(`X (${email.split('@')[0]})`)).toBeVisible()
  // X shares no email: the account has none to show or change.
  await expect(account.getByRole('button', { name: /Change email/ })).toHaveCount(0)
  // What the host page can read: its storage and every request it made. No provider token, no client
  // secret, no session token.
  const readable = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  for (const text of [readable, ...requests]) {
    expect(text).not.toMatch(/access_token|id_token|client_secret|latch-devnet-secret/i)
    expect(text).not.toMatch(/Bearer /)
  }

  // It adds an email from Login methods: only the new address's code, and the email logs in there.
  await account.getByRole('button', { name: 'Login methods' }).click()
  const methods = page.getByRole('dialog', { name: 'Login methods' })
  await methods.getByRole('button', { name: 'Add an email' }).click()
  const adding = page.getByRole('dialog', { name: 'Add an email' })
  const added = freshEmail()
  await adding.getByLabel('Email').fill(added)
  await adding.getByRole('button', { name: 'Continue with email' }).click()
  await expect(adding.getByText(added)).toBeVisible()
  await adding.getByLabel('Code').fill(await mailedCode(added, /confirms your new email$/))
  await adding.getByRole('button', { name: 'Verify' }).click()
  const list = methods.getByRole('list', { name: 'Login methods' })
  // (Shown cut past 30 characters, SPEC §9; whole in its title.)
  await expect(list.getByTitle(added)).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(methods.getByRole('button', { name: 'Add an email' })).toHaveCount(0)
})

test('a closed pop-up says Popup closed, and Try again opens a new one', async ({ page }) => {
  await page.goto('/')
  const popup = await openProvider(page, 'Google')
  await popup.close()
  const dialog = page.getByRole('dialog', { name: 'Log in with Google' })
  await expect(dialog.getByText('Popup closed')).toBeVisible({ timeout: 5_000 })
  const again = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const next = await again
  await atProvider(next, freshEmail())
  await connected(page)
})

test("a denied consent shows the provider's reason and a retry", async ({ page }) => {
  await page.goto('/')
  const popup = await openProvider(page, 'Discord')
  await atProvider(popup, 'deny')
  const dialog = page.getByRole('dialog', { name: 'Log in with Discord' })
  await expect(dialog.getByText('The login was declined: The test identity denied access')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('no answer in 45 s offers a retry; an answer that still comes connects', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const popup = await openProvider(page, 'Apple')
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 })
  await page.clock.fastForward('00:46')
  const dialog = page.getByRole('dialog', { name: 'Log in with Apple' })
  await expect(dialog.getByText('The login did not finish in time')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  await atProvider(popup, freshEmail())
  await connected(page)
})

test('the host page as the attacker: a forged result, or one from another origin, opens nothing', async ({
  page,
}) => {
  await page.goto('/')
  const popup = await openProvider(page, 'Google')
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 })
  // The page posts itself results of the right shape: from its own origin they are ignored (not the
  // secure site's); a result needs the frame's secret besides.
  await page.evaluate(() =>
    window.postMessage(
      { type: 'latch:social-result', state: 's'.repeat(43), result: 'r'.repeat(43) },
      location.origin,
    ),
  )
  await page.waitForTimeout(1_500)
  await expect(page.getByText('Continue in the Google window that opened')).toBeVisible()
  await expect(page.getByTestId('status')).not.toHaveText('connected')
  await popup.close()
})

test('email login still works beside the social logins', async ({ page }) => {
  await page.goto('/')
  await logIn(page, freshEmail())
})

test('inside an in-app browser the login takes the whole page to the provider and back, connected', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 Instagram 360.0.0.0',
  })
  const page = await context.newPage()
  let popups = 0
  page.on('popup', () => popups++)
  await page.goto('/?from=ad#pricing')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Continue with Google' }).click()
  // The page itself goes to the provider.
  await page.waitForURL(/127\.0\.0\.1:4400/)
  await atProvider(page, freshEmail())
  // Back on the page it left, with the result read from the fragment and the page's own put back.
  await page.waitForURL((u) => u.pathname === '/' && u.search === '?from=ad' && u.hash === '#pricing')
  const saved = walletFrame(page).getByRole('button', { name: 'I saved my recovery code' })
  await expect(saved).toBeVisible({ timeout: 30_000 })
  await pressInFrame(page, 'I saved my recovery code')
  await expect(page.getByTestId('status')).toHaveText('connected', { timeout: 30_000 })
  expect(new URL(page.url()).hash).toBe('#pricing')
  expect(popups).toBe(0)
  await context.close()
})

test('login methods: a signed-in visitor adds GitHub, logs in with it, removes it; never the last, never one of another account', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Another account already logs in with this GitHub identity.
  const taken = freshEmail()
  const other = await browser.newContext({ baseURL })
  const otherPage = await other.newPage()
  await otherPage.goto('/')
  const first = await openProvider(otherPage, 'GitHub')
  await atProvider(first, taken)
  await connected(otherPage)
  await other.close()

  await page.goto('/')
  const email = freshEmail()
  await logIn(page, email)
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Login methods' }).click()
  const methods = page.getByRole('dialog', { name: 'Login methods' })
  const list = methods.getByRole('list', { name: 'Login methods' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  // The only method cannot go.
  await expect(methods.getByRole('button', { name: /^Remove the login / })).toBeDisabled()
  await expect(methods.getByText('Your only login method cannot be removed')).toBeVisible()

  // A GitHub identity another account logs in with is refused.
  let popup = page.waitForEvent('popup')
  await methods.getByRole('button', { name: 'Add GitHub' }).click()
  await atProvider(await popup, taken)
  await expect(methods.getByRole('alert')).toHaveText('This login already opens another account')

  // One of its own is added.
  const handle = freshEmail()
  popup = page.waitForEvent('popup')
  await methods.getByRole('button', { name: 'Add GitHub' }).click()
  await atProvider(await popup, handle, false)
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(methods.getByRole('status').filter({ hasText: 'GitHub now logs you in too' })).toBeVisible()
  await expect(list.getByText(`GitHub (${handle.split('@')[0]})`)).toBeVisible()

  // Signed out, GitHub logs in to the same wallet.
  const address = await page.locator('dd').nth(1).textContent()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^0x/ }).click()
  await disconnectFromAccount(page)
  const back = await openProvider(page, 'GitHub')
  await atProvider(back, handle, false)
  expect(await connected(page)).toBe(address)

  // Removed, it no longer logs in here.
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Login methods' }).click()
  await methods.getByRole('button', { name: `Remove the login GitHub (${handle.split('@')[0]})` }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(methods.getByRole('status').filter({ hasText: 'no longer logs you in' })).toBeVisible()
})

test('a new browser logging in with a provider is approved by the link mailed to the account, then gets the same wallet handed over', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const email = freshEmail()
  const { address } = await logIn(page, email)
  await page.keyboard.press('Escape')
  const second = await browser.newContext({ baseURL })
  const page2 = await second.newPage()
  await page2.goto('/')
  const popup = await openProvider(page2, 'GitHub')
  await atProvider(popup, email)
  // The account has a wallet and this browser is new to it: the approval link, as email login does.
  const login = page2.getByRole('dialog', { name: 'Log in with email' })
  await expect(
    login.getByText(`Open the approval link we mailed to ${email} to add this browser.`),
  ).toBeVisible()
  const code = (await login.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent()) ?? ''
  expect(await approveFrom(page.context(), email, code)).toMatch(/^This browser holds this wallet/)
  await enterCode(page2, email)
  await expect(page2.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(page2.locator('dd').nth(1)).toHaveText(address)
  await second.close()
})
