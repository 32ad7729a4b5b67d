import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderAlone } from '../test/render.tsx'
import { SelectField } from './SelectField.tsx'

const CURRENCIES = [
  { id: 'USD', label: 'USD', detail: 'US Dollar' },
  { id: 'EUR', label: 'EUR', detail: 'Euro' },
]

function show(selected = 'USD') {
  const picked: string[] = []
  renderAlone(
    <SelectField
      label="Currency"
      options={CURRENCIES}
      selected={selected}
      onSelect={(id) => picked.push(id)}
      searchLabel="Search currencies"
      noMatch="No currency matches"
    />,
  )
  return picked
}

describe('SelectField', () => {
  it('is a button named by its label and the chosen option, which opens the list and says so', async () => {
    show()
    const button = page.getByRole('button', { name: 'Currency USD' })
    await expect.element(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect.element(button).toHaveAttribute('aria-expanded', 'true')
    await expect.element(page.getByRole('listbox', { name: 'Currency' })).toHaveFocus()
    await expect.element(page.getByRole('option', { name: /^USD/ })).toHaveAttribute('aria-selected', 'true')
  })

  it('a choice by keyboard closes the list and gives focus back to the button; Escape does too', async () => {
    const picked = show()
    const button = page.getByRole('button', { name: 'Currency USD' })
    await button.click()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(picked).toEqual(['EUR'])
    expect(page.getByRole('listbox').elements()).toHaveLength(0)
    await expect.element(button).toHaveFocus()
    await button.click()
    await userEvent.keyboard('{Escape}')
    expect(page.getByRole('listbox').elements()).toHaveLength(0)
    await expect.element(button).toHaveFocus()
    expect(picked).toEqual(['EUR'])
  })
})
