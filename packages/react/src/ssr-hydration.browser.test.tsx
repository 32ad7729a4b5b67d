import {
  createLatch,
  createMemoryStorage,
  LATCH_COOKIE,
  type LatchStorage,
  latchCookie,
  readLatchCookie,
  shortenAddress,
} from '@latch/core'
import { devnetNetworks } from '@latch/devnet/networks'
import { evmAdapter } from '@latch/evm'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, inject, it, onTestFinished } from 'vitest'
import { page } from 'vitest/browser'
import { ConnectButton } from './ConnectButton/ConnectButton.tsx'
import type { LatchInitialState } from './initial-state.ts'
import { LatchProvider } from './LatchProvider.tsx'
import { latchInitialState } from './server.ts'
import { connectDevWallet, renderLatch } from './test/render.tsx'

afterEach(() => cookieStore.delete(LATCH_COOKIE))

/** The app's instance after a reload: the same options, this browser's storage. */
const appInstance = (storage: LatchStorage) =>
  createLatch({
    networks: devnetNetworks(inject('devnet')),
    adapters: [evmAdapter()],
    projectId: 'latch-demo',
    storage,
    ssr: latchCookie(),
  })

/**
 * What a server sends for `initialState` (rendered by an instance of its own, as on the server),
 * then hydrated in this page with the app's own instance; every text the button shows on the way is
 * recorded, and so is every hydration error React reports. Unmounted when the test finishes.
 */
async function serverRenderThenHydrate(app: ReturnType<typeof appInstance>, initialState: LatchInitialState) {
  const tree = (latch: typeof app, state: LatchInitialState): ReactNode => (
    <LatchProvider latch={latch} initialState={state}>
      <ConnectButton />
    </LatchProvider>
  )
  // As a server would: an unmounted instance of the same options, never mounted (no effects run).
  const html = renderToString(tree(appInstance(createMemoryStorage()), initialState))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const button = () => container.querySelector('button')!
  const texts: (string | null)[] = [button().textContent]
  const errors: unknown[] = []
  const observer = new MutationObserver(() =>
    texts.push(container.querySelector('button')?.textContent ?? null),
  )
  observer.observe(container, { subtree: true, childList: true, characterData: true })
  const root = hydrateRoot(container, tree(app, initialState), { onRecoverableError: (e) => errors.push(e) })
  onTestFinished(() => {
    observer.disconnect()
    root.unmount()
    container.remove()
  })
  return { texts, errors, button }
}

describe('server rendering with ssr: latchCookie()', () => {
  it('keeps the cookie with the wallet; after a reload the address shows from the first HTML to the restore', async () => {
    // The browser's storage, kept across the reload.
    const storage = createMemoryStorage()
    const first = renderLatch({ ssr: latchCookie(), storage })
    await connectDevWallet()
    const address = first.wallet.address
    const snapshot = readLatchCookie(document.cookie)
    expect(snapshot).toEqual({ caipAddress: `eip155:31337:${address}`, connectorId: 'dev.latch.wallet' })
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Close' }).click()
    // The reload: a new page, with the same browser storage and the wallet still announced.
    first.unmount()
    onTestFinished(first.wallet.announce(window))
    const app = appInstance(storage)
    const shown = shortenAddress(address)
    const h = await serverRenderThenHydrate(app, await latchInitialState(document.cookie))
    expect(h.texts[0]).toBe(shown)
    await expect.poll(() => app.getAccount().status, { timeout: 10_000 }).toBe('connected')
    expect(h.button().getAttribute('aria-busy')).toBeNull()
    expect(h.errors).toEqual([])
    // Never "Connect Wallet" or "Connecting…" on the way: the address throughout.
    expect(new Set(h.texts)).toEqual(new Set([shown]))
    // Disconnecting drops the wallet from the cookie.
    await app.disconnect()
    expect(readLatchCookie(document.cookie)).toBeUndefined()
  })

  it('renders and hydrates in the visitor’s language, which stays after mount in an English browser', async () => {
    const app = appInstance(createMemoryStorage())
    const cookie = `${LATCH_COOKIE}=${encodeURIComponent(JSON.stringify({ locale: 'de' }))}`
    const h = await serverRenderThenHydrate(app, await latchInitialState(cookie))
    expect(h.texts[0]).toBe('Wallet verbinden')
    await expect.poll(() => app.getState().locale).toBe('de')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(h.errors).toEqual([])
    expect(new Set(h.texts)).toEqual(new Set(['Wallet verbinden']))
    // Once the connection code is in (the button's hover loads it), the cookie follows: German, no wallet.
    await app.preload()
    expect(readLatchCookie(document.cookie)).toEqual({ locale: 'de' })
  })
})
