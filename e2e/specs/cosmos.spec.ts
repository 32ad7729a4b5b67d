import { verifyAdr36 } from '@latch/devnet/cosmos-verify'
import { createDevCosmosWallet } from '@latch/devnet/dev-wallet/cosmos'
import { expect, type Page, test } from '@playwright/test'

// Cosmos test account #7 is the Dev Cosmos Wallet's here.
const INDEX = 7
const address = createDevCosmosWallet({ accountIndex: INDEX }).address
const cosmosLog = (page: Page) => page.getByRole('list', { name: 'Cosmos requests since this page loaded' })

test('connects the Dev Cosmos Wallet (Keplr-compatible) and signs with ADR-36 that CosmJS verifies', async ({
  page,
}) => {
  await page.goto(`/?account=${INDEX}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Cosmos Wallet' })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-name')).toHaveText(`${address.slice(0, 4)}…${address.slice(-6)}`)
  await expect(account.getByText('Latch Cosmos Devnet')).toBeVisible()
  await expect(cosmosLog(page).getByText('enable: approved')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('region', { name: 'Your connection' }).getByText(address)).toBeVisible()

  await page.getByRole('textbox', { name: 'Message' }).fill('Sign in to the Latch demo & <more>')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByText('Signed (ADR-36)')).toBeVisible()
  const signed = JSON.parse((await page.locator('code.wrap').textContent()) ?? '{}')
  expect(verifyAdr36(address, 'Sign in to the Latch demo & <more>', signed)).toBe(true)
  expect(verifyAdr36(address, 'Sign in to something else', signed)).toBe(false)
})
