/** SwitchNetwork: the wallet asked to switch, with the Dev Wallet on the unit-test devnet. */
import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, pickNetwork, renderLatch } from '../test/render.tsx'

const account = () => page.getByRole('dialog', { name: 'Account' })

describe('SwitchNetwork', () => {
  it('a switch the wallet declines says so with a retry; the retry switches and Account shows it', async () => {
    const r = renderLatch()
    await connectDevWallet()
    r.wallet.rejectNext()
    await pickNetwork(/^Latch Devnet B/)
    const view = page.getByRole('dialog', { name: 'Switch network' })
    await expect.element(view.getByText('Switch declined')).toBeVisible()
    expect(r.latch.getState().activeCaipNetworkId).toBe(`eip155:${inject('devnet')[0]!.id}`)
    await view.getByRole('button', { name: 'Try again' }).click()
    await expect
      .element(account().getByRole('button', { name: 'Latch Devnet B, switch network' }))
      .toBeVisible()
    expect(r.latch.getState().activeCaipNetworkId).toBe(`eip155:${inject('devnet')[1]!.id}`)
  })
})
