import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { freshEmail, INBOX, logIn, mailedCode, walletFrame } from './email-helpers.ts'

/** Asks to log in with email on a browser new to the account: the view waits for the mailed link. */
async function askOnNewBrowser(page: Page, email: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Log in with email' })
      .getByText(`Open the approval link we mailed to ${email} to add this browser.`),
  ).toBeVisible()
}

/** Opens the approval mail in the inbox on a browser, clicks its link and approves; returns what the page said. */
async function approveFrom(context: BrowserContext, email: string): Promise<string> {
  const inbox = await context.newPage()
  await inbox.goto(`${INBOX}/?to=${encodeURIComponent(email)}`)
  await inbox.getByRole('link', { name: 'Approve a new browser for your wallet' }).first().click()
  await inbox.getByRole('link', { name: /\/auth\/v1\/device\/approve\?token=/ }).click()
  await expect(inbox.getByRole('heading', { name: 'Approve a new browser?' })).toBeVisible()
  await expect(inbox.getByText(email)).toBeVisible()
  const said = (await inbox.getByText(/^This browser (holds|does not hold) this wallet/).textContent()) ?? ''
  await inbox.getByRole('button', { name: 'Approve' }).click()
  await expect(inbox.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await inbox.close()
  return said
}

/** Types the code mailed after the approval. */
async function enterCode(page: Page, email: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible({ timeout: 15_000 })
  await login.getByLabel('Code').fill(await mailedCode(email))
  await login.getByRole('button', { name: 'Verify' }).click()
}

const connectedAddress = (page: Page) => page.locator('dd').nth(1)

test('a second browser gets the same wallet through the mailed link; a browser with no share recovers it with the recovery code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const email = freshEmail()
  const { address, recoveryCode } = await logIn(page, email)
  await page.keyboard.press('Escape')

  // Browser 2: the link, opened where the wallet is (browser 1), hands it over: no recovery code asked.
  const second = await browser.newContext({ baseURL })
  const page2 = await second.newPage()
  await askOnNewBrowser(page2, email)
  expect(await approveFrom(page.context(), email)).toMatch(/^This browser holds this wallet/)
  await enterCode(page2, email)
  await expect(page2.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(connectedAddress(page2)).toHaveText(address)
  await expect(walletFrame(page2).getByRole('heading', { name: 'Enter your recovery code' })).toBeHidden()
  // It keeps the wallet: a reload connects again without a code.
  await page2.reload()
  await expect(page2.getByTestId('status')).toHaveText('connected')
  await expect(connectedAddress(page2)).toHaveText(address)

  // Browser 3: the link opened on the new browser itself (no share there): the recovery code opens it.
  const third = await browser.newContext({ baseURL })
  const page3 = await third.newPage()
  await askOnNewBrowser(page3, email)
  expect(await approveFrom(third, email)).toMatch(/^This browser does not hold this wallet/)
  await enterCode(page3, email)
  const frame = walletFrame(page3)
  await expect(frame.getByRole('heading', { name: 'Enter your recovery code' })).toBeVisible()
  // A wrong code opens nothing and says so; the right one, typed loosely, opens the wallet.
  await frame.getByLabel('Recovery code').fill('0000-0000-0000-0000-0000-0000-0000-0000')
  await frame.getByRole('button', { name: 'Recover wallet' }).click()
  await expect(frame.getByRole('alert')).toHaveText('This recovery code does not open this wallet')
  await frame.getByLabel('Recovery code').fill(recoveryCode!.toLowerCase().replaceAll('-', ' '))
  await frame.getByRole('button', { name: 'Recover wallet' }).click()
  await expect(page3.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(connectedAddress(page3)).toHaveText(address)
  // It now holds a share of its own: a reload connects again, with no code and no recovery.
  await page3.reload()
  await expect(page3.getByTestId('status')).toHaveText('connected')
  await expect(connectedAddress(page3)).toHaveText(address)
  await second.close()
  await third.close()
})
