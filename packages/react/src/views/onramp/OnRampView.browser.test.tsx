import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

const buy = () => page.getByRole('dialog', { name: 'Buy' })
const details = () => buy().getByLabelText('Purchase details')
const fact = (term: string) =>
  details().getByRole('definition').nth(['You get', 'Network fee', 'Total'].indexOf(term))

describe('Buy view', () => {
  beforeEach(async () => {
    renderLatch({}, { accountIndex: 4 })
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Buy' }).click()
    // The server's options: ETH on this network, paid by card in US dollars.
    await expect.element(buy().getByRole('button', { name: /^Coin ETH\b/ })).toBeVisible()
  })

  it('shows the limits of the method, then the quote of the amount typed: what you get, the fee, the total', async () => {
    await expect.element(buy().getByText(/^From 10(\.00)? to 7,500(\.00)? USD$/)).toBeVisible()
    await buy().getByLabelText('Amount').fill('50')
    await expect.element(details()).toBeVisible()
    await expect.element(fact('You get')).toHaveTextContent(/^[\d.,]+ ETH$/)
    await expect.element(fact('Total')).toHaveTextContent(/USD/)
    await expect.element(buy().getByRole('button', { name: 'Continue to Devnet Pay' })).toBeEnabled()
  })

  it('changes the currency by keyboard; the limits and the quote follow it', async () => {
    await buy().getByLabelText('Amount').fill('50')
    await expect.element(fact('Total')).toHaveTextContent(/USD/)
    const currency = buy().getByRole('button', { name: /^Currency USD\b/ })
    await currency.click()
    await expect.element(buy().getByRole('listbox', { name: 'Currency' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(buy().getByRole('button', { name: /^Currency EUR\b/ })).toHaveFocus()
    await expect.element(buy().getByText(/^From 10(\.00)? to 7,500(\.00)? EUR$/)).toBeVisible()
    await expect.element(fact('Total')).toHaveTextContent(/EUR/)
  })

  it('an amount outside the limits is refused with them, and nothing can be bought meanwhile', async () => {
    await buy().getByLabelText('Amount').fill('5')
    await expect
      .element(buy().getByRole('alert').filter({ hasText: /\S/ }))
      .toHaveTextContent('Enter between 10.00 and 7500.00 USD')
    await expect.element(buy().getByRole('button', { name: 'Continue to Devnet Pay' })).toBeDisabled()
  })
})
