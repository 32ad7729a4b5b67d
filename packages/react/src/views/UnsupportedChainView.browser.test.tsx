import { describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../test/render.tsx'

describe('Unsupported network view', () => {
  it('opens when the wallet moves to a chain the app does not configure, holds on Escape, and switches back', async () => {
    const r = renderLatch()
    await connectDevWallet()
    // The wallet adds and moves to a chain the app does not list (the same node under another id).
    await r.wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'Unlisted', rpcUrls: [inject('devnet')[0]!.rpcUrl] }],
    })
    const dialog = page.getByRole('dialog', { name: 'Unsupported Chain' })
    await expect.element(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).toBeVisible()
    await dialog.getByRole('option', { name: /Latch Devnet A/ }).click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(r.wallet.chainId()).toBe(31337)
  })
})
