/**
 * No view is wider than its dialog, on a phone and on a desktop, with the longest names the devnet's
 * fixtures hold: test account #7 holds the HTML-named token and NFT collection, the spam NFT and the
 * usual tokens. Every view is opened and measured in the page; one failure lists every overflow.
 */
import { expect, type Page, test } from '@playwright/test'
import { connectDevWallet } from './helpers.ts'
import { inspect } from './inspect.ts'

/** Devnet test account #7: the holder of the fixtures with the longest names. */
const FIXTURE_HOLDER = 7

for (const width of [360, 1280]) {
  test(`no view is wider than its dialog at ${width} px, with the longest fixture names`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const found: string[] = []
    const measure = async (view: string) => {
      // Let the dialog finish its height transition, so nothing is measured mid-move.
      await page.waitForTimeout(250)
      found.push(...(await page.evaluate(inspect)).outside.map((o) => `${view}: ${o}`))
    }
    const dialog = (name: string) => page.getByRole('dialog', { name })
    const back = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()

    await page.goto(`/?account=${FIXTURE_HOLDER}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await expect(dialog('Connect Wallet').getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    await measure('Connect')
    await dialog('Connect Wallet').getByRole('button', { name: 'All Wallets' }).click()
    await expect(page.getByRole('dialog').getByText(/\d wallets/)).toBeVisible()
    await measure('All Wallets')
    await page.keyboard.press('Escape')

    await connectDevWallet(page)
    const account = dialog('Account')
    await expect(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
    await measure('Account (Tokens)')
    await account.getByRole('tab', { name: 'NFTs' }).click()
    await expect(
      account
        .getByRole('tabpanel')
        .getByText(/Hostile NFT/)
        .first(),
    ).toBeVisible()
    await measure('Account (NFTs)')
    await account.getByRole('tab', { name: 'Activity' }).click()
    await expect(account.getByRole('listitem').filter({ hasText: /Hostile NFT/ })).toBeVisible()
    await measure('Account (Activity)')

    await account.getByRole('button', { name: /switch network$/ }).click()
    await expect(dialog('Networks')).toBeVisible()
    await measure('Networks')
    await back(page)

    await account.getByRole('button', { name: 'Send' }).click()
    const send = dialog('Send')
    await send.getByRole('button', { name: /^Token/ }).click()
    await expect(send.getByRole('listbox', { name: 'Token' })).toBeVisible()
    await measure('Send (token list)')
    await send
      .getByRole('listbox', { name: 'Token' })
      .getByRole('option', { name: /^ETH\b/ })
      .click()
    await back(page)

    await account.getByRole('button', { name: 'Receive' }).click()
    await expect(dialog('Receive')).toBeVisible()
    await measure('Receive')
    await back(page)

    await account.getByRole('button', { name: 'Buy' }).click()
    const buy = dialog('Buy')
    await buy.getByLabel('Amount').fill('50')
    await expect(buy.getByRole('term').filter({ hasText: 'You get' })).toBeVisible()
    await measure('Buy (quoted)')
    await back(page)

    await account.getByRole('button', { name: 'Swap' }).click()
    const swap = dialog('Swap')
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    await expect(swap.getByRole('term').filter({ hasText: 'Minimum received' })).toBeVisible()
    await measure('Swap (quoted)')
    await swap.getByRole('button', { name: /Choose the token to receive$/ }).click()
    await expect(swap.getByRole('group', { name: 'Your tokens' })).toBeVisible()
    await measure('Swap (token picker)')
    await swap.getByRole('button', { name: 'Cancel' }).click()
    await back(page)

    await account.getByRole('button', { name: 'Choose a name' }).click()
    await expect(dialog('Choose a name')).toBeVisible()
    await measure('Choose a name')

    // With sign-in on, the restored wallet is asked to sign in as the page loads.
    await page.goto(`/?account=${FIXTURE_HOLDER}&siwx`)
    await expect(dialog('Sign in').getByRole('button', { name: 'Sign' })).toBeEnabled()
    await measure('Sign in')

    expect(found).toEqual([])
  })
}
