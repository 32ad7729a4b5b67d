/**
 * Sign in with X through the embedded wallet in the demo (`?siwx`): an email, social or passkey login
 * signs in with the wallet's one approval (ERC-7846), which shows this page's message; a rejection signs
 * out; an upgraded smart account signs in through its code (ERC-1271).
 */
import { smartAccountImplementation } from '@latch/devnet/chains'
import { expect, type Page, test } from '@playwright/test'
import { parseEther } from 'viem'
import {
  approveInFrame,
  disconnectFromAccount,
  freshEmail,
  logIn,
  pressInFrame,
  walletFrame,
} from './email-helpers.ts'
import { API, chainA, rpcA } from './helpers.ts'
import { authenticator, continueWithPasskey, loginMethods } from './passkey-helpers.ts'
import {
  expectReplayRefused,
  serverSession,
  sessionsPosted,
  signInDialog,
  signTheRequest,
  tokenOf,
} from './siwx-helpers.ts'
import { atProvider, openProvider } from './social-helpers.ts'

/** The start of this page's sign-in message for an Ethereum account matching `address` (a pattern). */
const signInMessageFor = (address: string) =>
  new RegExp(`^localhost:5173 wants you to sign in with your Ethereum account:\\s+${address}`, 'i')

/**
 * The embedded wallet's one approval that is the sign-in: the frame shows this page's message for
 * `address`, the visitor approves, and the page is signed in with no "Sign in" step; the server holds the
 * session, and the one message posted is refused when sent again.
 */
async function approveTheSignIn(
  page: Page,
  address: string,
  signedIn: { url: string; body: object }[],
): Promise<void> {
  await expect(walletFrame(page).getByText(signInMessageFor(address))).toBeVisible()
  await approveInFrame(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  await expect(signInDialog(page)).toHaveCount(0)
  expect((await serverSession(page, address)).status).toBe(200)
  expect(signedIn).toHaveLength(1)
  await expectReplayRefused(signedIn[0]!)
}

test('an email login signs in with one approval (ERC-7846 in the embedded wallet): the frame shows the message for this page; the server holds the session; its message replayed is refused', async ({
  page,
}) => {
  const signedIn = sessionsPosted(page)
  await page.goto('/?siwx')
  const { address } = await logIn(page, freshEmail(), undefined, { demo: false, shows: 'Approve' })
  await approveTheSignIn(page, address, signedIn)
})

test("a social login signs in with one approval too: after the provider's pop-up, the frame shows the message for this page; the server holds the session; its message replayed is refused", async ({
  page,
}) => {
  const signedIn = sessionsPosted(page)
  await page.goto('/?siwx')
  const popup = await openProvider(page, 'GitHub')
  await atProvider(popup, freshEmail())
  // A new wallet: its recovery code first, then the one approval, which is the sign-in.
  await pressInFrame(page, 'I saved my recovery code')
  const message = walletFrame(page).getByText(signInMessageFor('0x[0-9a-fA-F]{40}'))
  await expect(message).toBeVisible()
  const address = /0x[0-9a-fA-F]{40}/.exec((await message.textContent()) ?? '')![0]
  await approveTheSignIn(page, address, signedIn)
  await expect(page.getByTestId('status')).toHaveText('connected')
  expect((await page.locator('dd').nth(1).textContent())?.toLowerCase()).toBe(address.toLowerCase())
})

test('a passkey login signs in with one approval too: the frame shows the message for this page; the server holds the session', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await authenticator(page)
  // A wallet with a passkey, made without sign-in, then signed out.
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  const methods = await loginMethods(page)
  await methods.getByRole('button', { name: 'Add a passkey' }).click()
  await pressInFrame(page, 'Create passkey')
  await expect(methods.getByRole('status').filter({ hasText: 'Passkey now logs you in too' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: /^0x/ }).click()
  await disconnectFromAccount(page)

  const signedIn = sessionsPosted(page)
  await page.goto('/?siwx')
  await continueWithPasskey(page)
  await approveTheSignIn(page, address, signedIn)
})

test('an email login whose sign-in is rejected in the wallet ends signed out with "Signature declined", and stays so after a reload', async ({
  page,
}) => {
  await page.goto('/?siwx')
  await logIn(page, freshEmail(), undefined, { demo: false, shows: 'Approve' })
  await pressInFrame(page, 'Reject')
  await expect(page.getByText('Signature declined')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByTestId('siwx')).toHaveText('—')
  // Nothing half-done stays: the wallet was signed out, so a reload neither reconnects nor asks.
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByTestId('siwx')).toHaveText('—')
})

test("a smart account's sign-in verifies through its code (ERC-1271): the email wallet, once upgraded, signs in again", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/?siwx')
  const { address } = await logIn(
    page,
    freshEmail(),
    (created) => rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
    { demo: false, shows: 'Approve' },
  )
  await approveInFrame(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')

  // The account becomes a smart account (EIP-7702): same address, now with the implementation's code.
  // (The login ends on the Account view, as any email login does.)
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await approveInFrame(page)
  await expect(account.getByRole('button', { name: 'Switch to standard account' })).toBeVisible({
    timeout: 30_000,
  })
  expect(await chainA().getCode({ address: address as `0x${string}` })).toBe(
    `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
  )

  // The session ends on the server (as when it expires): the next visit asks again, and the server
  // verifies the smart account's signature by asking its code (isValidSignature), not by recovering a key.
  const token = await tokenOf(page, address)
  const ended = await fetch(`${API}/v1/siwx/session?projectId=latch-demo`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(ended.ok).toBe(true)
  await page.reload()
  await signTheRequest(page)
  await approveInFrame(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const session = await serverSession(page, address)
  expect(session.status).toBe(200)
  expect(session.session?.address.toLowerCase()).toContain(address.toLowerCase())
})
