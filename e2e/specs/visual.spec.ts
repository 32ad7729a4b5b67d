import { expect, type Locator, type Page, test } from '@playwright/test'
import { freshEmail, logIn } from './email-helpers.ts'
import { ACCOUNT_0, connectDevWallet } from './helpers.ts'

/*
 * Visual regression: every view, in light and dark, compared with the committed baselines in
 * `visual.spec.ts-snapshots/` (taken in Debian's Chromium). An unintended change in layout, colour,
 * icon or type fails here. After an intended one: `npx playwright test specs/visual.spec.ts
 * --update-snapshots`, look at the new images, and commit them.
 *
 * What other specs change on the shared chain (balances, a QR code's random pairing URI) is masked, so
 * only the look is compared.
 */

/** Waits for every image in the dialog to have loaded and the pointer to be off every control. */
async function settle(page: Page, dialog: Locator): Promise<void> {
  await page.mouse.move(0, 0)
  await expect
    .poll(() =>
      dialog.evaluate((el) =>
        [...el.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true)
  // Skeletons gone: what loads has loaded.
  await expect(dialog.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
}

async function snap(page: Page, dialog: Locator, name: string, mask: Locator[] = []): Promise<void> {
  await settle(page, dialog)
  await expect(dialog).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    mask,
    maxDiffPixelRatio: 0.002,
  })
}

for (const theme of ['dark', 'light'] as const) {
  test(`every view looks as designed, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/?locale=en')
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByRole('button', { name: 'All Wallets' })).toBeVisible()
    await snap(page, connect, `connect-${theme}`)

    await connect.getByRole('button', { name: 'All Wallets' }).click()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await expect(all.getByRole('status')).toHaveText(/\d+ wallets/)
    await snap(page, all, `all-wallets-${theme}`)
    await all.getByRole('button', { name: 'Back' }).click()

    await connect.getByRole('button', { name: 'WalletConnect' }).click()
    const pairing = page.getByRole('dialog', { name: 'WalletConnect' })
    const qr = page.getByRole('img', { name: 'WalletConnect pairing code' })
    await expect(qr).toBeVisible()
    await snap(page, pairing, `walletconnect-${theme}`, [qr])
    await pairing.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Close' }).click()

    await page.getByRole('button', { name: 'Open the unsupported-network view' }).click()
    const unsupported = page.getByRole('dialog', { name: 'Unsupported Chain' })
    await snap(page, unsupported, `unsupported-chain-${theme}`)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Close' }).click()

    await connectDevWallet(page)
    const account = page.getByRole('dialog', { name: 'Account' })
    const tokens = account.getByRole('list', { name: 'Tokens' })
    await expect(tokens.getByRole('listitem').first()).toBeVisible()
    // Amounts move as other specs trade on the shared chain; the rows, icons and names are compared.
    const amounts = [
      account.getByRole('definition').first(),
      tokens.getByText(/^[\d,.]+ [A-Z]+$/),
      account.getByText(/^\$[\d,.]+$/),
    ]
    await snap(page, account, `account-${theme}`, amounts)

    await account.getByRole('button', { name: /switch network$/ }).click()
    const networks = page.getByRole('dialog', { name: 'Networks' })
    await snap(page, networks, `networks-${theme}`)
    await networks.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    const picker = send.getByRole('button', { name: /^Token ETH/ })
    await expect(picker).toBeVisible()
    await picker.click()
    const list = send.getByRole('listbox', { name: 'Token' })
    await expect(list.getByRole('option')).not.toHaveCount(0)
    const balances = [list.getByText(/^[\d,.]+$/), picker.getByText(/^[\d,.]+$/), send.getByText(/^Balance:/)]
    await snap(page, send, `send-${theme}`, balances)
    await page.keyboard.press('Escape')
    await send.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await snap(page, receive, `receive-${theme}`)
    await receive.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Buy' }).click()
    const buy = page.getByRole('dialog', { name: 'Buy' })
    await expect(buy.getByRole('button', { name: /^Continue/ })).toBeVisible()
    await snap(page, buy, `buy-${theme}`)
    // Buy's pickers are the designed Listbox, with the coins' icons.
    await buy.getByRole('button', { name: /^Coin/ }).click()
    await expect(buy.getByRole('listbox', { name: 'Coin' }).getByRole('option')).not.toHaveCount(0)
    await snap(page, buy, `buy-coins-${theme}`)
    await page.keyboard.press('Escape')
    await buy.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Swap' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap' })
    await swap.getByRole('button', { name: /Choose the token to receive$/ }).click()
    const tokensToReceive = swap.getByRole('listbox', { name: 'Choose the token to receive' })
    await expect(tokensToReceive.getByRole('option')).not.toHaveCount(0)
    await snap(page, swap, `swap-picker-${theme}`, [tokensToReceive.getByText(/^[\d,.]+$/)])
  })
}

test('the demo page fits a phone: no sideways scroll from 320 px, its controls styled like the page', async ({
  page,
}) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/?locale=en')
    await expect(page.getByRole('heading', { name: 'Dev Wallet' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  }
  // At 390 px (a phone): the top of the page, and a dev wallet's panel with its buttons.
  await page.mouse.move(0, 0)
  await expect(page).toHaveScreenshot('demo-phone-top.png', {
    animations: 'disabled',
    maxDiffPixelRatio: 0.002,
  })
  await expect(page.getByRole('region', { name: 'Dev Wallet' })).toHaveScreenshot(
    'demo-phone-dev-wallet.png',
    {
      animations: 'disabled',
      maxDiffPixelRatio: 0.002,
    },
  )
  // The headless recipe's own dialog, and the wagmi page (with a connected wallet's long address), fit too.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/?locale=en')
    await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
    const picker = await page.getByRole('dialog', { name: 'Choose a wallet' }).boundingBox()
    expect(picker && picker.x >= 0 && picker.x + picker.width <= width).toBe(true)
    await page.keyboard.press('Escape')
  }
  await page.goto('/wagmi.html')
  await connectDevWallet(page)
  await page.keyboard.press('Escape')
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await expect(page.getByTestId('wagmi-address')).toHaveText(ACCOUNT_0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  }
})

for (const theme of ['dark', 'light'] as const) {
  test(`the email wallet's Account view at phone width, ${theme}: a long email keeps its domain, its links a row of their own`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/?locale=en')
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    // Past 30 characters, so shown cut to 30 before the @; new each run (a new wallet).
    const email = freshEmail()
    await logIn(page, email)
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByTitle(email)).toHaveText(`${email.slice(0, 15)}...@example.com`)
    // What is new each run is masked (the address, the avatar, the email's digits, the balance): the
    // rows, the links' line and the actions are compared.
    await snap(page, account, `account-email-390-${theme}`, [
      account.getByTitle(email),
      account.locator('.latch-avatar'),
      account.getByTestId('account-name'),
      account.getByRole('definition').filter({ hasText: /ETH|Unavailable/ }),
      account.getByRole('list', { name: 'Tokens' }),
    ])
  })
}
