import { testAccount } from '@latch/devnet/chains'
import { expect, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { freshEmail, logIn } from './email-helpers.ts'
import { chainA, RPC_A } from './helpers.ts'

test('funds that reach a new wallet show within seconds and can be sent at once', async ({ page }) => {
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('term').filter({ hasText: 'Balance' })).toBeVisible()

  // Nothing held yet: Send's token list says so, not that a search matched nothing.
  await account.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /^Token/ }).click()
  await expect(send.getByRole('status').filter({ hasText: 'No tokens to send yet' })).toBeVisible()
  await expect(send.getByText('No token matches')).toHaveCount(0)
  await send.getByRole('listbox', { name: 'Token' }).press('Escape')
  await send.getByRole('button', { name: 'Back' }).click()

  // Someone pays the wallet while its Account view is open; no reload, no click.
  const payer = testAccount(9)
  const hash = await createWalletClient({
    account: payer,
    chain: foundry,
    transport: http(RPC_A),
  }).sendTransaction({ to: address as `0x${string}`, value: parseEther('0.1') })
  await chainA().waitForTransactionReceipt({ hash })
  const paidAt = Date.now()
  await expect(account.getByRole('definition').filter({ hasText: '0.1 ETH' })).toBeVisible({ timeout: 8_000 })
  await expect(account.getByRole('list', { name: 'Tokens' }).getByRole('listitem')).toContainText(['0.1 ETH'])
  // Within a few seconds of the block (the indexer polls, the server answers the held request).
  expect(Date.now() - paidAt).toBeLessThan(8_000)

  // Send offers what the Account view shows.
  await account.getByRole('button', { name: 'Send' }).click()
  await expect(send.getByRole('button', { name: /^Token ETH 0\.1\b/ })).toBeVisible()

  // Closed, the modal asks the server nothing more (counted from the moment it is gone: a request the
  // open modal made while Escape was on its way is not one made after).
  await page.keyboard.press('Escape')
  await expect(send).toBeHidden()
  let asked = 0
  page.on('request', (r) => void (r.url().includes('/changes?') && asked++))
  await page.waitForTimeout(3_000)
  expect(asked).toBe(0)
})
