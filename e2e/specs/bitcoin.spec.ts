import { shortenAddress } from '@latch/core'
import { BITCOIN_TEST_BALANCES, bitcoinTestAccounts } from '@latch/devnet/bitcoin-facts'
import { expect, type Page, test } from '@playwright/test'
import { Verifier } from 'bip322-js'

// Bitcoin test account #6 is the Dev Bitcoin Wallet's here; the Esplora fixture says what it holds.
const INDEX = 6
const { payment, ordinals } = bitcoinTestAccounts(INDEX)
const bitcoinLog = (page: Page) => page.getByRole('list', { name: 'Bitcoin requests since this page loaded' })

async function connectBitcoin(page: Page) {
  await page.goto(`/?account=${INDEX}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Bitcoin Wallet' })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  return account
}

test('connects the Dev Bitcoin Wallet with its payment and ordinals accounts, payment active, and its balance from Esplora', async ({
  page,
}) => {
  const account = await connectBitcoin(page)
  await expect(account.getByTestId('account-name')).toHaveText(shortenAddress(payment.address))
  const accounts = account.getByRole('definition').filter({ hasText: /^bcrt…/ })
  await expect(accounts).toHaveText([shortenAddress(payment.address), shortenAddress(ordinals.address)])
  await expect(account.getByRole('term').filter({ hasText: 'Payment' })).toBeVisible()
  await expect(account.getByRole('term').filter({ hasText: 'Ordinals' })).toBeVisible()
  await expect(account.getByText(`${Number(BITCOIN_TEST_BALANCES.payment) / 1e8} BTC`)).toBeVisible()
  await expect(account.getByText('Latch Bitcoin Regtest')).toBeVisible()
  // Bitcoin connects and signs (SPEC §1): no send, swap or token tabs.
  for (const name of ['Send', 'Swap', 'Buy'])
    await expect(account.getByRole('button', { name, exact: true })).toHaveCount(0)
  await expect(account.getByRole('tablist')).toHaveCount(0)
  // The host page's hooks see the payment account as the connected address (CAIP-10 on bip122).
  await expect(page.getByRole('region', { name: 'Your connection' }).getByText(payment.address)).toBeVisible()
})

test('signs a message with BIP-322: an independent verifier accepts it for the payment address, and only for that message', async ({
  page,
}) => {
  await connectBitcoin(page)
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('textbox', { name: 'Message' }).fill('Sign in to the Latch demo')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signed (BIP-322)')).toBeVisible()
  const signature = (await page.locator('code.wrap').textContent()) ?? ''
  expect(Verifier.verifySignature(payment.address, 'Sign in to the Latch demo', signature)).toBe(true)
  expect(Verifier.verifySignature(payment.address, 'Sign in to something else', signature)).toBe(false)
  await expect(bitcoinLog(page).getByText('bitcoin:signMessage: approved')).toBeVisible()
})

test('a declined Bitcoin signature says the wallet refused, and nothing is signed', async ({ page }) => {
  await connectBitcoin(page)
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'Reject next Bitcoin request' }).click()
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText(/^Signing failed: /)).toBeVisible()
  await expect(bitcoinLog(page).getByText('bitcoin:signMessage: rejected')).toBeVisible()
  await expect(page.locator('code.wrap')).toHaveCount(0)
})
