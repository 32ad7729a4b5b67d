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
import { startTestWallet } from '@latch/devnet/walletconnect'
import { expect, type Page, test } from '@playwright/test'
import { verifyMessage } from 'viem'
import { ACCOUNT_0, connectDevWallet, SHORT_0 } from './helpers.ts'
import { pairAndApprove, prepareForWalletConnect } from './walletconnect-helpers.ts'

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
  // Devnet test account #8 on the phone: it only signs here.
  const phone = await startTestWallet({
    relayUrl: 'ws://127.0.0.1:8555',
    chains: DEFAULT_DEVNET_ENDPOINTS,
    accountIndex: 8,
  })
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

/** `text` for a regular expression, its special characters escaped. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
