import { expect, test } from '@playwright/test'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('Escape closes the modal and focus returns to the button', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('a click on the overlay closes the modal; a click inside does not', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('heading', { name: 'Connect Wallet' }).click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('Tab and Shift+Tab stay inside the dialog', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  // As a person would, once the wallets are listed: a wallet found mid-way shifts where Tab goes.
  await expect(dialog.getByRole('button', { name: 'Dev Polkadot Wallet' })).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  // Close, then the first wallet: WalletConnect leads the default connector order (SPEC §9).
  await expect(dialog.getByRole('button', { name: 'WalletConnect' })).toBeFocused()
})

test('every control in the modal has an accessible name', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
  await expect(
    dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Dev Wallet' }),
  ).toBeVisible()
})

test('the open modal adds no landmark to the host page (its header is not a second banner)', async ({
  page,
}) => {
  const banners = await page.getByRole('banner').count()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(banners)
})
