import { shortenAddress } from '@latch/core'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { describe, expect, inject, it } from 'vitest'
import { page } from 'vitest/browser'
import { connectDevWallet, renderLatch } from '../../test/render.tsx'

const wallets = () =>
  page.getByRole('dialog', { name: 'Account' }).getByRole('region', { name: 'Connected wallets' })

describe('Connected wallets (features.multiWallet)', () => {
  it('lists each wallet, uses another, adds one from the Connect view and disconnects one alone', async () => {
    const second = createDevWallet({
      chains: inject('devnet').slice(0, 1),
      accountIndex: 2,
      rdns: 'dev.latch.second',
      name: 'Second Wallet',
    })
    const { latch, wallet } = renderLatch({ features: { multiWallet: true } }, { otherWallets: [second] })
    await connectDevWallet()
    await expect.element(wallets().getByRole('listitem')).toHaveTextContent(/Dev Wallet.*In use/)

    await wallets().getByRole('button', { name: 'Add another wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Second Wallet' })
      .click()
    await expect.poll(() => wallets().getByRole('listitem').elements()).toHaveLength(2)
    expect(latch.getAccount().address).toBe(second.address)

    await wallets()
      .getByRole('button', { name: `Use Dev Wallet (${shortenAddress(wallet.address)})` })
      .click()
    await expect.poll(() => latch.getAccount().address).toBe(wallet.address)

    await wallets()
      .getByRole('button', { name: `Disconnect Second Wallet (${shortenAddress(second.address)})` })
      .click()
    await expect.poll(() => wallets().getByRole('listitem').elements()).toHaveLength(1)
    expect(latch.getAccount().address).toBe(wallet.address)

    // The last one disconnected: nothing left to show, the modal closes.
    await wallets()
      .getByRole('button', { name: `Disconnect Dev Wallet (${shortenAddress(wallet.address)})` })
      .click()
    await expect.poll(() => latch.getState().modal.open).toBe(false)
    expect(latch.getAccount().isConnected).toBe(false)
  })

  it('with multiWallet off (the default) there is no list: one wallet per namespace', async () => {
    renderLatch()
    await connectDevWallet()
    expect(wallets().elements()).toEqual([])
  })
})
