/**
 * The workspace's Next.js App Router app (apps/next, served by the e2e stack on :3001): the button is in
 * the server-rendered layout, the page reads and sends through wagmi's hooks over Latch, and neither
 * the first render nor a reload gives React a hydration warning.
 */

import { LOCAL_APP_PORTS } from '@latch/devnet/server-config'
import { expect, test } from '@playwright/test'
import { formatEther, parseEther } from 'viem'
import { chainA, connectInjectedWallet, freshAddress, rpcA } from './helpers.ts'

const NEXT = `http://127.0.0.1:${LOCAL_APP_PORTS.nextDemo}/`

test('the Next.js app serves the button in its HTML, connects, sends through wagmi, and hydrates without a warning', async ({
  page,
}) => {
  const html = await (await fetch(NEXT)).text()
  expect(html).toContain('Connect Wallet')

  // A wallet of its own (funded and impersonated on the devnet): no other spec's balances move.
  const account = freshAddress()
  await rpcA('anvil_impersonateAccount', [account])
  await rpcA('anvil_setBalance', [account, `0x${parseEther('1').toString(16)}`])
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text())
  })
  const missing: string[] = []
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`)
  })

  await connectInjectedWallet(page, NEXT, account)
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('address')).toHaveText(account)
  await expect(page.getByTestId('balance')).toHaveText('1 ETH')

  const to = freshAddress()
  await page.getByLabel('Send 0.001 ETH to').fill(to)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sent' })).toHaveText('Sent: success')
  expect(formatEther(await chainA().getBalance({ address: to }))).toBe('0.001')

  // A reload: Latch restores the wallet and wagmi reads it again.
  await page.reload()
  await expect(page.getByTestId('address')).toHaveText(account)
  expect(missing).toEqual([])
  expect(warnings).toEqual([])
})
