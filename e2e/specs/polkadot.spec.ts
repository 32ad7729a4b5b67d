import { createDevPolkadotWallet } from '@latch/devnet/dev-wallet/polkadot'
import { expect, test } from '@playwright/test'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

// Polkadot test account #8 is the Dev Polkadot Wallet's here.
const INDEX = 8
const address = createDevPolkadotWallet({ accountIndex: INDEX }).address

test('connects the Dev Polkadot Wallet (an injected extension) and signs raw bytes that @polkadot/util-crypto verifies', async ({
  page,
}) => {
  await cryptoWaitReady()
  await page.goto(`/?account=${INDEX}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Polkadot Wallet' })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-name')).toHaveText(`${address.slice(0, 4)}…${address.slice(-6)}`)
  await expect(account.getByText('Latch Polkadot Devnet')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('region', { name: 'Your connection' }).getByText(address)).toBeVisible()

  await page.getByRole('textbox', { name: 'Message' }).fill('Sign in to the Latch demo')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signed (signRaw)')).toBeVisible()
  const signature = (await page.locator('code.wrap').textContent()) ?? ''
  const bytes = (m: string) => u8aWrapBytes(new TextEncoder().encode(m))
  expect(signatureVerify(bytes('Sign in to the Latch demo'), signature, address).isValid).toBe(true)
  expect(signatureVerify(bytes('Sign in to something else'), signature, address).isValid).toBe(false)
  await expect(
    page
      .getByRole('list', { name: 'Polkadot requests since this page loaded' })
      .getByText('signRaw: approved'),
  ).toBeVisible()
})
