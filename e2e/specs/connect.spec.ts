import { expect, test } from '@playwright/test'
import { ACCOUNT_0, chainBalanceText, connectDevWallet, SHORT_0 } from './helpers.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('connecting the Dev Wallet shows its address and the balance read from the chain', async ({ page }) => {
  await connectDevWallet(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(SHORT_0, { exact: true })).toBeVisible()
  await expect(
    account.getByRole('definition').getByText(await chainBalanceText(ACCOUNT_0), { exact: true }),
  ).toBeVisible()
  await expect(account.getByText('Latch Devnet A', { exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name: SHORT_0 })).toBeVisible()
})

test('after a reload the wallet is still connected, with no prompt', async ({ page }) => {
  await connectDevWallet(page)
  await page.reload()
  await expect(page.getByRole('button', { name: SHORT_0 })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const devWallet = page.getByRole('region', { name: 'Dev Wallet' })
  await expect(devWallet.getByText('None', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: SHORT_0 }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(SHORT_0, { exact: true }),
  ).toBeVisible()
})

test('disconnecting returns the button to "Connect Wallet" and stays disconnected after a reload', async ({
  page,
}) => {
  await connectDevWallet(page)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a rejected connection shows "Connection rejected", and retrying connects', async ({ page }) => {
  await page.getByRole('button', { name: 'Reject next request' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  const connecting = page.getByRole('dialog', { name: 'Dev Wallet' })
  await expect(connecting.getByText('Connection rejected')).toBeVisible()
  await expect(connecting.getByText('The wallet declined the request.')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(SHORT_0, { exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
})

test('Back from a rejected attempt returns to the wallet list', async ({ page }) => {
  await page.getByRole('button', { name: 'Reject next request' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Dev Wallet' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Dev Wallet' }).getByText('Connection rejected'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})

test('the demo loads with no failed request, its favicon included', async ({ page }) => {
  const failed: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('/favicon.svg')
  expect((await page.request.get('/favicon.svg')).status()).toBe(200)
  expect(failed).toEqual([])
})

test('the wallet switching network or disconnecting on its own says so, and leaves no empty Account view', async ({
  page,
}) => {
  await connectDevWallet(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  // The Dev Wallet panel stands for the wallet's own window: its buttons sit behind the modal.
  await page.getByRole('button', { name: 'Switch the wallet to Latch Devnet B' }).dispatchEvent('click')
  await expect(page.getByRole('status').getByText('Dev Wallet switched to Latch Devnet B')).toBeVisible()
  await expect(account.getByText('Latch Devnet B', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Disconnect in the wallet' }).dispatchEvent('click')
  await expect(page.getByRole('status').getByText('Dev Wallet disconnected')).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(account).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})
