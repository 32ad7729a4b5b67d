/** Email login as a person does it in the demo: the inbox, the Connect view, the wallet frame. */

import { shortenAddress } from '@latch/core'
import { mailedCodeIn } from '@latch/devnet/inbox'
import { STEADY_MS } from '@latch/frame/guard'
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { atRest } from './helpers.ts'

/** The devnet's inbox, as the stack runs it. */
export const INBOX = 'http://127.0.0.1:8025'
/** The secure site (the wallet frame's origin), as the stack runs it. */
export const SECURE_SITE = 'http://localhost:8788'

/** The button's and the Account view's form of an address (core's, SPEC §9). */
export const short = shortenAddress

let n = 0
export const freshEmail = () => `visitor-${Date.now()}-${n++}@example.com`

/**
 * The newest code mailed to an address for a purpose (its subject), read from the local inbox as a
 * person would.
 */
export async function mailedCode(to: string, subject?: RegExp): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      code = await mailedCodeIn(INBOX, to, subject)
      return code
    })
    .toBeTruthy()
  return code!
}

/** The wallet frame, where approvals and the recovery code show. */
export const walletFrame = (page: Page) => page.frameLocator('iframe[title="Latch wallet"]')

/**
 * Resolves once the wallet frame has sat still on the page for 600 ms. It follows its place in the dialog
 * frame by frame, and the dialog moves while its height animates. Chromium drops a press on a frame of
 * another origin that moved in the last 500 ms (its own guard against clickjacking): the frame then sees
 * the pointer move onto its button and no press at all, so a click must wait that long, as a person's
 * press after a settled dialog does.
 */
export const frameAtRest = (page: Page): Promise<void> =>
  atRest(page.locator('iframe[title="Latch wallet"]'), 600)

/** Presses a button of the wallet frame, once the frame is at rest. */
export async function pressInFrame(page: Page, name: string): Promise<void> {
  const button = walletFrame(page).getByRole('button', { name })
  await expect(button).toBeEnabled()
  await frameAtRest(page)
  await button.click()
}

/**
 * Presses the frame's Approve as a person does: once it is enabled (the frame has been seen for the
 * guard's 500 ms), the pointer rests on it before the click (a press right after the frame moved under
 * the pointer does not count).
 */
export async function approveInFrame(page: Page): Promise<void> {
  const approve = walletFrame(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeEnabled()
  await frameAtRest(page)
  await approve.hover()
  await page.waitForTimeout(STEADY_MS + 50)
  await approve.click()
}

/**
 * Signs `message` from the demo's Sign message panel: the frame shows it under "Sign message", the
 * visitor approves, and the page's signature is checked against `address` with viem.
 */
export async function signInFrameAndVerify(page: Page, address: string, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(frame.getByText(message)).toBeVisible()
  await approveInFrame(page)
  await expect(page.getByText('Signature verified')).toBeVisible()
  const signature = (await page.locator('code.wrap').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: address as `0x${string}`, message, signature })).toBe(true)
}

/**
 * Logs in with email from the demo's Connect view (or, with `demo: false`, another app's, for a new
 * wallet), ending on the Account view (or the one `shows` names); a new account's recovery code is
 * returned once saved.
 * `onCreated` runs while a new wallet's recovery code shows, before the app reads any balance (the test
 * funds the address there: balances are then cached for 30 s, SPEC §9).
 */
export async function logIn(
  page: Page,
  email: string,
  onCreated?: (address: `0x${string}`) => Promise<unknown>,
  { demo = true, shows = 'Account' }: { demo?: boolean; shows?: string } = {},
): Promise<{ address: string; recoveryCode?: string }> {
  const created = page
    .waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(`${SECURE_SITE}/auth/v1/wallet`), {
      timeout: 20_000,
    })
    .catch(() => undefined)
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
  const account = page.getByRole('dialog', { name: shows })
  // (One locator per frame: `or` does not join the wallet frame's with the page's.) The frame derives
  // the wallet's key first: on a loaded two-core machine that alone can take several seconds.
  await expect
    .poll(async () => (await saved.isVisible()) || (await account.isVisible()), { timeout: 30_000 })
    .toBe(true)
  let recoveryCode: string | undefined
  let createdAddress: `0x${string}` | undefined
  if (await saved.isVisible()) {
    recoveryCode = (await frame.locator('.code').textContent()) ?? undefined
    const request = await created
    createdAddress = (request?.postDataJSON() as { address: `0x${string}` } | undefined)?.address
    if (onCreated && createdAddress) await onCreated(createdAddress)
    await pressInFrame(page, 'I saved my recovery code')
  }
  await expect(account).toBeVisible()
  // Another app than the demo (no status panel): a new wallet's address is the one it was created with.
  if (!demo) {
    if (!createdAddress) throw new Error('logIn outside the demo reads the address of a new wallet only')
    return { address: createdAddress, ...(recoveryCode ? { recoveryCode } : {}) }
  }
  await expect(page.getByTestId('status')).toHaveText('connected')
  const address = (await page.locator('dd').nth(1).textContent()) ?? ''
  return { address, ...(recoveryCode ? { recoveryCode } : {}) }
}

/** Opens the newest approval mail in the inbox on a browser and follows its link to the approval page. */
export async function openApproval(context: BrowserContext, email: string): Promise<Page> {
  const inbox = await context.newPage()
  await inbox.goto(`${INBOX}/?to=${encodeURIComponent(email)}`)
  await inbox.getByRole('link', { name: 'Approve a new browser for your wallet' }).first().click()
  await inbox.getByRole('link', { name: /\/auth\/v1\/device\/approve\?token=/ }).click()
  await expect(inbox.getByRole('heading', { name: 'Approve a new browser?' })).toBeVisible()
  await expect(inbox.getByText(email)).toBeVisible()
  return inbox
}

/**
 * Approves from the approval page on a browser, typing the code the new browser shows; returns what the
 * page said about holding the wallet.
 */
export async function approveFrom(context: BrowserContext, email: string, code: string): Promise<string> {
  const inbox = await openApproval(context, email)
  const said = (await inbox.getByText(/^This browser (holds|does not hold) this wallet/).textContent()) ?? ''
  await inbox.getByLabel('Code shown on the new browser').fill(code.toLowerCase().replace('-', ' '))
  await inbox.getByRole('button', { name: 'Approve' }).click()
  await expect(inbox.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await inbox.close()
  return said
}

/** Types the code mailed after the approval. */
export async function enterCode(page: Page, email: string): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(login.getByText(`We mailed a 6-digit code to ${email}`)).toBeVisible({ timeout: 15_000 })
  await login.getByLabel('Code').fill(await mailedCode(email))
  await login.getByRole('button', { name: 'Verify' }).click()
}

/**
 * Presses the Account view's Disconnect once it sits still (the view grows as its rows arrive and wrap,
 * and a press aimed a moment before lands where the button was), then waits for the page to say so.
 */
export async function disconnectFromAccount(page: Page): Promise<void> {
  const disconnect = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' })
  await disconnect.scrollIntoViewIfNeeded()
  await atRest(disconnect)
  await disconnect.click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
}
