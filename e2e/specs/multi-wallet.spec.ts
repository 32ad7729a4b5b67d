/**
 * Several wallets at once (`features.multiWallet`, the demo's `?multiWallet`): a browser wallet and a
 * phone wallet (WalletConnect) in the EVM namespace and a Solana wallet beside them, listed in the
 * Account view; the one in use is the one that signs; a reload restores them all; one disconnects alone.
 */
// The official WalletConnect clients skip their Verify and telemetry calls in test runs.
process.env.IS_VITEST = 'true'

import { shortenAddress } from '@latch/core'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { solanaTestKey } from '@latch/devnet/solana-facts'
import { expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { ACCOUNT_0, API, connectDevWallet, pickOnConnect, SHORT_0 } from './helpers.ts'
import { tokenOf } from './siwx-helpers.ts'
import { pairAndApprove, phoneWallet, prepareForWalletConnect, uriFromCopy } from './walletconnect-helpers.ts'

const wallets = (page: Page) =>
  page.getByRole('dialog', { name: 'Account' }).getByRole('region', { name: 'Connected wallets' })
/** The address the host page's hooks read (`useLatchAccount`): the wallet in use. */
const inUse = (page: Page) => page.getByTestId('address')

/** Signs from the demo's Sign message panel and returns the signature the page shows. */
async function signFromPage(page: Page, message: string): Promise<`0x${string}`> {
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signature verified')).toBeVisible()
  return (await page.locator('code.wrap').textContent()) as `0x${string}`
}

/** Opens the modal (on the Account view) from the page. */
async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open your account' }).click()
  await expect(wallets(page)).toBeVisible()
}

