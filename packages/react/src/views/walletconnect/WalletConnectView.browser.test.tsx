/**
 * The WalletConnect views in Chromium against the local relay: the modal shows a pairing code, a phone
 * wallet (a WalletKit test wallet in Vitest's Node process, `test/phone-wallet.ts`) pairs with its URI
 * and approves, and the modal shows the wallet's account. Relay failures, expiry and the mobile deep
 * links are `e2e/specs/walletconnect.spec.ts`.
 */
import { walletConnect } from '@latch/walletconnect'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { page, server } from 'vitest/browser'
import type {} from '../../test/commands.ts'
import { pickOnConnect, renderLatch } from '../../test/render.tsx'

/** WalletConnect on the local relay, its sessions kept apart from every other test's. */
const pairing = () =>
  walletConnect({
    projectId: 'latch-test',
    relayUrl: inject('relayUrl'),
    storagePrefix: `view${crypto.randomUUID().slice(0, 8)}`,
  })

afterEach(() => server.commands.stopPhoneWallets())

describe('WalletConnect views', () => {
  it('show a pairing code a phone wallet pairs with; the modal then shows its account', async () => {
    const { latch } = renderLatch({ walletConnect: pairing() })
    await pickOnConnect('WalletConnect')
    const view = page.getByRole('dialog', { name: 'WalletConnect' })
    await expect
      .element(view.getByRole('img', { name: 'WalletConnect pairing code' }), { timeout: 15_000 })
      .toBeVisible()
    await expect
      .element(view.getByText('Scan this code with a WalletConnect wallet on your phone.'))
      .toBeVisible()
    await expect.element(view.getByRole('button', { name: 'Copy link' })).toBeEnabled()
    const uri = latch.getState().walletConnect.uri
    expect(uri).toMatch(/^wc:/)
    const address = await server.commands.pairPhoneWallet(uri!, 7)
    await expect.element(page.getByRole('dialog', { name: 'Account' }), { timeout: 15_000 }).toBeVisible()
    expect(latch.getAccount().isConnected).toBe(true)
    expect(latch.getAccount().address?.toLowerCase()).toBe(address.toLowerCase())
  })

  it('give a wallet picked in All Wallets a pairing view of its own, named after it, which pairs', async () => {
    const { latch } = renderLatch({ walletConnect: pairing() })
    await pickOnConnect('All Wallets')
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await all.getByRole('searchbox', { name: 'Search wallets' }).fill('rainb')
    await all.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Rainbow' }).click()
    const view = page.getByRole('dialog', { name: 'Rainbow' })
    await expect
      .element(view.getByRole('img', { name: 'WalletConnect pairing code' }), { timeout: 15_000 })
      .toBeVisible()
    const address = await server.commands.pairPhoneWallet(latch.getState().walletConnect.uri!, 8)
    await expect.element(page.getByRole('dialog', { name: 'Account' }), { timeout: 15_000 }).toBeVisible()
    expect(latch.getAccount().address?.toLowerCase()).toBe(address.toLowerCase())
    // The wallet is now a recent one.
    expect(latch.wallets.recent().map((w) => w.name)).toContain('Rainbow')
  })
})
