import { testAccount } from '@latch/devnet/chains'
import { expect, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { API, chainA, connectAs, freshAddress, RPC_A } from './helpers.ts'

test('activity pages by cursor as the list scrolls: more than one page of transfers', async ({ page }) => {
  // Account #6 sends 30 small transfers to account #4: with the 2 mints that is 32, over 25 a page.
  const receiver = testAccount(4).address
  const wallet = createWalletClient({ account: testAccount(6), chain: foundry, transport: http(RPC_A) })
  let last: `0x${string}` = '0x'
  for (let i = 0; i < 30; i++)
    last = await wallet.sendTransaction({ to: receiver, value: parseEther('0.001') })
  await chainA().waitForTransactionReceipt({ hash: last })
  // Wait until the server's indexer has the last one.
  await expect
    .poll(
      async () => {
        const r = await fetch(
          `${API}/v1/account/${receiver}/history?projectId=latch-demo&chainId=eip155:31337`,
        )
        return ((await r.json()) as { data: { id: string }[] }).data.some((t) => t.id === last)
      },
      { timeout: 15_000 },
    )
    .toBe(true)

  await connectAs(page, 4)
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.locator('.latch-scroll li')
  await expect(rows.first()).toBeVisible()
  await expect(dialog.getByRole('listitem').filter({ hasText: '+0.001 ETH' }).first()).toBeVisible()
  // Each month's list is named, for a screen reader's list of lists.
  await expect(dialog.getByRole('list', { name: /^Activity, [A-Z][a-z]+ \d{4}$/ }).first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThanOrEqual(25)
  // Scrolling to the end loads the next page.
  await dialog.locator('.latch-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(rows).toHaveCount(32)
  await expect(dialog.getByRole('button', { name: 'Load more activity' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Minted' })).toHaveCount(2)
})

test('a failing API: "Token Balance Unavailable" and "Failed to fetch transactions" toasts', async ({
  page,
}) => {
  // The API server does not answer this page: its requests fail at the network. Account #8 has no
  // cached data in this browser.
  await page.route(`${API}/**`, (route) => route.abort('connectionrefused'))
  await connectAs(page, 8)
  await expect(page.getByRole('alert').getByText('Token Balance Unavailable')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByText('Token balances are unavailable right now.')).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(page.getByRole('alert').getByText('Failed to fetch transactions')).toBeVisible()
  await expect(dialog.getByText('Activity could not be loaded.')).toBeVisible()
  // Back on Tokens within 30 s: no new request is made, the toast does not return.
  let balanceCalls = 0
  await page.route(`${API}/v1/account/*/balance*`, (route) => {
    balanceCalls++
    return route.abort('connectionrefused')
  })
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect(dialog.getByText('Token balances are unavailable right now.')).toBeVisible()
  expect(balanceCalls).toBe(0)
})

test('an amount below the 3-decimal display shows as "<0.001", never "-0"', async ({ page }) => {
  const sender = testAccount(9)
  const wallet = createWalletClient({ account: sender, chain: foundry, transport: http(RPC_A) })
  const hash = await wallet.sendTransaction({ to: freshAddress(), value: parseEther('0.0001') })
  await chainA().waitForTransactionReceipt({ hash })
  await expect
    .poll(
      async () => {
        const r = await fetch(
          `${API}/v1/account/${sender.address}/history?projectId=latch-demo&chainId=eip155:31337`,
        )
        return ((await r.json()) as { data: { id: string }[] }).data.some((t) => t.id === hash)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  await connectAs(page, 9)
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Sent' }).getByText('-<0.001 ETH'),
  ).toBeVisible()
  await expect(dialog.getByText('-0 ETH')).toHaveCount(0)
})
