import { createMemoryStorage, shortenAddress } from '@latch/core'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderLatch } from '../test/render.tsx'

describe('silent reconnect after a reload', () => {
  it('a remembered wallet that answers late never replaces the wallet the visitor connected meanwhile', async () => {
    const slow = createDevWallet({
      chains: inject('devnet').slice(0, 1),
      accountIndex: 7,
      name: 'Slow Wallet',
      rdns: 'dev.latch.slow',
    })
    await slow.provider.request({ method: 'eth_requestAccounts' })
    const release = slow.hold('eth_accounts')
    // As after a reload: the Slow Wallet is the remembered connection.
    const storage = createMemoryStorage()
    storage.setItem('@latch/connections', JSON.stringify({ eip155: 'dev.latch.slow' }))
    const r = renderLatch({ storage }, { otherWallets: [slow] })
    await expect.element(page.getByRole('button', { name: 'Connecting…' })).toBeVisible()
    await page.getByRole('button', { name: 'Connecting…' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Dev Wallet' })
      .click()
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    release()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(r.latch.getState().connections.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'dev.latch.wallet',
      address: r.wallet.address,
    })
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Close' }).click()
    await expect.element(page.getByRole('button', { name: shortenAddress(r.wallet.address) })).toBeVisible()
  })
})
