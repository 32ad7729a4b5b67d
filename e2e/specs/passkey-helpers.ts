/** The passkey specs' steps: an authenticator in the page's browser, Login methods, a passkey login. */
import { type CDPSession, expect, type Page } from '@playwright/test'
import { addAuthenticator } from '../authenticator.ts'
import { atRest } from './helpers.ts'

/** A platform authenticator in this page's browser (and its frames), with or without the PRF extension. */
export async function authenticator(page: Page, prf = true): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page)
  return { cdp, id: await addAuthenticator(cdp, prf) }
}

/** From the Account view to Login methods. */
export async function loginMethods(page: Page) {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Login methods' }).click()
  const methods = page.getByRole('dialog', { name: 'Login methods' })
  await expect(methods.getByRole('list', { name: 'Login methods' })).toBeVisible()
  return methods
}

/** Presses "Continue with a passkey" in the Connect view. */
export async function continueWithPasskey(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const button = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', {
    name: 'Continue with a passkey',
  })
  await expect(button).toBeVisible()
  await atRest(button)
  await button.click()
}

/** The connected address the demo shows on its Account view. */
export const shownAddress = async (page: Page) => {
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('connected')
  return page.locator('dd').nth(1).textContent()
}
