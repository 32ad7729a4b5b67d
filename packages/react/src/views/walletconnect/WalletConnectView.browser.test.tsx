/**
 * The WalletConnect views in Chromium against the local relay: the modal shows a pairing code, a phone
 * wallet (a WalletKit test wallet in Vitest's Node process, `test/phone-wallet.ts`) pairs with its URI
 * and approves, and the modal shows the wallet's account; on a phone, the wallet apps come first, their
 * links carrying the live URI, and one that does not open is said so. Relay failures, expiry and the
 * registry wallets' deep links are `e2e/specs/walletconnect.spec.ts`; real phones' taps and the bottom
 * sheet, `e2e/specs/phone.spec.ts`.
 */
import { evmAdapter } from '@latch/evm'
import { walletConnect } from '@latch/walletconnect'
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest'
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

/** A promise the test settles when it chooses, to hold a step open whatever the machine's load. */
const gated = (): { gate: Promise<void>; release: () => void } => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  return { gate, release }
}

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

  it('when the browser refuses the clipboard, says so and shows the link selected to copy by hand, and it pairs', async () => {
    // What a browser that denies clipboard access answers (a permission policy, an unfocused page).
    const writeText = navigator.clipboard.writeText
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
    try {
      const { latch } = renderLatch({ walletConnect: pairing() })
      await pickOnConnect('WalletConnect')
      const view = page.getByRole('dialog', { name: 'WalletConnect' })
      const copy = view.getByRole('button', { name: 'Copy link' })
      await expect.element(copy, { timeout: 15_000 }).toBeEnabled()
      await copy.click()
      await expect.element(page.getByText('Could not copy the link')).toBeVisible()
      const field = view.getByRole('textbox', { name: 'WalletConnect pairing link' })
      await expect.element(field).toHaveValue(latch.getState().walletConnect.uri!)
      await expect.element(field).toHaveFocus()
      const selected = field.element() as HTMLInputElement
      expect(selected.selectionEnd! - selected.selectionStart!).toBe(selected.value.length)
      const address = await server.commands.pairPhoneWallet(selected.value, 9)
      await expect.element(page.getByRole('dialog', { name: 'Account' }), { timeout: 15_000 }).toBeVisible()
      expect(latch.getAccount().address?.toLowerCase()).toBe(address.toLowerCase())
    } finally {
      navigator.clipboard.writeText = writeText
    }
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

  it('on a phone, offer the wallet apps first (each link carrying the live pairing URI) and the QR code one tap away', async () => {
    const { latch } = renderLatch({ walletConnect: pairing(), environment: { isMobile: true } })
    await pickOnConnect('WalletConnect')
    const view = page.getByRole('dialog', { name: 'WalletConnect' })
    await expect.element(view.getByText('Open your wallet app to connect.')).toBeVisible()
    const apps = view.getByRole('list', { name: 'Wallet apps' })
    const rainbow = apps.getByRole('link', { name: 'Rainbow' })
    await expect.element(rainbow, { timeout: 15_000 }).toBeVisible()
    const uri = latch.getState().walletConnect.uri!
    // The link is there before the tap, so the app opens inside it.
    expect(rainbow.element().getAttribute('href')).toContain(encodeURIComponent(uri))
    await expect
      .element(view.getByRole('img', { name: 'WalletConnect pairing code' }))
      .not.toBeInTheDocument()
    const another = view.getByRole('button', { name: 'Use a wallet on another device' })
    await expect.element(another).toHaveAttribute('aria-expanded', 'false')
    await another.click()
    await expect.element(another).toHaveAttribute('aria-expanded', 'true')
    await expect.element(view.getByRole('img', { name: 'WalletConnect pairing code' })).toBeVisible()
    await expect.element(view.getByText('Scan this code with a wallet on another device.')).toBeVisible()
    // The URI the links carry pairs.
    const address = await server.commands.pairPhoneWallet(uri, 7)
    await expect.element(page.getByRole('dialog', { name: 'Account' }), { timeout: 15_000 }).toBeVisible()
    expect(latch.getAccount().address?.toLowerCase()).toBe(address.toLowerCase())
  })

  it('on a phone, the Connect view’s wallets are busy while the pairing a tap opens is prepared, and not once it is', async () => {
    // The pairing is held until the test lets it go, so the busy state is seen whatever the machine's load.
    const { gate, release } = gated()
    const wc = pairing()
    const { latch } = renderLatch({
      walletConnect: { ...wc, pair: (request) => gate.then(() => wc.pair(request)) },
      environment: { isMobile: true },
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const wallets = page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('list', { name: 'Wallets' })
    await expect.element(wallets, { timeout: 15_000 }).toHaveAttribute('aria-busy', 'true')
    expect(latch.getState().walletConnect).toMatchObject({ status: 'pairing' })
    expect(latch.getState().walletConnect.uri).toBeUndefined()
    release()
    await expect.element(wallets, { timeout: 15_000 }).not.toHaveAttribute('aria-busy')
    expect(latch.getState().walletConnect.uri).toMatch(/^wc:/)
  })

  it('inside a wallet app’s browser, prepares no pairing, even while its wallet is still being discovered', async () => {
    // The in-app browser's wallet is known only once discovery has run: a pairing started before it would
    // open a relay socket for a WalletConnect the view then hides.
    const { gate, release } = gated()
    const evm = evmAdapter()
    const { latch } = renderLatch({
      walletConnect: pairing(),
      environment: { isMobile: true, isWalletBrowser: true },
      adapters: [{ ...evm, ready: () => gate.then(() => evm.ready?.()) }],
    })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Loading…')
    release()
    await expect.element(dialog.getByRole('button', { name: 'Dev Wallet' })).toBeVisible()
    expect(dialog.getByRole('button', { name: 'WalletConnect' }).elements()).toEqual([])
    // A pairing, had one started, is under way by now (the phone tests above see its URI within this).
    await new Promise((r) => setTimeout(r, 1_000))
    expect(latch.getState().walletConnect).toEqual({ status: 'idle' })
  })

  it('on a phone, a wallet app that does not open is said so after a moment, with where to get it; the person is told to come back', async () => {
    renderLatch({ walletConnect: pairing(), environment: { isMobile: true } })
    await pickOnConnect('WalletConnect')
    const view = page.getByRole('dialog', { name: 'WalletConnect' })
    const rainbow = view.getByRole('list', { name: 'Wallet apps' }).getByRole('link', { name: 'Rainbow' })
    await expect.element(rainbow, { timeout: 15_000 }).toBeVisible()
    // No Rainbow app here: the custom-scheme link goes nowhere and the page stays in front. The browser
    // is kept from asking about the unknown scheme (headless Chromium then holds the tab's input, every
    // later test file's too), as a phone without the app goes nowhere; the view's own press still runs.
    const goNowhere = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href^="rainbow:"]')) e.preventDefault()
    }
    window.addEventListener('click', goNowhere, true)
    onTestFinished(() => window.removeEventListener('click', goNowhere, true))
    await rainbow.click()
    expect(rainbow.element().getAttribute('href')).toMatch(/^rainbow:\/\/wc\?uri=wc%3A/)
    await expect.element(view.getByText('Approve in Rainbow, then come back here.')).toBeVisible()
    await expect
      .element(view.getByRole('status').getByText('Rainbow did not open. Is it installed on this phone?'), {
        timeout: 5_000,
      })
      .toBeVisible()
    // Where to get it: the wallet's homepage from the registry.
    await expect
      .element(view.getByRole('link', { name: 'Get Rainbow' }))
      .toHaveAttribute('href', 'https://rainbow.me')
  })
})