test('a browser wallet, a phone wallet and a Solana wallet connected at once: the one in use signs, a reload restores all, one disconnects alone', async ({
  page,
  context,
}) => {
  const phone = await phoneWallet()
  const solana = solanaTestKey(0).address
  try {
    await prepareForWalletConnect(context)
    await page.goto('/?multiWallet')
    await connectDevWallet(page)
    await expect(wallets(page).getByRole('listitem')).toHaveCount(1)
    await expect(wallets(page).getByRole('listitem')).toContainText(['Dev Wallet'])

    // A second EVM wallet, from the phone: it becomes the one in use, the first stays connected.
    await wallets(page).getByRole('button', { name: 'Add another wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    await pairAndApprove(page, phone)
    const phoneShort = shortenAddress(phone.address)
    await expect(wallets(page).getByRole('listitem')).toHaveCount(2)
    await expect(inUse(page)).toHaveText(phone.address)
    await expect(wallets(page).getByRole('button', { name: `Use Dev Wallet (${SHORT_0})` })).toBeVisible()

    // The visitor picks the browser wallet: the page's account follows, and that wallet signs.
    await wallets(page)
      .getByRole('button', { name: `Use Dev Wallet (${SHORT_0})` })
      .click()
    await expect(inUse(page)).toHaveText(ACCOUNT_0)
    await page.getByRole('button', { name: 'Close' }).click()
    const byBrowser = await signFromPage(page, 'Signed by the wallet in use')
    expect(
      await verifyMessage({
        address: ACCOUNT_0,
        message: 'Signed by the wallet in use',
        signature: byBrowser,
      }),
    ).toBe(true)
    expect(phone.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(0)

    // A Solana wallet beside them: its namespace becomes the active one.
    await openAccount(page)
    await wallets(page).getByRole('button', { name: 'Add another wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Dev Solana Wallet' })
      .click()
    await expect(wallets(page).getByRole('listitem')).toHaveCount(3)
    await expect(inUse(page)).toHaveText(solana)

    // A reload restores all three, the Solana wallet still the one in use.
    await page.reload()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(inUse(page)).toHaveText(solana)
    await openAccount(page)
    await expect(wallets(page).getByRole('listitem')).toHaveCount(3)
    await expect(wallets(page).getByRole('listitem').filter({ hasText: 'In use' })).toContainText(
      shortenAddress(solana),
    )

    // The phone wallet, picked after the reload, signs: its restored session carries the request.
    const usePhone = wallets(page).getByRole('button', {
      name: new RegExp(`^Use .* \\(${literal(phoneShort)}\\)$`),
    })
    await usePhone.click()
    await expect(inUse(page)).toHaveText(phone.address)
    await page.getByRole('button', { name: 'Close' }).click()
    const byPhone = await signFromPage(page, 'Signed on the phone')
    expect(
      await verifyMessage({ address: phone.address, message: 'Signed on the phone', signature: byPhone }),
    ).toBe(true)
    expect((await phone.waitForRequest('personal_sign')).method).toBe('personal_sign')

    // Disconnecting the phone wallet alone: the browser wallet takes its place, the Solana one stays,
    // and the phone's session ends.
    await openAccount(page)
    await wallets(page)
      .getByRole('button', { name: new RegExp(`^Disconnect .* \\(${literal(phoneShort)}\\)$`) })
      .click()
    await expect(wallets(page).getByRole('listitem')).toHaveCount(2)
    await expect(inUse(page)).toHaveText(ACCOUNT_0)
    await expect.poll(() => phone.sessions().length, { timeout: 15_000 }).toBe(0)
    await page.reload()
    await openAccount(page)
    await expect(wallets(page).getByRole('listitem')).toHaveCount(2)
    await expect(wallets(page)).not.toContainText(phoneShort)
  } finally {
    await phone.stop()
  }
})

test('signed in, another connected wallet links to the profile by its own signature; the server lists it until it is unlinked', async ({
  page,
  context,
}) => {
  const phone = await phoneWallet()
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' })
  const signTheRequest = async () => {
    await expect(signInDialog.getByText(/^Latch demo asks you to sign a message/)).toBeVisible()
    await signInDialog.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
  }
  /** What the server lists for the profile the browser wallet signed in as, with its session token. */
  const serverLinks = async () => {
    const token = await tokenOf(page, ACCOUNT_0)
    const res = await fetch(`${API}/v1/siwx/links?projectId=latch-demo`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return (await res.json()) as { profile: string; links: { address: string }[] }
  }
  const linksPosted: { url: string; body: object }[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/siwx/links' && r.method() === 'POST')
      linksPosted.push({ url: r.url(), body: r.postDataJSON() })
  })
  try {
    await prepareForWalletConnect(context)
    await page.goto('/?multiWallet&siwx')
    await pickOnConnect(page, 'Dev Wallet')
    await signTheRequest()

    // The phone wallet connects and signs in on its own.
    await page
      .getByRole('button', { name: 'Connect Wallet' })
      .or(page.getByRole('button', { name: 'Open your account' }))
      .first()
      .click()
    await wallets(page).getByRole('button', { name: 'Add another wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    await phone.pair(await uriFromCopy(page))
    await phone.approve(await phone.nextProposal())
    await signTheRequest()

    // Back on the browser wallet (its session still held: no prompt), the phone wallet links to its profile.
    await openAccount(page)
    await wallets(page)
      .getByRole('button', { name: `Use Dev Wallet (${SHORT_0})` })
      .click()
    await expect(inUse(page)).toHaveText(ACCOUNT_0)
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
    await expect(signInDialog).toHaveCount(0)
    const phoneRow = wallets(page)
      .getByRole('listitem')
      .filter({ hasText: shortenAddress(phone.address) })
    const asked = phone.requests.filter((r) => r.method === 'personal_sign').length
    await phoneRow.getByRole('button', { name: /^Link .* to your sign-in$/ }).click()
    await expect(phoneRow.getByText('Linked', { exact: true })).toBeVisible()
    expect(phone.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(asked + 1)
    const chain = DEFAULT_DEVNET_ENDPOINTS[0]!.id
    expect(await serverLinks()).toMatchObject({
      profile: `eip155:${chain}:${ACCOUNT_0}`,
      links: [{ address: `eip155:${chain}:${phone.address}` }],
    })
    // The link's signed message, sent again, links nothing: its nonce was used up.
    const replay = await fetch(linksPosted[0]!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify(linksPosted[0]!.body),
    })
    expect(replay.status).toBe(401)

    // The phone wallet's own session ends on the server: in use again, it is signed in through the
    // profile it is linked to, and nothing is asked.
    const phoneToken = await tokenOf(page, phone.address)
    const out = await fetch(`${API}/v1/siwx/session?projectId=latch-demo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${phoneToken}` },
    })
    expect(out.status).toBe(200)
    await phoneRow.getByRole('button', { name: /^Use / }).click()
    await expect(inUse(page)).toHaveText(phone.address)
    await expect(page.getByTestId('siwx')).toHaveText('signed-in')
    await expect(signInDialog).toHaveCount(0)
    await wallets(page)
      .getByRole('button', { name: `Use Dev Wallet (${SHORT_0})` })
      .click()
    await expect(inUse(page)).toHaveText(ACCOUNT_0)

    await phoneRow.getByRole('button', { name: /^Unlink .* from your sign-in$/ }).click()
    await expect(phoneRow.getByRole('button', { name: /^Link .* to your sign-in$/ })).toBeVisible()
    expect((await serverLinks()).links).toEqual([])
  } finally {
    await phone.stop()
  }
})

/** `text` for a regular expression, its special characters escaped. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
