/**
 * The demo's headless recipe: a button and a modal of the app's own, built from Latch's hooks alone.
 * The connection it makes is Latch's: the ConnectButton shows it, a reload restores it, and a refusal
 * is said in the app's own dialog.
 */
import { expect, test } from '@playwright/test'
import { SHORT_0 } from './helpers.ts'

test('the app’s own button and dialog connect the Dev Wallet through Latch, and sign out', async ({
  page,
}) => {
  await page.goto('/')
  // The Dev Wallet will decline the first request (armed from its panel first: the page behind the
  // app's dialog is inert while the dialog is open).
  await page.getByRole('button', { name: 'Reject next request' }).click()
  await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' })
  await expect(picker).toBeVisible()

  // The refusal is said in the app's dialog, which stays open for another try.
  await picker
    .getByRole('list', { name: 'Browser wallets' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(picker.getByRole('alert')).toHaveText('Connection rejected')
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  await picker
    .getByRole('list', { name: 'Browser wallets' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  await expect(picker).toBeHidden()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.getByRole('button', { name: 'Sign out 0xf39F…2266' })).toBeVisible()
  // The same connection as Latch's own button's, restored on reload.
  await expect(page.getByRole('button', { name: new RegExp(`^${SHORT_0}`) })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign out 0xf39F…2266' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out 0xf39F…2266' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in with a wallet' })).toBeVisible()
})

test('the app’s dialog keeps the page behind it inert, closes on Escape, and hands email and WalletConnect to Latch’s modal', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a wallet' })
  await expect(picker.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
  // The page behind a modal dialog is inert: Tab never reaches it.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    const outside = await picker.evaluate((d) => {
      const a = document.activeElement
      return !!a && a !== document.body && !d.contains(a)
    })
    expect(outside).toBe(false)
  }
  await page.keyboard.press('Escape')
  await expect(picker).toBeHidden()

  await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
  await picker.getByRole('button', { name: 'Email or WalletConnect' }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email')).toBeVisible()
})
