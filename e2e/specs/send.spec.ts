import { shortenAddress } from '@latch/core'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { chainA, chooseToken, connectAs, freshAddress, LUSD, lusdOf, rpcA } from './helpers.ts'

// Test account #1 sends in this file; each receiver is fresh, so its balance is exactly what arrived.
const SENDER = 1

async function openSend(page: Page) {
  await connectAs(page, SENDER)
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByRole('button', { name: /^Token (ETH|SOL)\b/ })).toBeVisible()
  return send
}
const walletLog = (page: Page) => page.getByRole('list', { name: 'Requests since this page loaded' })

test('sends native currency: the receiver gains exactly the amount and Activity shows it', async ({
  page,
}) => {
  const send = await openSend(page)
  const to = freshAddress()
  await send.getByLabel('Amount').fill('0.125')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').getByText('Sent 0.125 ETH')).toBeVisible()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.125'))
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account.getByRole('listitem').filter({ hasText: 'Sent' }).filter({ hasText: '-0.125 ETH' }),
  ).toBeVisible({
    timeout: 15_000,
  })
})

test('sends an ERC-20: transfer(receiver, amount) moves exactly the amount, and Activity names the receiver', async ({
  page,
}) => {
  const send = await openSend(page)
  const to = freshAddress()
  await chooseToken(send, 'LUSD')
  await send.getByLabel('Amount').fill('2.5')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').getByText('Sent 2.5 LUSD')).toBeVisible()
  expect(await lusdOf(to)).toBe(parseUnits('2.5', 6))
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account.getByRole('listitem').filter({ hasText: '-2.5 LUSD' })
  await expect(row).toBeVisible({ timeout: 15_000 })
  // The row names the person paid (the Transfer log's receiver), never the LUSD contract.
  await expect(row).toContainText(shortenAddress(to.toLowerCase()))
  await expect(row).not.toContainText(shortenAddress(LUSD.toLowerCase()))
})

