/**
 * Sign in with X in the demo (`?siwx`: `latchSiwx()` over the devnet server): right after a browser
 * wallet, an email login or a WalletConnect wallet connects, the visitor signs in; the server holds the
 * session its token names; a reload asks nothing; disconnecting signs out on the server; declining
 * disconnects.
 */
// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'

import { BITCOIN_DEVNET, bitcoinTestAccounts } from '@latch/devnet/bitcoin-facts'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { SOLANA_DEVNET } from '@latch/devnet/solana-facts'
import { startTestWallet } from '@latch/devnet/walletconnect'
import { expect, type Page, test } from '@playwright/test'
import { approveInFrame, freshEmail, logIn } from './email-helpers.ts'
import { ACCOUNT_0, API, pickOnConnect, SHORT_0 } from './helpers.ts'
import { prepareForWalletConnect, uriFromCopy } from './walletconnect-helpers.ts'

const signIn = (page: Page) => page.getByRole('dialog', { name: 'Sign in' })
/** The session token `latchSiwx()` keeps in this browser for `address`. */
const tokenOf = (page: Page, address: string): Promise<string | undefined> =>
  page.evaluate(
    (a) =>
      (JSON.parse(localStorage.getItem('@latch/siwx_sessions') ?? '{}') as Record<string, { token: string }>)[
        a.startsWith('0x') ? a.toLowerCase() : a
      ]?.token,
    address,
  )
/** What the server says of a session token, as an app's backend asks it. */
async function askServer(token: string | undefined) {
  const res = await fetch(`${API}/v1/siwx/session?projectId=latch-demo`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: res.status, ...(res.ok ? ((await res.json()) as { session: { address: string } }) : {}) }
}
const serverSession = async (page: Page, address: string) => askServer(await tokenOf(page, address))
/** Signs the demo's sign-in request once it shows. */
async function signTheRequest(page: Page) {
  await expect(signIn(page).getByText(/^Latch demo asks you to sign a message/)).toBeVisible()
  await signIn(page).getByRole('button', { name: 'Sign' }).click()
}

test('a browser wallet signs in right after connecting; a reload asks nothing; Disconnect signs out on the server', async ({
  page,
}) => {
  await page.goto('/?siwx')
  await pickOnConnect(page, 'Dev Wallet')
  await signTheRequest(page)
  await expect(signIn(page)).toBeHidden()
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const held = await serverSession(page, ACCOUNT_0)
  expect(held.status).toBe(200)
  expect(held).toMatchObject({
    session: { address: `eip155:${DEFAULT_DEVNET_ENDPOINTS[0]!.id}:${ACCOUNT_0}` },
  })

  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  await expect(signIn(page)).toHaveCount(0)

  await page.getByRole('button', { name: new RegExp(`^${SHORT_0}`) }).click()
  const token = await tokenOf(page, ACCOUNT_0)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('siwx')).toHaveText('—')
  // Signed out on the server (the token opens nothing) and forgotten in the browser.
  await expect.poll(async () => (await askServer(token)).status).toBe(401)
  expect(await tokenOf(page, ACCOUNT_0)).toBeUndefined()
})

test('a declined signature disconnects the wallet with "Signature declined", in the modal’s language too', async ({
  page,
}) => {
  await page.goto('/?siwx&locale=de')
  await page.getByRole('button', { name: 'Wallet verbinden' }).click()
  await page
    .getByRole('dialog', { name: 'Wallet verbinden' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible()
  // The wallet's own window, behind the modal: the visitor declines there.
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Signieren' }).click()
  await expect(page.getByText('Signatur abgelehnt')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('an email login is asked to sign in right after login, and signs through the wallet’s own Approve', async ({
  page,
}) => {
  await page.goto('/?siwx')
  const { address } = await logIn(page, freshEmail(), undefined, { demo: false, shows: 'Sign in' })
  await signTheRequest(page)
  await approveInFrame(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  expect((await serverSession(page, address)).status).toBe(200)
})

test('a phone wallet paired over WalletConnect signs in right after pairing', async ({ page, context }) => {
  // Devnet test account #8 signs in the phone wallet; this test moves no money.
  const wallet = await startTestWallet({
    relayUrl: 'ws://127.0.0.1:8555',
    chains: DEFAULT_DEVNET_ENDPOINTS,
    accountIndex: 8,
  })
  try {
    await prepareForWalletConnect(context)
    await page.goto('/?siwx')
    await pickOnConnect(page, 'WalletConnect')
    await wallet.pair(await uriFromCopy(page))
    await wallet.approve(await wallet.nextProposal())
    await signTheRequest(page)
    expect((await wallet.waitForRequest('personal_sign')).method).toBe('personal_sign')
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
    expect((await serverSession(page, wallet.address)).status).toBe(200)
  } finally {
    await wallet.stop()
  }
})

test('a Solana wallet signs in with its own message and signature (CAIP-122, ed25519)', async ({ page }) => {
  // Solana test account #4 only signs here.
  await page.goto('/?siwx&account=4')
  await pickOnConnect(page, 'Dev Solana Wallet')
  await signTheRequest(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const solanaAddress = (await page.getByTestId('address').textContent()) ?? ''
  const held = await serverSession(page, solanaAddress)
  expect(held).toMatchObject({
    status: 200,
    session: { address: `${SOLANA_DEVNET.caipNetworkId}:${solanaAddress}` },
  })
})

test('a Bitcoin wallet signs in with its payment account (CAIP-122, BIP-322)', async ({ page }) => {
  // Bitcoin test account #7 only signs here.
  const { payment } = bitcoinTestAccounts(7)
  await page.goto('/?siwx&account=7')
  await pickOnConnect(page, 'Dev Bitcoin Wallet')
  await signTheRequest(page)
  await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  const held = await serverSession(page, payment.address)
  expect(held).toMatchObject({
    status: 200,
    session: { address: `${BITCOIN_DEVNET.caipNetworkId}:${payment.address}` },
  })
})
