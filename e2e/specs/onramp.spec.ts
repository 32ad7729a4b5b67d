import { createHmac } from 'node:crypto'
import { DEVNET_ONRAMP } from '@latch/devnet/server-config'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { parseEther } from 'viem'
import { API, chainA, connectAs } from './helpers.ts'

// Test account #6 buys here (the swap spec only meets refusals with it: nothing it sends is mined).
const BUYER = 6
const BUYER_ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

async function openBuy(page: Page) {
  await connectAs(page, BUYER)
  const account = page.getByRole('dialog', { name: 'Account' })
  // SPEC §1's order: onramp, swaps, receive, send.
  await expect(account.getByRole('button', { name: /^(Buy|Swap|Receive|Send)$/ })).toHaveText([
    'Buy',
    'Swap',
    'Receive',
    'Send',
  ])
  await account.getByRole('button', { name: 'Buy' }).click()
  const buy = page.getByRole('dialog', { name: 'Buy' })
  await expect(buy.getByRole('button', { name: /^Coin ETH\b/ })).toBeVisible()
  return buy
}

/** Chooses in one of Buy's pickers as a person does: open it, pick the option. */
async function choose(buy: Locator, field: string, option: RegExp) {
  await buy.getByRole('button', { name: new RegExp(`^${field}\\b`) }).click()
  await buy.getByRole('listbox', { name: field }).getByRole('option', { name: option }).click()
  await expect(buy.getByRole('button', { name: new RegExp(`^${field}\\b`) })).toBeFocused()
}

/** Starts a purchase of `amount` USD of ETH: the provider's checkout opens in a pop-up. */
async function startPurchase(page: Page, amount: string) {
  const buy = await openBuy(page)
  await buy.getByLabel('Amount').fill(amount)
  await expect(buy.getByRole('term').filter({ hasText: 'You get' })).toBeVisible()
  const made = page.waitForResponse((r) => r.url().includes('/v1/generators/onrampurl'))
  const opened = page.waitForEvent('popup')
  await buy.getByRole('button', { name: 'Continue to Devnet Pay' }).click()
  const { orderId } = (await (await made).json()) as { orderId: string }
  const popup = await opened
  await expect(popup.getByRole('heading', { name: 'Devnet Pay checkout' })).toBeVisible()
  return { buy, popup, orderId }
}
const order = async (id: string) =>
  (await (await fetch(`${API}/v1/onramp/orders/${id}?projectId=latch-demo`)).json()) as {
    status: string
    purchaseAmount: { amount: string }
  }

test('buys 50 USD of ETH with the test card: the provider pays, the balance rises by the quote', async ({
  page,
}) => {
  const before = await chainA().getBalance({ address: BUYER_ADDRESS })
  const { buy, popup, orderId } = await startPurchase(page, '50')
  await expect(buy.getByText('Finish the payment in the window that opened.')).toBeVisible()
  await expect(popup.getByRole('definition').filter({ hasText: '50.00 USD' })).toBeVisible()
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  await expect(popup.getByText('Payment complete.', { exact: false })).toBeVisible({ timeout: 15_000 })
  await popup.close()
  await expect(buy.getByText(/ETH is in your wallet$/)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('status').getByText(/^Bought [\d.]+ ETH$/)).toBeVisible()
  const { status, purchaseAmount } = await order(orderId)
  expect(status).toBe('delivered')
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(
    before + parseEther(purchaseAmount.amount),
  )
  await buy.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})

test('a blocked pop-up: the modal says so and offers the checkout as a link, which opens it; the purchase lands', async ({
  page,
}) => {
  // What a pop-up blocker does to the window Buy opens in the press: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null
  })
  const before = await chainA().getBalance({ address: BUYER_ADDRESS })
  const buy = await openBuy(page)
  await buy.getByLabel('Amount').fill('20')
  await expect(buy.getByRole('term').filter({ hasText: 'You get' })).toBeVisible()
  await buy.getByRole('button', { name: 'Continue to Devnet Pay' }).click()
  await expect(buy.getByRole('status')).toHaveText(
    'Your browser kept the checkout from opening in a new window.',
  )
  const link = buy.getByRole('link', { name: 'Open the checkout' })
  const opened = page.waitForEvent('popup')
  await link.click()
  const checkout = await opened
  await expect(checkout.getByRole('heading', { name: 'Devnet Pay checkout' })).toBeVisible()
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry').fill('12/34')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay 20.00 USD' }).click()
  await expect(checkout.getByText('Payment complete.', { exact: false })).toBeVisible({ timeout: 15_000 })
  await checkout.close()
  const done = buy.getByText(/ETH is in your wallet$/)
  await expect(done).toBeVisible({ timeout: 15_000 })
  const bought = /([\d.]+) ETH is in your wallet/.exec((await done.textContent()) ?? '')?.[1] ?? ''
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(before + parseEther(bought))
})

