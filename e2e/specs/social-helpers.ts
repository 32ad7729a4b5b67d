/** The devnet's social logins as a person does them: the provider's button, then its pop-up. */
import { expect, type Page } from '@playwright/test'
import { atRest } from './helpers.ts'

/** Presses a provider's button in the Connect view and returns the pop-up it opened. */
export async function openProvider(page: Page, provider: string): Promise<Page> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const button = connect.getByRole('button', { name: `Continue with ${provider}` })
  const row = connect.getByRole('list', { name: 'Social logins' })
  await expect(row).toBeVisible()
  // The dialog grows as the row arrives: a press aimed while it moves lands beside the button.
  await atRest(row)
  // Past four providers the row shows three and "other social logins", which shows the rest.
  if (!(await button.isVisible())) await connect.getByRole('button', { name: 'Other social logins' }).click()
  await expect(button).toBeVisible()
  await atRest(button)
  const popup = page.waitForEvent('popup')
  await button.click()
  return popup
}

/** Signs in at the devnet's provider as `email` (verified unless said), or denies. */
export async function atProvider(popup: Page, email: string | 'deny', verified = true): Promise<void> {
  const signIn = popup.getByRole('button', { name: 'Sign in' })
  await expect(signIn).toBeVisible({ timeout: 20_000 })
  if (email === 'deny') return popup.getByRole('button', { name: 'Deny' }).click()
  await popup.getByLabel('Email', { exact: true }).fill(email)
  if (!verified) await popup.getByLabel('The provider has verified this email').uncheck()
  await signIn.click()
}
