import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

const view = () => page.getByRole('dialog', { name: 'Choose a name' })

describe('Register name view', () => {
  it('checks names as typed, registers one with a signature, and a second account then finds it taken', async () => {
    const label = `comp-${Math.random().toString(36).slice(2, 8)}`
    const r = renderLatch({}, { accountIndex: 5 })
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
    const name = view().getByLabelText('Name')
    await name.fill('ab')
    await expect
      .element(view().getByRole('alert'))
      .toHaveTextContent('Names have at least 4 characters: letters, digits and hyphens only')
    await expect.element(view().getByRole('button', { name: 'Register' })).toBeDisabled()
    await name.fill(label)
    await expect.element(view().getByText(`${label}.latch.id is available`)).toBeVisible()
    const prompts: string[] = []
    r.wallet.onPrompt((method, outcome) => prompts.push(`${method} ${outcome}`))
    await view().getByRole('button', { name: 'Register' }).click()
    // RegisterAccountNameSuccess: the name, and Done back to the account, which now goes by it.
    const success = page.getByRole('dialog', { name: 'Name registered' })
    await expect.element(success.getByText(`${label}.latch.id is yours`)).toBeVisible()
    await expect.element(success.getByText('Your name now shows instead of your address.')).toBeVisible()
    expect(prompts).toEqual(['personal_sign approved'])
    await success.getByRole('button', { name: 'Done' }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Account' }).getByText(`${label}.latch.id`, { exact: true }))
      .toBeVisible()
    r.unmount()

    renderLatch({}, { accountIndex: 6 })
    await connectDevWallet()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Choose a name' }).click()
    await view().getByLabelText('Name').fill(label)
    await expect.element(view().getByText(`${label}.latch.id is taken`)).toBeVisible()
    await expect.element(view().getByRole('button', { name: 'Register' })).toBeDisabled()
  })
})
