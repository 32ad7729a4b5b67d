/**
 * All Wallets in Chromium against the unit-test server's registry (its seed wallets): the count, the
 * search (from two characters, debounced), no match, an installed wallet marked and connected through
 * its extension (by keyboard), and a registry the server cannot serve. A picked wallet pairing over
 * WalletConnect is `../walletconnect/WalletConnectView.browser.test.tsx`.
 */
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { walletConnect } from '@latch/walletconnect'
import { describe, expect, inject, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { pickOnConnect, renderLatch } from '../../test/render.tsx'

/** WalletConnect is configured (All Wallets lists wallets it can pair); no test here reaches the relay. */
const pairing = () => walletConnect({ projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' })

const allWallets = () => page.getByRole('dialog', { name: 'All Wallets' })
const list = () => allWallets().getByRole('list', { name: 'Wallets' })
const status = () => allWallets().getByRole('status')

describe('All Wallets view', () => {
  it('counts the registry, searches from two characters, and says when nothing matches', async () => {
    renderLatch({ walletConnect: pairing() })
    await pickOnConnect('All Wallets')
    await expect.element(status()).toHaveTextContent(/^\d+ wallets$/)
    await expect.element(list().getByRole('button', { name: 'MetaMask' })).toBeVisible()
    const search = allWallets().getByRole('searchbox', { name: 'Search wallets' })
    // One character does not search: the whole list stays.
    await search.fill('r')
    await expect.element(list().getByRole('button', { name: 'MetaMask' })).toBeVisible()
    await search.fill('rainb')
    await expect.element(status()).toHaveTextContent('1 wallet')
    await expect.element(list().getByRole('button', { name: 'Rainbow' })).toBeVisible()
    await expect.poll(() => list().getByRole('button').all().length).toBe(1)
    await search.fill('zzzz-no-such-wallet')
    await expect.element(status()).toHaveTextContent('No wallets found')
    await expect.poll(() => list().getByRole('button').all().length).toBe(0)
    // Emptied, the search gives the whole registry back.
    await search.fill('')
    await expect.element(list().getByRole('button', { name: 'MetaMask' })).toBeVisible()
  })

  it('marks a wallet whose extension is on the page Installed; picked by keyboard, it connects through the extension', async () => {
    const chains = inject('devnet')
    const metamask = createDevWallet({
      chains: chains.slice(0, 1),
      accountIndex: 6,
      name: 'MetaMask',
      rdns: 'io.metamask',
    })
    const { latch } = renderLatch({ walletConnect: pairing() }, { otherWallets: [metamask] })
    await pickOnConnect('All Wallets')
    await allWallets().getByRole('searchbox', { name: 'Search wallets' }).fill('metamask')
    await expect.element(status()).toHaveTextContent('1 wallet')
    const row = list().getByRole('button', { name: /^MetaMask/ })
    await expect.element(row).toHaveTextContent('MetaMaskInstalled')
    // From the search field, Tab reaches the wallet and Enter picks it.
    await userEvent.keyboard('{Tab}')
    await expect.element(row).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
    expect(latch.getAccount().isConnected).toBe(true)
    expect(latch.getAccount().address?.toLowerCase()).toBe(metamask.address.toLowerCase())
  })

  it('says the list could not be loaded when the server does not answer, and Try again asks again', async () => {
    renderLatch({ walletConnect: pairing(), apiUrl: `${inject('apiUrl')}/no-such-api` })
    await pickOnConnect('All Wallets')
    await expect.element(status()).toHaveTextContent('The wallet list could not be loaded.')
    await allWallets().getByRole('button', { name: 'Try again' }).click()
    // Asked again, and the server still cannot serve it: the same message, never a list stuck loading.
    await expect.element(status()).toHaveTextContent('The wallet list could not be loaded.')
    await expect.element(allWallets().getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
