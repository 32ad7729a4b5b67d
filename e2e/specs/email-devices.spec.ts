import { LOGIN_CODE_SUBJECT, mailsTo } from '@latch/devnet/inbox'
import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  approveFrom,
  enterCode,
  freshEmail,
  INBOX,
  logIn,
  openApproval,
  pressInFrame,
  SECURE_SITE,
  walletFrame,
} from './email-helpers.ts'

/**
 * Asks to log in with email on a browser new to the account: the view waits for the mailed link and
 * shows the code the approval page asks for, which is returned.
 */
async function askOnNewBrowser(page: Page, email: string): Promise<string> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  const login = page.getByRole('dialog', { name: 'Log in with email' })
  await expect(
    login.getByText(`Open the approval link we mailed to ${email} to add this browser.`),
  ).toBeVisible()
  await expect(login.getByText('On the approval page, type this code:')).toBeVisible()
  return (await login.getByText(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/).textContent()) ?? ''
}

/** An account logged in on `page` (its first browser), and a second browser not yet approved for it. */
async function ownerAndNewBrowser(page: Page, browser: Browser, baseURL: string | undefined) {
  await page.goto('/')
  const email = freshEmail()
  const owner = await logIn(page, email)
  await page.keyboard.press('Escape')
  const second = await browser.newContext({ baseURL })
  return { email, ...owner, second, page2: await second.newPage() }
}

const connectedAddress = (page: Page) => page.locator('dd').nth(1)

test('a second browser gets the same wallet through the mailed link; a browser with no share recovers it with the recovery code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Browser 2: the link, opened where the wallet is (browser 1), hands it over: no recovery code asked.
  const { email, address, recoveryCode, second, page2 } = await ownerAndNewBrowser(page, browser, baseURL)
  const code2 = await askOnNewBrowser(page2, email)
  expect(await approveFrom(page.context(), email, code2)).toMatch(/^This browser holds this wallet/)
  await enterCode(page2, email)
  await expect(page2.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(connectedAddress(page2)).toHaveText(address)
  await expect(walletFrame(page2).getByRole('heading', { name: 'Enter your recovery code' })).toBeHidden()
  // Both code mails, the first login's and the one sent on approval, say the same words and name the
  // app as its metadata does.
  const mails = await mailsTo(INBOX, email)
  const codes = mails.filter((m) => LOGIN_CODE_SUBJECT.test(m.subject))
  expect(codes).toHaveLength(2)
  for (const m of codes) expect(m.text).toMatch(/^Your code to log in to Latch demo is \d{6}\./)
  expect(mails.find((m) => m.subject === 'Approve a new browser for your wallet')?.text).toMatch(
    /^Someone, hopefully you, asked to log in to Latch demo with this address/,
  )
  // It keeps the wallet: a reload connects again without a code.
  await page2.reload()
  await expect(page2.getByTestId('status')).toHaveText('connected')
  await expect(connectedAddress(page2)).toHaveText(address)

  // Browser 3: the link opened on the new browser itself (no share there): the recovery code opens it.
  const third = await browser.newContext({ baseURL })
  const page3 = await third.newPage()
  const code3 = await askOnNewBrowser(page3, email)
  expect(await approveFrom(third, email, code3)).toMatch(/^This browser does not hold this wallet/)
  await enterCode(page3, email)
  const frame = walletFrame(page3)
  await expect(frame.getByRole('heading', { name: 'Enter your recovery code' })).toBeVisible()
  // A wrong code opens nothing and says so; the right one, typed loosely, opens the wallet.
  await frame.getByLabel('Recovery code').fill('0000-0000-0000-0000-0000-0000-0000-0000')
  await pressInFrame(page3, 'Recover wallet')
  await expect(frame.getByRole('alert')).toHaveText('This recovery code does not open this wallet')
  // The recovery screen sits in the modal in the modal's own theme, its box fitted to it.
  await page3.mouse.move(0, 0)
  await expect(page3.getByRole('dialog')).toHaveScreenshot('recover.png', {
    animations: 'disabled',
    maxDiffPixelRatio: 0.002,
  })
  await frame.getByLabel('Recovery code').fill(recoveryCode!.toLowerCase().replaceAll('-', ' '))
  await pressInFrame(page3, 'Recover wallet')
  await expect(page3.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(connectedAddress(page3)).toHaveText(address)
  // It now holds a share of its own: a reload connects again, with no code and no recovery.
  await page3.reload()
  await expect(page3.getByTestId('status')).toHaveText('connected')
  await expect(connectedAddress(page3)).toHaveText(address)
  await second.close()
  await third.close()
})

/** A P-256 public key the attacker holds, raw and base64url as the wire carries it. */
async function attackerKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
  return Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
}

