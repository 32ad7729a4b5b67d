import { expect, type Page, test } from '@playwright/test'
import { parseEther, verifyMessage } from 'viem'
import { chainA, freshAddress, rpcA } from './helpers.ts'

/** The devnet's inbox, as the stack runs it. */
const INBOX = 'http://127.0.0.1:8025'
/** The secure site (the wallet frame's origin), as the stack runs it. */
const SECURE_SITE = 'http://127.0.0.1:8788'

let n = 0
const freshEmail = () => `visitor-${Date.now()}-${n++}@example.com`

/** The newest code mailed to an address, read from the local inbox as a person would. */
async function mailedCode(to: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${INBOX}/api/messages?to=${encodeURIComponent(to)}`)).json()) as {
        subject: string
      }[]
      code = list[0]?.subject.match(/\d{6}/)?.[0]
      return code
    })
    .toBeTruthy()
  return code!
}

/** The wallet frame, where approvals and the recovery code show. */
const walletFrame = (page: Page) => page.frameLocator('iframe[title="Latch wallet"]')

/** Logs in with email from the demo's Connect view; a new account's recovery code is returned once saved. */
async function logIn(page: Page, email: string): Promise<{ address: string; recoveryCode?: string }> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByLabel('Email').fill(email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible()
  await login.getByLabel('Code').fill(await mailedCode(email))
  await login.getByRole('button', { name: 'Verify' }).click()
  const frame = walletFrame(page)
  const saved = frame.getByRole('button', { name: 'I saved my recovery code' })
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(saved.or(account)).toBeVisible({ timeout: 15_000 })
  let recoveryCode: string | undefined
  if (await saved.isVisible()) {
    recoveryCode = (await frame.locator('.code').textContent()) ?? undefined
    await saved.click()
  }
  await expect(account).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = (await page.locator('dd').nth(1).textContent()) ?? ''
  return { address, ...(recoveryCode ? { recoveryCode } : {}) }
}

test('logs in with a new email: the code from the inbox, a wallet with a recovery code shown once', async ({
  page,
}) => {
  await page.goto('/')
  const { address, recoveryCode } = await logIn(page, freshEmail())
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(recoveryCode).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
})
