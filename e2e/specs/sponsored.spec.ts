/**
 * Sponsored gas (ERC-4337 with the Latch server's ERC-7677 paymaster): once the email wallet is a smart
 * account, its sends and batches go as user operations through the devnet's bundler and the demo app pays
 * the network fee. The approval says who pays, before and after; the chain holds the exact amounts, and
 * the paymaster's deposit in the EntryPoint is what paid.
 */
import { ENTRY_POINT_V08, verifyingPaymaster } from '@latch/devnet/chains'
import { expect, type Page, test } from '@playwright/test'
import { createWalletClient, encodeFunctionData, http, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { approveInFrame, freshEmail, logIn, short, walletFrame } from './email-helpers.ts'
import { chainA, freshAddress, LUSD, lusdOf, RPC_A, rpcA } from './helpers.ts'

/** The paymaster's deposit in the EntryPoint: what it pays gas from. */
const deposit = () =>
  chainA().readContract({
    address: ENTRY_POINT_V08,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [verifyingPaymaster()],
  })

/** Mints 1 LUSD to an address, from a throwaway funded account (the test token's mint is open). */
async function mintLusd(to: `0x${string}`) {
  const minter = privateKeyToAccount(generatePrivateKey())
  await rpcA('anvil_setBalance', [minter.address, `0x${parseEther('1').toString(16)}`])
  const wallet = createWalletClient({ account: minter, chain: foundry, transport: http(RPC_A) })
  const hash = await wallet.sendTransaction({
    to: LUSD,
    data: encodeFunctionData({
      abi: parseAbi(['function mint(address to, uint256 amount)']),
      functionName: 'mint',
      args: [to, 1_000_000n],
    }),
  })
  await chainA().waitForTransactionReceipt({ hash })
}

/**
 * A new email wallet holding 1 ETH (and 1 LUSD with `lusd`), made a smart account from the Account view:
 * that switch is the visitor's own transaction, paid by them, as its approval says.
 */
async function smartEmailWallet(page: Page, { lusd = false } = {}) {
  await page.goto('/?locale=en')
  const { address } = await logIn(page, freshEmail(), async (created) => {
    await rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`])
    if (lusd) await mintLusd(created)
  })
  const account = page.getByRole('dialog', { name: 'Account' })
  const frame = walletFrame(page)
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(frame.getByRole('heading', { name: 'Switch to a smart account' })).toBeVisible()
  await expect(frame.getByText('Network fee')).toBeVisible()
  await expect(frame.getByText('Paid by you')).toBeVisible()
  await approveInFrame(page)
  await expect(account.getByRole('button', { name: 'Switch to standard account' })).toBeVisible({
    timeout: 30_000,
  })
  return { owner: address as `0x${string}`, account, frame }
}

test('a smart account sends with the app paying the network fee: it loses exactly what it sends, and the approval says who pays', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { owner, account, frame } = await smartEmailWallet(page)
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
  // Activity lists the send: a call inside the bundle's transaction, read from the operation it ran.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account.getByRole('listitem').filter({ hasText: 'Sent' }).filter({ hasText: '-0.01 ETH' }),
  ).toBeVisible({ timeout: 15_000 })
})

test("a sponsored batch of two token transfers leaves the account's ETH untouched, lowers the paymaster's deposit, and Activity shows what it sent", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { owner, frame } = await smartEmailWallet(page, { lusd: true })
  await page.keyboard.press('Escape')
  const eth = await chainA().getBalance({ address: owner })
  const paid = await deposit()
  const to = freshAddress()
  const panel = page.getByRole('region', { name: 'Send calls in one batch' })
  await panel.getByLabel('Receiver').fill(to)
  await panel.getByLabel('Coin').selectOption('LUSD')
  await panel.getByRole('checkbox', { name: 'All or nothing' }).check()
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(frame.getByRole('heading', { name: 'Send 2 calls as one transaction' })).toBeVisible()
  await expect(frame.getByText('Paid by Latch demo')).toBeVisible()
  await approveInFrame(page)
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: one transaction, all or nothing', {
    timeout: 30_000,
  })
  expect(await lusdOf(to)).toBe(300_000n)
  expect(await lusdOf(owner)).toBe(700_000n)
  expect(await chainA().getBalance({ address: owner })).toBe(eth)
  expect(await deposit()).toBeLessThan(paid)

  // Activity shows the batch as one send of what both transfers moved (logs of the bundle's transaction).
  await page.getByRole('button', { name: short(owner) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account.getByRole('listitem').filter({ hasText: 'Sent' }).filter({ hasText: '-0.3 LUSD' }),
  ).toBeVisible({ timeout: 15_000 })
})