test('every validation message shows, and nothing reaches the wallet', async ({ page }) => {
  const send = await openSend(page)
  // Each problem shows under its field (the other problem lines stay empty).
  const problem = send.getByRole('alert').filter({ hasText: /\S/ })
  const submit = send.getByRole('button', { name: 'Send', exact: true })
  const to = freshAddress()
  await submit.click()
  await expect(problem).toHaveText('An amount and receiver address are required')
  const cases: [amount: string, receiver: string, message: string][] = [
    ['-1', to, 'The amount must be positive'],
    ['abc', to, 'Enter the amount as a number, like 1.5'],
    ['0', to, 'Enter an amount above 0'],
    ['1.0000000000000000001', to, 'ETH has at most 18 decimal places'],
    ['99999999', to, 'Not enough ETH'],
    ['1', '0x1234', 'Enter an address (0x and 40 hex characters) or a name'],
    [
      '1',
      // Account #1's address with one capital letter lowered: its EIP-55 checksum no longer holds.
      '0x70997970c51812dc3A010C7d01b50e0d17dc79C8',
      "This address's capital letters do not match its checksum: check it for a typo, or paste it again",
    ],
    ['1', 'bob', 'Names have at least 4 characters: letters, digits and hyphens only'],
    ['1', 'not a name!', 'Names have at least 4 characters: letters, digits and hyphens only'],
    ['1', 'nobody-here.latch.id', 'Error resolving name: nobody-here.latch.id is not registered'],
  ]
  for (const [amount, receiver, message] of cases) {
    await send.getByLabel('Amount').fill(amount)
    await send.getByLabel('Receiver').fill(receiver)
    await submit.click()
    await expect(problem).toHaveText(message)
  }
  // The field in question is marked invalid and described by its problem.
  await send.getByLabel('Receiver').fill(to)
  await send.getByLabel('Amount').fill('-2')
  await expect(send.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true')
  await expect(send.getByLabel('Amount')).toHaveAccessibleDescription('The amount must be positive')
  await expect(send.getByLabel('Receiver')).not.toHaveAttribute('aria-invalid')
  await chooseToken(send, 'LUSD')
  await send.getByLabel('Amount').fill('1.1234567')
  await send.getByLabel('Receiver').fill(to)
  await submit.click()
  await expect(problem).toHaveText('LUSD has at most 6 decimal places')
  await expect(walletLog(page).getByRole('listitem').filter({ hasText: 'eth_sendTransaction' })).toHaveCount(
    0,
  )
  expect(await chainA().getBalance({ address: to })).toBe(0n)
})

test('a rejected send goes back to Account with the error, and sends nothing', async ({ page }) => {
  const send = await openSend(page)
  const to = freshAddress()
  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver').fill(to)
  // The wallet's own control sits under the modal's overlay, as an extension's popup would not.
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert').getByText('Transaction rejected')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(walletLog(page).getByText('eth_sendTransaction: rejected')).toBeVisible()
  expect(await chainA().getBalance({ address: to })).toBe(0n)
})

test('a wallet moved to another network without telling the page: the send says so, and nothing lands on either chain', async ({
  page,
}) => {
  const send = await openSend(page)
  const to = freshAddress()
  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver').fill(to)
  // What a person does in a wallet that then misses its chainChanged event (its control sits under the overlay).
  await page
    .getByRole('button', {
      name: `Move the wallet to ${DEFAULT_DEVNET_ENDPOINTS[1]!.name} without telling the page`,
    })
    .dispatchEvent('click')
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(
    page
      .getByRole('alert')
      .getByText(
        `Your wallet is on another network: switch it to ${DEFAULT_DEVNET_ENDPOINTS[0]!.name} and try again`,
      ),
  ).toBeVisible()
  await expect(walletLog(page).getByRole('listitem').filter({ hasText: 'eth_sendTransaction' })).toHaveCount(
    0,
  )
  expect(await chainA().getBalance({ address: to })).toBe(0n)
  const chainB = createPublicClient({ transport: http(DEFAULT_DEVNET_ENDPOINTS[1]!.rpcUrl) })
  expect(await chainB.getBalance({ address: to })).toBe(0n)
})

test('a pending send shows a loading notification until it is mined, then balances refresh', async ({
  page,
}) => {
  const send = await openSend(page)
  const to = freshAddress()
  await chooseToken(send, 'LUSD')
  await send.getByLabel('Amount').fill('7')
  await send.getByLabel('Receiver').fill(to)
  await rpcA('evm_setAutomine', [false])
  try {
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByRole('status').getByText('Transaction pending')).toBeVisible()
    await expect(send.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    expect(await lusdOf(to)).toBe(0n)
    await rpcA('evm_mine')
  } finally {
    await rpcA('evm_setAutomine', [true])
    // Specs in the other worker may have sent a transaction after that block: mine it too.
    await rpcA('evm_mine')
  }
  await expect(page.getByRole('status').getByText('Sent 7 LUSD')).toBeVisible()
  expect(await lusdOf(to)).toBe(parseUnits('7', 6))
  const tokens = page.getByRole('dialog', { name: 'Account' }).getByRole('list', { name: 'Tokens' })
  // 1,000,000 minted, less 2.5 and 7 sent in this file.
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText('999,990.5 LUSD')
})

test('Max fills the native balance less the fee, and that amount sends', async ({ page }) => {
  const send = await openSend(page)
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(send.getByLabel('Amount')).not.toHaveValue('')
  const max = await send.getByLabel('Amount').inputValue()
  expect(Number(max)).toBeGreaterThan(0)
  const balance = await chainA().getBalance({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
  expect(parseEther(max)).toBeLessThan(balance)
  expect(balance - parseEther(max)).toBeLessThan(parseEther('0.01'))
  const to = freshAddress()
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  expect(await chainA().getBalance({ address: to })).toBe(parseEther(max))
})
