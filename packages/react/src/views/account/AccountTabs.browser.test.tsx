import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

describe('Account tabs', () => {
  it('list the balances the server reads from the chain, and move between tabs with the arrow keys', async () => {
    renderLatch({}, { accountIndex: 4 })
    await connectDevWallet()
    const account = page.getByRole('dialog', { name: 'Account' })
    const tokens = account.getByRole('list', { name: 'Tokens' })
    // The devnet mints 1,000,000 of each test token to every test account.
    await expect.element(tokens.getByText('1,000,000 LUSD')).toBeVisible()
    await expect.element(tokens.getByText('1,000,000 LTK')).toBeVisible()
    await expect.element(tokens.getByText('Ether')).toBeVisible()
    // Priced by the server's table: 1,000,000 LUSD at $1.
    await expect.element(tokens.getByText('$1,000,000.00')).toBeVisible()
    const tab = (name: string) => account.getByRole('tab', { name })
    await expect.element(tab('Tokens')).toHaveAttribute('aria-selected', 'true')
    ;(tab('Tokens').element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('NFTs')).toHaveAttribute('aria-selected', 'true')
    expect(document.activeElement).toBe(tab('NFTs').element())
    await userEvent.keyboard('{End}')
    await expect.element(tab('Activity')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('Tokens')).toHaveAttribute('aria-selected', 'true')
    await expect.element(account.getByRole('tabpanel', { name: 'Tokens' })).toBeVisible()
  })
})