test('amounts outside the limits are refused with the limits in the message', async ({ page }) => {
  const buy = await openBuy(page)
  const problem = buy.getByRole('alert').filter({ hasText: /\S/ })
  await buy.getByLabel('Amount').fill('5')
  await expect(problem).toHaveText('Enter between 10.00 and 7500.00 USD')
  await expect(buy.getByRole('button', { name: 'Continue to Devnet Pay' })).toBeDisabled()
  await buy.getByLabel('Amount').fill('8000')
  await expect(problem).toHaveText('Enter between 10.00 and 7500.00 USD')
  await choose(buy, 'Pay with', /^Bank account/)
  await expect(problem).toHaveCount(0)
  await buy.getByLabel('Amount').fill('30000')
  await expect(problem).toHaveText('Enter between 10.00 and 25000.00 USD')
  await choose(buy, 'Currency', /^EUR\b/)
  await expect(problem).toHaveText('Enter between 10.00 and 25000.00 EUR')
})

test('a forged webhook is refused; a genuine one delivers once and its replay nothing', async ({ page }) => {
  const before = await chainA().getBalance({ address: BUYER_ADDRESS })
  const { popup, orderId } = await startPurchase(page, '20')
  const sessionToken = new URL(popup.url()).searchParams.get('session')!
  await popup.close()
  // Closed unpaid: the modal says so at once, and still follows the order.
  await expect(
    page.getByRole('dialog', { name: 'Buy' }).getByRole('alert').filter({ hasText: /\S/ }),
  ).toHaveText('The payment window was closed before the payment was made.')
  await expect(
    page.getByRole('dialog', { name: 'Buy' }).getByRole('button', { name: 'Try again' }),
  ).toBeVisible()
  const hook = (body: string, secret: string) => {
    const at = Math.floor(Date.now() / 1000)
    const v1 = createHmac('sha256', Buffer.from(secret, 'hex')).update(`${at}.${body}`).digest('hex')
    return fetch(`${API}/v1/onramp/webhook/${DEVNET_ONRAMP.name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-onramp-signature': `t=${at},v1=${v1}` },
      body,
    })
  }
  const body = JSON.stringify({ eventId: `e2e-${orderId}`, type: 'order.paid', orderId, sessionToken })
  expect((await hook(body, 'cc'.repeat(32))).status).toBe(401)
  expect((await order(orderId)).status).toBe('created')
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(before)
  expect((await hook(body, DEVNET_ONRAMP.webhookSecret)).status).toBe(200)
  const { purchaseAmount } = await order(orderId)
  const after = before + parseEther(purchaseAmount.amount)
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(after)
  expect((await hook(body, DEVNET_ONRAMP.webhookSecret)).status).toBe(409)
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(after)
  // The modal follows the order to its delivery.
  await expect(page.getByRole('dialog', { name: 'Buy' }).getByText(/ETH is in your wallet$/)).toBeVisible({
    timeout: 15_000,
  })
})

test('a declined card: the checkout lists its test cards, the modal says why in its language, and Try again starts over', async ({
  page,
}) => {
  const before = await chainA().getBalance({ address: BUYER_ADDRESS })
  const { buy, popup, orderId } = await startPurchase(page, '50')
  // The provider's sandbox lists every test card and what it does.
  const cards = popup.getByRole('table', { name: /Any future expiry/ })
  for (const [card, does] of [
    ['4242 4242 4242 4242', 'Pays'],
    ['4000 0000 0000 0002', 'Declined'],
    ['4000 0000 0000 9995', 'Declined: insufficient funds'],
    ['4000 0000 0000 0069', 'Declined: expired card'],
  ])
    await expect(cards.getByRole('row', { name: `${card} ${does}`, exact: true })).toBeVisible()
  // The spinner sits centred above its text.
  const spinner = buy.locator('.latch-spinner')
  const text = buy.getByText('Finish the payment in the window that opened.')
  const [s, t] = [await spinner.boundingBox(), await text.boundingBox()]
  expect(Math.abs(s!.x + s!.width / 2 - (t!.x + t!.width / 2))).toBeLessThan(2)

  await popup.getByLabel('Card number').fill('4000 0000 0000 9995')
  await popup.getByLabel('Expiry').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: 'Pay 50.00 USD' }).click()
  await expect(popup.getByRole('alert')).toHaveText(/insufficient funds\. Nothing was charged\./)
  const said = buy.getByRole('alert').filter({ hasText: /\S/ })
  await expect(said).toHaveText('Your card was declined for insufficient funds. Nothing was charged.')
  await expect(spinner).toHaveCount(0)
  expect((await order(orderId)).status).toBe('declined')
  expect(await chainA().getBalance({ address: BUYER_ADDRESS })).toBe(before)
  await popup.close()

  // In the modal's language.
  await page.getByLabel('Language', { exact: true }).selectOption('de')
  await expect(page.getByRole('dialog').getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Deine Karte wurde mangels Deckung abgelehnt. Es wurde nichts belastet.',
  )
  await page.getByLabel('Language', { exact: true }).selectOption('en')

  // Try again: the form as it was, quoted again, ready to pay.
  await buy.getByRole('button', { name: 'Try again' }).click()
  await expect(buy.getByLabel('Amount')).toHaveValue('50')
  await expect(buy.getByRole('term').filter({ hasText: 'You get' })).toBeVisible()
  await expect(buy.getByRole('button', { name: 'Continue to Devnet Pay' })).toBeEnabled()
})
