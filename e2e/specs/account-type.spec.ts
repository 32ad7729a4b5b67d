/**
 * The email wallet's account type in the Account view (SPEC §6): a new wallet is a standard account
 * (EOA); "Switch to smart account" asks in the wallet's frame, then the same address runs the devnet's
 * Simple7702Account (EIP-7702), and "Switch to standard account" clears it again. A declined switch says
 * so, changes nothing on chain, and leaves the visitor's preference at a standard account (SPEC §8): no
 * batch upgrades the account behind their back afterwards.
 */
import { smartAccountImplementation } from '@latch/devnet/chains'
import { expect, type Page, test } from '@playwright/test'
import { parseEther } from 'viem'
import { approveInFrame, freshEmail, logIn, pressInFrame, walletFrame } from './email-helpers.ts'
import { chainA, freshAddress, rpcA } from './helpers.ts'

const delegation = `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`

/** A new email wallet holding 1 ETH, on the Account view; its "Account type" row once read from the chain. */
async function emailWallet(page: Page) {
  await page.goto('/?locale=en')
  const { address } = await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('definition').filter({ hasText: /^Standard account / })).toBeVisible()
  return { address: address as `0x${string}`, account }
}

test('the Account view switches the email wallet to a smart account and back, on approval, keeping its address', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { address, account } = await emailWallet(page)
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Switch to a smart account' })).toBeVisible()
  await expect(
    frame.getByText('Becomes a smart account (EIP-7702); the address stays the same'),
  ).toBeVisible()
  await expect(frame.getByText(smartAccountImplementation())).toBeVisible()
  await expect(frame.getByText('Paid by you')).toBeVisible()
  await approveInFrame(page)
  await expect(account.getByRole('definition').filter({ hasText: /^Smart account / })).toBeVisible({
    timeout: 30_000,
  })
  expect(await chainA().getCode({ address })).toBe(delegation)
  await expect(page.getByTestId('address')).toHaveText(address)

  // A reload reads the type from the chain again.
  await page.reload()
  await page.getByRole('button', { name: `${address.slice(0, 4)}…${address.slice(-6)}` }).click()
  await expect(account.getByRole('definition').filter({ hasText: /^Smart account / })).toBeVisible({
    timeout: 15_000,
  })

  await account.getByRole('button', { name: 'Switch to standard account' }).click()
  await expect(frame.getByRole('heading', { name: 'Switch back to a standard account' })).toBeVisible()
  await expect(
    frame.getByText('Becomes a standard account (EOA) again; the address stays the same'),
  ).toBeVisible()
  await approveInFrame(page)
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible({
    timeout: 30_000,
  })
  expect(await chainA().getCode({ address })).toBeUndefined()
})

test('a declined switch says so, changes nothing on chain, and leaves the preference at a standard account', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { address, account } = await emailWallet(page)
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(walletFrame(page).getByRole('heading', { name: 'Switch to a smart account' })).toBeVisible()
  await pressInFrame(page, 'Reject')
  await expect(account.getByRole('alert')).toHaveText('Transaction rejected')
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeEnabled()
  expect(await chainA().getCode({ address })).toBeUndefined()

  // SPEC §8: the preference fell back to a standard account, so an all-or-nothing batch is refused
  // instead of upgrading the account; nothing is sent.
  await page.keyboard.press('Escape')
  const to = freshAddress()
  const panel = page.getByRole('region', { name: 'Send calls in one batch' })
  await panel.getByLabel('Receiver').fill(to)
  await panel.getByRole('checkbox', { name: 'All or nothing' }).check()
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(panel.getByRole('status')).toContainText('Batch failed: This wallet cannot send batched calls')
  expect(await chainA().getCode({ address })).toBeUndefined()
  expect(await chainA().getBalance({ address: to })).toBe(0n)
})
