import { expect, type Page, test } from '@playwright/test'
import { connectDevWallet } from './helpers.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await connectDevWallet(page)
})

const connection = (page: Page) => page.getByRole('region', { name: 'Your connection' })
const walletLog = (page: Page) => page.getByRole('list', { name: 'Requests since this page loaded' })

test('switching to devnet B adds the chain to the wallet (4902), switches, and switching back is direct', async ({
  page,
}) => {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Latch Devnet A, switch network' })
    .click()
  const networks = page.getByRole('dialog', { name: 'Networks' })
  await expect(networks.getByRole('option', { name: /^Latch Devnet A/ })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await networks.getByRole('option', { name: /^Latch Devnet B/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Latch Devnet B, switch network' })).toBeVisible()
  await expect(connection(page).getByText('Latch Devnet B', { exact: true })).toBeVisible()
  await expect(walletLog(page).getByText('wallet_addEthereumChain: approved')).toBeVisible()
  await account.getByRole('button', { name: 'Latch Devnet B, switch network' }).click()
  await page
    .getByRole('dialog', { name: 'Networks' })
    .getByRole('option', { name: /^Latch Devnet A/ })
    .click()
  await expect(connection(page).getByText('Latch Devnet A', { exact: true })).toBeVisible()
  await expect(
    walletLog(page).getByRole('listitem').filter({ hasText: 'wallet_addEthereumChain' }),
  ).toHaveCount(1)
})

test('a declined switch shows "Switch declined" and offers a retry that succeeds', async ({ page }) => {
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Reject next request' }).click()
  await page.getByRole('button', { name: '0xf3…b92266' }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: /, switch network$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Networks' })
    .getByRole('option', { name: /^Latch Devnet B/ })
    .click()
  const switching = page.getByRole('dialog', { name: 'Switch network' })
  await expect(switching.getByText('Switch declined')).toBeVisible()
  await expect(connection(page).getByText('Latch Devnet A', { exact: true })).toBeVisible()
  await switching.getByRole('button', { name: 'Try again' }).click()
  await expect(connection(page).getByText('Latch Devnet B', { exact: true })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('a wallet on a network the app does not configure gets the UnsupportedChain view, and leaves it by switching', async ({
  page,
}) => {
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Move the wallet to an unsupported network' }).click()
  const unsupported = page.getByRole('dialog', { name: 'Unsupported Chain' })
  await expect(unsupported).toBeVisible()
  await expect(connection(page).getByText('eip155:31339', { exact: true })).toBeVisible()
  // Escape does not leave it: the modal shakes and says why, in words (no motion needed to notice).
  await page.keyboard.press('Escape')
  await expect(unsupported.getByRole('alert')).toHaveText(
    'Choose one of these networks to go on: this app does not work on the one your wallet is on.',
  )
  await expect(unsupported).toBeVisible()
  await unsupported.getByRole('option', { name: /^Latch Devnet A/ }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Latch Devnet A, switch network' }),
  ).toBeVisible()
  await expect(connection(page).getByText('Latch Devnet A', { exact: true })).toBeVisible()
})
