import { devnetServerConfig } from '@latch/devnet/server-config'
import { buildApp, openDatabase, parseConfig } from '@latch/server'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { formatEther, formatUnits, parseEther, parseUnits } from 'viem'
import { approveInFrame, freshEmail, logIn, walletFrame } from './email-helpers.ts'
import { API, chainA, LUSD, lusdOf, rpcA } from './helpers.ts'

// Test account #5 swaps in this file and #6 meets the refusals; no other spec uses them.
const TRADER = 5
const REFUSED = 6
const address = (index: number) =>
  ({ 5: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', 6: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' })[
    index
  ] as `0x${string}`

async function openSwap(page: Page, account: number, query = '', form = true): Promise<Locator> {
  await page.goto(`/?account=${account}${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Dev Wallet' })
    .click()
  const account$ = page.getByRole('dialog', { name: 'Account' })
  // The wallet features in SPEC §1's order: swaps, receive, send (no on-ramp yet).
  await expect(account$.getByRole('button', { name: /^(Swap|Receive|Send)$/ })).toHaveText([
    'Swap',
    'Receive',
    'Send',
  ])
  await account$.getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  if (form) await expect(swap.getByRole('button', { name: 'ETH — Choose the token to pay' })).toBeVisible()
  return swap
}
/** The quote's amount received once it has come, as a number. */
async function quoted(swap: Locator): Promise<number> {
  await expect(swap.getByRole('textbox', { name: 'You receive' })).not.toHaveValue('')
  await expect(swap.getByRole('term').filter({ hasText: 'Minimum received' })).toBeVisible()
  return Number(await swap.getByRole('textbox', { name: 'You receive' }).inputValue())
}
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text)

test('swaps ETH → LUSD, then LUSD → ETH through an approval; the chain moves by the quote within the slippage', async ({
  page,
}) => {
  const me = address(TRADER)
  let swap = await openSwap(page, TRADER)
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
  const lusdQuoted = await quoted(swap)
  expect(lusdQuoted).toBeGreaterThan(1_400) // 0.5 ETH at about 3,000 LUSD, less fee and impact
  await expect(swap.getByRole('definition').filter({ hasText: '%' }).first()).toBeVisible()
  const lusdBefore = await lusdOf(me)
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(toast(page, /^Swapped 0\.5 ETH for [\d.]+ LUSD$/)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  const gained = Number(formatUnits((await lusdOf(me)) - lusdBefore, 6))
  expect(gained).toBeGreaterThanOrEqual(lusdQuoted * 0.99)
  // The Account view's balances show it (refreshed once mined).
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'LUSD' }),
  ).toBeVisible()

  // Back: LUSD → ETH needs the router's allowance first.
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('button', { name: 'Switch the tokens' }).click()
  await expect(swap.getByRole('button', { name: 'LUSD — Choose the token to pay' })).toBeVisible()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('300')
  const ethQuoted = await quoted(swap)
  expect(ethQuoted).toBeGreaterThan(0.09)
  const ethBefore = await chainA().getBalance({ address: me })
  const lusdHeld = await lusdOf(me)
  await swap.getByRole('button', { name: 'Approve LUSD and swap' }).click()
  // Two requests: the approval, then the swap ("LUSD approved" shows between them, briefly).
  await expect(toast(page, /^Swapped 300 LUSD for [\d.]+ ETH$/)).toBeVisible({ timeout: 15_000 })
  const walletLog = page.getByRole('list', { name: 'Requests since this page loaded' })
  await expect(walletLog.getByText('eth_sendTransaction: approved')).toHaveCount(3)
  expect(lusdHeld - (await lusdOf(me))).toBe(parseUnits('300', 6))
  // Two transactions' gas is well under 0.01 ETH on the devnet.
  const ethGained = Number(formatEther((await chainA().getBalance({ address: me })) - ethBefore))
  expect(ethGained).toBeGreaterThan(ethQuoted * 0.99 - 0.01)
})

test('a rejected approval returns to Swap with the error, and nothing is approved', async ({ page }) => {
  const swap = await openSwap(page, REFUSED)
  await swap.getByRole('button', { name: 'ETH — Choose the token to pay' }).click()
  await swap.getByRole('option', { name: /^LUSD/ }).click()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('10')
  await quoted(swap)
  // The wallet's own control sits under the modal's overlay, as an extension's popup would not.
  await page.getByRole('button', { name: 'Reject next request' }).dispatchEvent('click')
  await swap.getByRole('button', { name: 'Approve LUSD and swap' }).click()
  await expect(swap.getByRole('alert').filter({ hasText: 'Transaction rejected' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Swap' })).toBeVisible()
  await expect(swap.getByRole('button', { name: 'Approve LUSD and swap' })).toBeEnabled()
  const walletLog = page.getByRole('list', { name: 'Requests since this page loaded' })
  await expect(walletLog.getByText('eth_sendTransaction: rejected')).toBeVisible()
  const allowance = await (
    await fetch(
      `${API}/v1/convert/allowance?projectId=latch-demo&tokenAddress=eip155:31337:${LUSD}&userAddress=${address(REFUSED)}`,
    )
  ).json()
  expect(allowance).toEqual({ allowance: '0' })
})

test('more than the pool holds, or than the account holds, is refused with its own message', async ({
  page,
}) => {
  const swap = await openSwap(page, REFUSED)
  const problem = swap.getByRole('alert').filter({ hasText: /\S/ })
  // 150 ETH against a pool of about 100 ETH; the account holds 10,000 ETH.
  await swap.getByRole('textbox', { name: 'You pay' }).fill('150')
  await expect(problem).toHaveText('Not enough liquidity in the pool for this amount')
  await expect(swap.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('20000')
  await expect(problem).toHaveText('Not enough ETH for this swap')
  // Asking for more LUSD than the pool holds, typed on the side received.
  await swap.getByRole('textbox', { name: 'You receive' }).fill('500000')
  await expect(problem).toHaveText('Not enough liquidity in the pool for this amount')
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
  await expect(problem).toHaveCount(0)
  await quoted(swap)
})

test('on a network without a swap router the SPEC message shows', async ({ page }) => {
  // A second Latch server over the same chains whose swaps setting lists no network.
  const { db, close } = await openDatabase({ kind: 'pglite' })
  const config = parseConfig({
    ...devnetServerConfig(),
    swaps: { networks: [] },
    indexer: { enabled: false },
  })
  const app = await buildApp({ config, db })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  try {
    const swap = await openSwap(page, REFUSED, `&api=${encodeURIComponent(url)}`, false)
    await expect(swap.getByRole('alert')).toHaveText('Network not supported for Swaps')
    await expect(swap.getByRole('button', { name: 'Try again' })).toBeVisible()
  } finally {
    await app.close()
    await close()
  }
})

test('the email wallet swaps only through its own Approve', async ({ page }) => {
  await page.goto('/')
  const { address } = await logIn(page, freshEmail(), (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('2').toString(16)}`]),
  )
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Swap' }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.3')
  const lusdQuoted = await quoted(swap)
  await swap.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Approve' })).toBeVisible()
  const frame = walletFrame(page)
  // The router's call, named by its function, with the ETH it sends.
  await expect(frame.getByRole('heading', { name: 'Call a contract' })).toBeVisible()
  await expect(frame.getByText('swapExactETHForTokens(uint256,address[],address,uint256)')).toBeVisible()
  await expect(frame.getByText('0.3 ETH')).toBeVisible()
  await approveInFrame(page)
  await expect(toast(page, /^Swapped 0\.3 ETH for [\d.]+ LUSD$/)).toBeVisible({ timeout: 15_000 })
  const got = Number(formatUnits(await lusdOf(address as `0x${string}`), 6))
  expect(got).toBeGreaterThanOrEqual(lusdQuoted * 0.99)

  // Back, LUSD → ETH: the wallet batches (ERC-5792), so the router's allowance and the swap are one
  // approval listing both, and the chain carries out both.
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
  await swap.getByRole('button', { name: 'Switch the tokens' }).click()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('300')
  const ethQuoted = await quoted(swap)
  const ethBefore = await chainA().getBalance({ address: address as `0x${string}` })
  const lusdHeld = await lusdOf(address as `0x${string}`)
  await swap.getByRole('button', { name: 'Approve LUSD and swap' }).click()
  await expect(page.getByRole('dialog', { name: 'Approve' })).toBeVisible()
  await expect(frame.getByRole('heading', { name: 'Send 2 calls one by one' })).toBeVisible()
  await expect(frame.getByText('Allow spending')).toBeVisible()
  await expect(frame.getByText(/^swapExactTokensForETH\(/)).toBeVisible()
  await approveInFrame(page)
  await expect(toast(page, /^Swapped 300 LUSD for [\d.]+ ETH$/)).toBeVisible({ timeout: 20_000 })
  expect(lusdHeld - (await lusdOf(address as `0x${string}`))).toBe(parseUnits('300', 6))
  const ethGained = Number(
    formatEther((await chainA().getBalance({ address: address as `0x${string}` })) - ethBefore),
  )
  expect(ethGained).toBeGreaterThan(ethQuoted * 0.99 - 0.01)
})
