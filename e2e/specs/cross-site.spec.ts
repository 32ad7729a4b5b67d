/**
 * A cross-site deployment: the demo opened as http://127.0.0.1:5173 while its wallet's secure site is
 * http://localhost:8788, another site. Chromium here blocks third-party storage (as in private windows
 * and under automation), so the wallet frame cannot keep keys: the visitor reads why and what to do, in
 * their language, never the browser's raw error, and nothing they typed is lost.
 */
import { expect, test } from '@playwright/test'
import { freshEmail } from './email-helpers.ts'

const CROSS_SITE_DEMO = 'http://127.0.0.1:5173/'
const EN = { connect: 'Connect Wallet', email: 'Email', continue: 'Continue with email' }
const DE = { connect: 'Wallet verbinden', email: 'E-Mail', continue: 'Weiter mit E-Mail' }

for (const [locale, said] of [
  [
    'en',
    /^This browser does not let the wallet keep its keys while it is inside another site\. Allow cookies and site data for localhost:8788/,
  ],
  [
    'de',
    /^Dieser Browser lässt die Wallet ihre Schlüssel nicht speichern, solange sie in eine andere Website eingebettet ist\. Erlaube Cookies und Websitedaten für localhost:8788/,
  ],
] as const) {
  test(`email login where the browser blocks the wallet's storage says so and what to do (${locale})`, async ({
    page,
  }) => {
    await page.goto(CROSS_SITE_DEMO)
    await page.getByLabel('Language', { exact: true }).selectOption(locale)
    const words = locale === 'en' ? EN : DE
    await page.getByRole('button', { name: words.connect }).click()
    const connect = page.getByRole('dialog', { name: words.connect })
    await connect.getByRole('textbox', { name: words.email }).fill(freshEmail())
    await connect.getByRole('button', { name: words.continue }).click()
    const problem = page.getByRole('dialog').getByRole('alert')
    await expect(problem).toHaveText(said, { timeout: 15_000 })
    await expect(problem).not.toContainText('denied permission')
  })
}
