/**
 * Sponsored gas (ERC-4337 with the Latch server's ERC-7677 paymaster): once the email wallet is a smart
 * account, its sends go as user operations through the devnet's bundler and the demo app pays the
 * network fee. The approval says who pays, before and after; the chain holds the exact amounts.
 */
import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import { approveInFrame, freshEmail, logIn, walletFrame } from './email-helpers.ts'
import { chainA, freshAddress, rpcA } from './helpers.ts'

test('a smart account sends with the app paying the network fee: it loses exactly what it sends, and the approval says who pays', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/?locale=en')
  const { address } = await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )
  const owner = address as `0x${string}`
  const account = page.getByRole('dialog', { name: 'Account' })
  const frame = walletFrame(page)

  // Becoming a smart account is the visitor's own transaction: they pay its fee, and the approval says so.
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(frame.getByRole('heading', { name: 'Switch to a smart account' })).toBeVisible()
  await expect(frame.getByText('Network fee')).toBeVisible()
  await expect(frame.getByText('Paid by you')).toBeVisible()
  await approveInFrame(page)
  await expect(account.getByRole('button', { name: 'Switch to standard account' })).toBeVisible({
    timeout: 30_000,
  })

  const before = await chainA().getBalance({ address: owner })
  await account.getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByRole('button', { name: /^Token ETH\b/ })).toBeVisible()
  const to = freshAddress()
  await send.getByLabel('Amount').fill('0.01')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  await expect(frame.getByText('Paid by Latch demo')).toBeVisible()
  await approveInFrame(page)
  await expect(page.getByRole('status').getByText('Sent 0.01 ETH')).toBeVisible({ timeout: 30_000 })
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.01'))
  // No fee left the account: only the amount sent.
  expect(await chainA().getBalance({ address: owner })).toBe(before - parseEther('0.01'))
})
