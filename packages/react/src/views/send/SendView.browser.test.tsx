import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import {
  connectDevWallet,
  dialogSettled,
  pickOnConnect,
  type Rendered,
  renderLatch,
} from '../../test/render.tsx'

const send = () => page.getByRole('dialog', { name: 'Send' })
// Each problem shows under its field; the other problem lines stay empty.
const problem = () => send().getByRole('alert').filter({ hasText: /\S/ })

describe('Send view', () => {
  let r: Rendered
  beforeEach(async () => {
    r = renderLatch({}, { accountIndex: 2 })
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    // The token list comes from the server; the native coin is chosen first.
    await expect.element(send().getByText(/^Balance: [\d,.]+ ETH$/)).toBeVisible()
  })

  it('picks the token from a designed listbox: the keys move and choose, Escape closes only the picker', async () => {
    const picker = send().getByRole('button', { name: /^Token ETH/ })
    await expect.element(picker).toHaveAttribute('aria-expanded', 'false')
    await picker.click()
    const list = send().getByRole('listbox', { name: 'Token' })
    await expect.element(list).toHaveFocus()
    await expect.element(list.getByRole('option', { name: /^ETH/ })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Escape}')
    await expect.element(list).not.toBeInTheDocument()
    await expect.element(send()).toBeVisible()
    await expect.element(picker).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect.element(send().getByRole('button', { name: /^Token LUSD/ })).toHaveFocus()
    await expect.element(send().getByText(/^Balance: [\d,.]+ LUSD$/)).toBeVisible()
  })

  it('says what is wrong with the amount as the visitor types, per SPEC §5', async () => {
    await send().getByLabelText('Receiver').fill('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
    const amount = send().getByLabelText('Amount')
    await amount.fill('abc')
    await expect.element(problem()).toHaveTextContent('Enter the amount as a number, like 1.5')
    await amount.fill('0')
    await expect.element(problem()).toHaveTextContent('Enter an amount above 0')
    await amount.fill('1.0000000000000000001')
    await expect.element(problem()).toHaveTextContent('ETH has at most 18 decimal places')
    await amount.fill('100000000')
    await expect.element(problem()).toHaveTextContent('Not enough ETH')
  })

  it('refuses a malformed receiver and asks for both fields on an empty submit, asking the wallet nothing', async () => {
    const prompts: string[] = []
    r.wallet.onPrompt((method) => prompts.push(method))
    await send().getByRole('button', { name: 'Send' }).click()
    await expect.element(problem()).toHaveTextContent('An amount and receiver address are required')
    await send().getByLabelText('Amount').fill('0.01')
    await send().getByLabelText('Receiver').fill('0x123')
    await send().getByRole('button', { name: 'Send' }).click()
    await expect.element(problem()).toHaveTextContent('Enter an address (0x and 40 hex characters) or a name')
    expect(prompts).toEqual([])
  })

  it('says at once, before any amount, that a typed name is not registered', async () => {
    await send().getByLabelText('Receiver').fill('nobody-here.latch.id')
    await expect
      .element(problem())
      .toHaveTextContent('Error resolving name: nobody-here.latch.id is not registered')
  })
})

it('holds Send until the balances arrive: a press cannot meet a form without its token', async () => {
  // The server's balance answers wait until released (the real answers, held back, as on a slow link).
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const realFetch = window.fetch
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url.includes('/balance')) await held
    return realFetch(input, init)
  }
  onTestFinished(() => {
    window.fetch = realFetch
  })
  renderLatch({}, { accountIndex: 2 })
  await pickOnConnect('Dev Wallet')
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const button = send().getByRole('button', { name: 'Send' })
  await expect.element(button).toBeDisabled()
  await expect.element(button).toHaveAttribute('aria-busy', 'true')
  await expect.element(problem()).not.toBeInTheDocument()

  release()
  await expect.element(send().getByText(/^Balance: [\d,.]+ ETH$/)).toBeVisible()
  await expect.element(button).toBeEnabled()
  await dialogSettled()
  await button.click()
  await expect.element(problem()).toHaveTextContent('An amount and receiver address are required')
})
