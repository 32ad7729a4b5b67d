/**
 * The workspace's Next.js App Router app (apps/next, served by the e2e stack on :3001): the button is in
 * the server-rendered layout, the page reads and sends through wagmi's hooks over Latch, and neither
 * the first render nor a reload gives React a hydration warning. A returning visitor's wallet and
 * language are in the server's HTML (the `latch.state` cookie; `Accept-Language` the first time).
 */

import { shortenAddress } from '@latch/core'
import { LOCAL_APP_PORTS } from '@latch/devnet/server-config'
import { expect, test } from '@playwright/test'
import { formatEther, parseEther } from 'viem'
import { chainA, connectInjectedWallet, freshAddress, rpcA } from './helpers.ts'

const NEXT = `http://localhost:${LOCAL_APP_PORTS.nextDemo}/`

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

  // A reload: the server's HTML already shows the wallet (from the cookie), Latch restores it and
  // wagmi reads it again; the button never says "Connect Wallet" on the way.
  const shown = shortenAddress(account)
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().resourceType() === 'document'),
    page.reload(),
  ])
  const firstHtml = await response.text()
  expect(firstHtml).toContain(`>${shown}</button>`)
  expect(firstHtml).not.toContain('Connect Wallet')
  await expect(page.getByRole('button', { name: shown })).not.toHaveAttribute('aria-busy')
  await expect(page.getByTestId('address')).toHaveText(account)

  // Disconnected, the next page's HTML says "Connect Wallet" again.
  await page.getByRole('button', { name: shown }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await (await page.request.get(NEXT)).text()).toContain('>Connect Wallet</button>')
  expect(missing).toEqual([])
  expect(warnings).toEqual([])
})

test.describe('a visitor whose browser asks for German', () => {
  test.use({ locale: 'de-DE' })

  test('gets the page in German from the first HTML, with no flash of English and no hydration warning', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') warnings.push(m.text())
    })
    const texts: string[] = []
    await page.exposeFunction('recordButton', (text: string) => texts.push(text))
    // Every text the button shows, from the first parse on.
    await page.addInitScript(() => {
      const record = (globalThis as unknown as { recordButton: (t: string) => void }).recordButton
      new MutationObserver(() => {
        const button = document.querySelector('button.latch-connect-button')
        if (button) record(button.textContent ?? '')
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().resourceType() === 'document'),
      page.goto(NEXT),
    ])
    const html = await response.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('>Wallet verbinden</button>')
    await expect(page.getByRole('button', { name: 'Wallet verbinden' })).toBeVisible()
    // The modal opens in German too (its catalogue loaded on mount).
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    await expect(page.getByRole('dialog', { name: 'Wallet verbinden' })).toBeVisible()
    expect(new Set(texts)).toEqual(new Set(['Wallet verbinden']))
    expect(warnings).toEqual([])
  })
})
