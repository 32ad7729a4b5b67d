/**
 * The whole round with the keyboard alone (Tab, Shift+Tab, Enter, typing), as a person who does not
 * use a pointer: connect, send, receive, switch network, disconnect; each step is announced in the
 * modal's live region, and the chain holds what was sent.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'
import { formatEther } from 'viem'
import { chainA, freshAddress } from './helpers.ts'

/** Devnet test account #1. */
const ACCOUNT = 1
const SHORT = '0x70…dc79C8'

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test('connect, send, receive, switch network and disconnect with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`/?account=${ACCOUNT}`)
  const announcer = page.getByTestId('latch-announcer')

  await tabTo(page, page.getByRole('button', { name: 'Connect Wallet' }))
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  await tabTo(page, connect.getByRole('button', { name: 'Dev Wallet' }))
  await page.keyboard.press('Enter')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  await expect(announcer).toHaveText(`Connected to Dev Wallet as ${SHORT}`)
  await expect(page.getByTestId('status')).toHaveText('connected')

  // Send 0.001 ETH to a fresh address.
  const to = freshAddress()
  await tabTo(page, account.getByRole('button', { name: 'Send' }))
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await tabTo(page, send.getByLabel('Amount'))
  await page.keyboard.type('0.001')
  await tabTo(page, send.getByLabel('Receiver'))
  await page.keyboard.type(to)
  await tabTo(page, send.getByRole('button', { name: 'Send', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').getByText('Sent 0.001 ETH')).toBeVisible({ timeout: 20_000 })
  await expect(account).toBeVisible()
  expect(formatEther(await chainA().getBalance({ address: to }))).toBe('0.001')

  // Receive shows the whole address; Back returns to Account.
  await tabTo(page, account.getByRole('button', { name: 'Receive' }))
  await page.keyboard.press('Enter')
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeVisible()
  await tabTo(page, receive.getByRole('button', { name: 'Back' }))
  await page.keyboard.press('Enter')
  await expect(account).toBeVisible()

  // Switch to the second devnet chain from the network list.
  await tabTo(page, account.getByRole('button', { name: /switch network$/ }))
  await page.keyboard.press('Enter')
  const networks = page.getByRole('dialog', { name: 'Networks' })
  // The list takes focus as one stop; the arrows move from the current network, Enter chooses.
  await tabTo(page, networks.getByRole('listbox', { name: 'Networks' }))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(announcer).toHaveText('Now on Latch Devnet B')
  await expect(account.getByRole('button', { name: /^Latch Devnet B, switch network$/ })).toBeVisible()

  // Disconnect: the modal closes, focus goes back to the button, and the page says so.
  await tabTo(page, account.getByRole('button', { name: 'Disconnect' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await expect(announcer).toHaveText('Wallet disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeFocused()
})

test('a declined connection is announced, and Try again is reached by keyboard', async ({ page }) => {
  await page.goto(`/?account=${ACCOUNT}`)
  await page.getByRole('button', { name: 'Reject next request' }).click()
  await tabTo(page, page.getByRole('button', { name: 'Connect Wallet' }))
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await tabTo(page, connect.getByRole('button', { name: 'Dev Wallet' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('latch-announcer')).toHaveText('Connection rejected')
  const attempt = page.getByRole('dialog', { name: 'Dev Wallet' })
  await tabTo(page, attempt.getByRole('button', { name: 'Try again' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})
