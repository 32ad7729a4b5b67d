/**
 * Batched calls (ERC-5792) from the demo's "Send calls in one batch", through `useSendCalls` and
 * `useCapabilities`: the email wallet approves both transfers at once, the chain holds exactly both and
 * Activity lists both. The Dev Wallet, in each way a wallet answers: without ERC-5792 the calls go one
 * transaction at a time with progress, a failure part way says which landed, and all or none is refused
 * with nothing sent; as a smart account that is `ready`, all or none upgrades it (EIP-7702) and runs as
 * one transaction, after which it is `supported`.
 */
import { shortenAddress } from '@latch/core'
import { smartAccountImplementation, testAddress } from '@latch/devnet/chains'
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
  await expect(panel.getByRole('status')).toHaveText('Calls confirmed: 2 transactions, one by one', {
    timeout: 30_000,
  })
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

/** Dev Wallet accounts of this file alone: #17 has no smart account, #19 becomes one. */
const PLAIN = 17
const SMART = 19

/** Test account `index` with 1 ETH and no code (whatever an earlier run left), its Dev Wallet connected. */
async function devWalletWithReceiver(page: Page, index: number, batches: string) {
  await rpcA('anvil_setBalance', [testAddress(index), `0x${parseEther('1').toString(16)}`])
  await rpcA('anvil_setCode', [testAddress(index), '0x'])
  await page.goto(`/?locale=en&account=${index}&batches=${batches}`)
  await connectDevWallet(page)
  await page.keyboard.press('Escape')
  const to = freshAddress()
  const panel = batchPanel(page)
  await panel.getByLabel('Receiver').fill(to)
  return { to, panel, prompts: page.getByRole('list', { name: 'Requests since this page loaded' }) }
}

/** Every text the panel's status shows from now on, however briefly, as a person watching it sees them. */
async function watchStatus(page: Page): Promise<() => Promise<string[]>> {
  await batchPanel(page)
    .getByRole('status')
    .evaluate((el) => {
      const seen: string[] = []
      ;(window as { __statusSeen?: string[] }).__statusSeen = seen
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
  return () => page.evaluate(() => (window as { __statusSeen?: string[] }).__statusSeen ?? [])
}

test('a wallet without batches: all or none is refused with nothing sent; the calls go one transaction at a time with progress; a failure part way says which landed', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { to, panel, prompts } = await devWalletWithReceiver(page, PLAIN, 'none')
  await expect(
    panel.getByText('This wallet has no batched calls (ERC-5792): the calls go one transaction at a time.'),
  ).toBeVisible()
  const send = panel.getByRole('button', { name: 'Send 2 calls' })
  const status = panel.getByRole('status')

  await panel.getByRole('checkbox', { name: 'All or nothing' }).check()
  await send.click()
  await expect(status).toHaveText(
    'Batch failed: This wallet cannot send batched calls: this wallet cannot run calls all or none',
  )
  await expect(prompts.getByRole('listitem')).toHaveText(['eth_requestAccounts: approved'])
  expect(await chainA().getBalance({ address: to })).toBe(0n)

  await panel.getByRole('checkbox', { name: 'All or nothing' }).uncheck()
  const seen = await watchStatus(page)
  await send.click()
  await expect(status).toHaveText('Calls confirmed: 2 transactions, one by one', { timeout: 30_000 })
  // One after the other: the second is asked for only once the first was sent and waited for.
  expect((await seen()).filter((t) => /^Call \d of 2(:| sent)/.test(t))).toEqual([
    'Call 1 of 2: waiting for the wallet…',
    'Call 1 of 2 sent, waiting for the chain…',
    'Call 2 of 2: waiting for the wallet…',
    'Call 2 of 2 sent, waiting for the chain…',
  ])
  await expect(prompts.getByRole('listitem')).toHaveText([
    'eth_requestAccounts: approved',
    'eth_sendTransaction: approved',
    'eth_sendTransaction: approved',
  ])
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0003'))

  // The second call (a transfer of more LUSD than anyone holds) fails: the first stays landed, and is named.
  await panel.getByRole('checkbox', { name: 'Second call fails' }).check()
  await send.click()
  await expect(status).toHaveText(
    /^Batch failed: 1 of 2 calls landed; the others were not sent: call 2 did not go through: .+; landed: 0x[0-9a-f]{64}$/,
    { timeout: 30_000 },
  )
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0004'))
})

test('a smart-account wallet, ready: all or none upgrades it (EIP-7702), with the reason shown, and runs as one transaction; then it is supported', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { to, panel, prompts } = await devWalletWithReceiver(page, SMART, 'smart-account')
  await expect(
    panel.getByText(
      'This wallet can run the calls all or nothing once it makes the account a smart account (EIP-7702).',
    ),
  ).toBeVisible()
  await panel.getByRole('checkbox', { name: 'All or nothing' }).check()
  const seen = await watchStatus(page)
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: one transaction, all or nothing', {
    timeout: 30_000,
  })
  expect(await seen()).toContain(
    'The wallet will ask to make this account a smart account (EIP-7702), so the calls run as one transaction…',
  )
  await expect(prompts.getByRole('listitem')).toHaveText([
    'eth_requestAccounts: approved',
    'wallet_sendCalls: approved',
  ])
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0003'))
  expect(await chainA().getCode({ address: testAddress(SMART) })).toBe(
    `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
  )
  await expect(
    panel.getByText('This wallet runs the calls as one transaction, all or nothing.'),
  ).toBeVisible()

  // Supported now: the next batch runs as one transaction with no upgrade to ask for.
  const again = await watchStatus(page)
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(panel.getByRole('status')).toHaveText('Batch confirmed: one transaction, all or nothing', {
    timeout: 30_000,
  })
  expect((await again()).filter((t) => t.includes('smart account'))).toEqual([])
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0006'))
})

test('a wallet whose atomic batches are unsupported sends the calls one transaction at a time', async ({
  page,
}) => {
  const { to, panel, prompts } = await devWalletWithReceiver(page, PLAIN, 'one-by-one')
  await expect(panel.getByText('This wallet sends the calls one transaction at a time.')).toBeVisible()
  await panel.getByRole('button', { name: 'Send 2 calls' }).click()
  await expect(panel.getByRole('status')).toHaveText('Calls confirmed: 2 transactions, one by one', {
    timeout: 30_000,
  })
  await expect(prompts.getByRole('listitem')).toHaveText([
    'eth_requestAccounts: approved',
    'eth_sendTransaction: approved',
    'eth_sendTransaction: approved',
  ])
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.0003'))
})