test('a swapped handover key is caught by the code: nothing is approved or handed over', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The new browser asks; someone in the path (or with the database) swaps its key for their own.
  const { email, second, page2 } = await ownerAndNewBrowser(page, browser, baseURL)
  const code = await askOnNewBrowser(page2, email)
  const swapped = await attackerKey()
  const approvals: string[] = []
  await page.context().route(`${SECURE_SITE}/auth/v1/device/request`, async (route) => {
    const answer = await route.fetch()
    const body = (await answer.json()) as { publicKey: string }
    await route.fulfill({ response: answer, json: { ...body, publicKey: swapped } })
  })
  page.context().on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/auth/v1/device/approve')) approvals.push(r.url())
  })
  const inbox = await openApproval(page.context(), email)
  await inbox.getByLabel('Code shown on the new browser').fill(code)
  await inbox.getByRole('button', { name: 'Approve' }).click()
  await expect(inbox.getByRole('heading', { name: 'The codes do not match' })).toBeVisible()
  await expect(inbox.getByText(/^Nothing was approved or handed over/)).toBeVisible()
  expect(approvals).toEqual([])
  // The new browser is still waiting: nothing approved it.
  await page2.waitForTimeout(1500)
  await expect(
    page2.getByText(`Open the approval link we mailed to ${email} to add this browser.`),
  ).toBeVisible()
  await second.close()
})

test('a handover that does not open says so before the recovery code, which still opens the wallet', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { email, address, recoveryCode, second, page2 } = await ownerAndNewBrowser(page, browser, baseURL)
  // What the new browser reads back is not what was handed over (sealed to another key on the way).
  await second.route(`${SECURE_SITE}/auth/v1/wallet/auth-share`, async (route) => {
    const answer = await route.fetch()
    const body = (await answer.json()) as { handover?: string }
    const forged = Buffer.from(crypto.getRandomValues(new Uint8Array(65 + 12 + 49))).toString('base64url')
    await route.fulfill({ response: answer, json: body.handover ? { ...body, handover: forged } : body })
  })
  const code = await askOnNewBrowser(page2, email)
  expect(await approveFrom(page.context(), email, code)).toMatch(/^This browser holds this wallet/)
  await enterCode(page2, email)
  const frame = walletFrame(page2)
  await expect(frame.getByRole('heading', { name: 'Enter your recovery code' })).toBeVisible()
  await expect(frame.getByRole('alert').first()).toHaveText(
    'A handover was made for this browser but it does not open: it may have been tampered with, and nothing from it was used. Recover your wallet with your recovery code instead.',
  )
  await frame.getByLabel('Recovery code').fill(recoveryCode!)
  await pressInFrame(page2, 'Recover wallet')
  await expect(page2.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(connectedAddress(page2)).toHaveText(address)
  await second.close()
})

test("the Account view lists the wallet's browsers; removing one signs it out at once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { email, address, second, page2 } = await ownerAndNewBrowser(page, browser, baseURL)
  const code = await askOnNewBrowser(page2, email)
  await approveFrom(page.context(), email, code)
  await enterCode(page2, email)
  await expect(connectedAddress(page2)).toHaveText(address)

  // The owner opens the list from the Account view.
  await page.getByRole('button', { name: `${address.slice(0, 4)}…${address.slice(-6)}` }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Browsers' }).click()
  const list = page.getByRole('dialog', { name: 'Browsers' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').filter({ hasText: 'this browser' })).toHaveCount(1)
  await expect(list.getByText(/^Added /)).toHaveCount(2)
  // One Remove: never for this browser.
  const remove = list.getByRole('button', { name: 'Remove Chrome on Linux' })
  await expect(remove).toHaveCount(1)
  await remove.click()
  await expect(list.getByRole('status')).toHaveText('Chrome on Linux was removed')
  await expect(list.getByRole('listitem')).toHaveCount(1)

  // The removed browser's session no longer opens: a reload finds it signed out.
  await page2.reload()
  await expect(page2.getByTestId('status')).toHaveText('disconnected')
  // The owner's browser still holds the wallet.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(connectedAddress(page)).toHaveText(address)
  await second.close()
})
