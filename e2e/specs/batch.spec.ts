/**
 * Batched calls (ERC-5792) from the demo's "Send calls in one batch", through `useSendCalls`: the email
 * wallet approves both transfers at once, the chain holds exactly both and Activity lists both; a wallet
 * without batches (the Dev Wallet) is refused with Latch's message, and nothing is sent.
 */
import { shortenAddress } from '@latch/core'
import { smartAccountImplementation } from '@latch/devnet/chains'
import { expect, type Page, test } from '@playwright/test'
import { parseEther } from 'viem'
import { approveInFrame, freshEmail, logIn, short, walletFrame } from './email-helpers.ts'
import { chainA, connectDevWallet, freshAddress, rpcA } from './helpers.ts'

/** A new email wallet holding 1 ETH, logged in on the demo; the batch panel, a fresh receiver typed in. */
async function emailWalletWithReceiver(page: Page) {
  await page.goto('/?locale=en')
  const { address } = await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )
  await page.keyboard.press('Escape')
  const to = freshAddress()
  const panel = batchPanel(page)
  await panel.getByLabel('Receiver').fill(to)
  return { address, to, panel }
}

const batchPanel = (page: Page) => page.getByRole('region', { name: 'Send calls in one batch' })

test('the email wallet sends two transfers as one batch: one approval shows both, the chain and Activity hold both', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { address, to, panel } = await emailWalletWithReceiver(page)
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve' })).toBeVisible()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Send 2 calls one by one' })).toBeVisible()
  await expect(frame.getByText('One after another: if one fails, those before it stay done')).toBeVisible()
  await expect(frame.getByText('Call 2', { exact: true })).toBeVisible()
  await expect(frame.getByText('0.0001 ETH')).toBeVisible()
  await expect(frame.getByText('0.0002 ETH')).toBeVisible()
  await approveInFrame(page)
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: 2 transactions', { timeout: 30_000 })
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0003'))
  // Both are in Activity, as two sends to the receiver (amounts this small show as "<0.001 ETH").
  await page.getByRole('button', { name: short(address) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: shortenAddress(to) })
      .filter({ hasText: '-<0.001 ETH' }),
  ).toHaveCount(2, { timeout: 15_000 })
})

test('all or nothing: the email wallet becomes a smart account (EIP-7702) on approval, keeps its address, and runs the batch as one transaction', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { address, to, panel } = await emailWalletWithReceiver(page)
  await panel.getByRole('checkbox', { name: 'All or nothing' }).check()
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Send 2 calls as one transaction' })).toBeVisible()
  await expect(frame.getByText('As one transaction: all go through, or none does')).toBeVisible()
  await expect(
    frame.getByText('Becomes a smart account (EIP-7702); the address stays the same'),
  ).toBeVisible()
  await expect(frame.getByText(smartAccountImplementation())).toBeVisible()
  await approveInFrame(page)
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: one transaction, all or nothing', {
    timeout: 30_000,
  })
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0003'))
  // Same address, now delegating to the devnet's Simple7702Account; the page still shows that address.
  expect(await chainA().getCode({ address: address as `0x${string}` })).toBe(
    `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
  )
  await expect(page.getByTestId('address')).toHaveText(address)

  // A second all-or-nothing batch needs no upgrade: the approval lists the calls only.
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(frame.getByRole('heading', { name: 'Send 2 calls as one transaction' })).toBeVisible()
  await expect(frame.getByText('0.0002 ETH')).toBeVisible()
  await expect(frame.getByText('Becomes a smart account (EIP-7702); the address stays the same')).toHaveCount(
    0,
  )
  await approveInFrame(page)
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: one transaction, all or nothing', {
    timeout: 30_000,
  })
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0006'))
})

test('a wallet without batches is refused with "This wallet cannot send batched calls", and nothing is sent', async ({
  page,
}) => {
  await page.goto('/?locale=en')
  await connectDevWallet(page)
  await page.keyboard.press('Escape')
  const to = freshAddress()
  const panel = batchPanel(page)
  await panel.getByLabel('Receiver').fill(to)
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(panel.getByRole('status')).toContainText('Batch failed: This wallet cannot send batched calls')
  expect(await chainA().getBalance({ address: to })).toBe(0n)
})
