import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

const swap = () => page.getByRole('dialog', { name: 'Swap' })
const youPay = () => swap().getByRole('textbox', { name: 'You pay' })
const youReceive = () => swap().getByRole('textbox', { name: 'You receive' })
// Each problem shows in an alert; the empty ones stay silent.
const problem = () => swap().getByRole('alert').filter({ hasText: /\S/ })

describe('Swap view', () => {
  beforeEach(async () => {
    renderLatch({}, { accountIndex: 3 })
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap' }).click()
    // The server's swap tokens for the network, the native coin paid first.
    await expect.element(swap().getByRole('button', { name: 'ETH — Choose the token to pay' })).toBeVisible()
  })

  it('quotes the amount typed, and a flip keeps the amount with its token', async () => {
    await expect.element(swap().getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
    await youPay().fill('0.01')
    await expect.poll(() => Number((youReceive().element() as HTMLInputElement).value)).toBeGreaterThan(0)
    await expect.element(swap().getByRole('term').filter({ hasText: 'Minimum received' })).toBeVisible()
    await expect.element(swap().getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
    await swap().getByRole('button', { name: 'Switch the tokens' }).click()
    await expect.element(swap().getByRole('button', { name: 'LUSD — Choose the token to pay' })).toBeVisible()
    // 0.01 ETH is now the amount received; the LUSD to pay follows from a new quote.
    await expect.element(youReceive()).toHaveValue('0.01')
    await expect.poll(() => Number((youPay().element() as HTMLInputElement).value)).toBeGreaterThan(0)
  })

  it('chooses a token by keyboard; choosing the other side’s token swaps the two', async () => {
    const paid = swap().getByRole('button', { name: 'ETH — Choose the token to pay' })
    await paid.click()
    const list = swap().getByRole('listbox')
    await expect.element(list).toBeVisible()
    await expect.element(list.getByRole('option', { name: /^ETH/ })).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(swap().getByRole('button', { name: 'LUSD — Choose the token to pay' })).toBeVisible()
    // LUSD was the token received: the two swapped places.
    await expect
      .element(swap().getByRole('button', { name: 'ETH — Choose the token to receive' }))
      .toBeVisible()
  })

  it('says what is wrong with the amount, and offers no swap meanwhile', async () => {
    await youPay().fill('abc')
    await expect.element(problem()).toHaveTextContent('Enter the amount as a number, like 1.5')
    await youPay().fill('20000')
    await expect.element(problem()).toHaveTextContent('Not enough ETH for this swap')
    await expect.element(swap().getByRole('button', { name: 'Swap', exact: true })).toBeDisabled()
    await youPay().fill('0.01')
    await expect.element(problem()).not.toBeInTheDocument()
  })
})
