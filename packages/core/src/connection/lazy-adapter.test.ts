import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { lazyAdapter } from './lazy-adapter.ts'

const A = '0x00000000000000000000000000000000000000aa'

/** A lazily loaded scripted adapter, counting how often its code is loaded. */
function lazyWallet(fail = false) {
  const { adapter } = scripted({ 'io.wallet': { address: A, chainId: 31337 } })
  const load = vi.fn(async () => {
    if (fail) throw new Error('chunk failed to load')
    return adapter
  })
  return { lazy: lazyAdapter('eip155', load, ['signMessage']), load }
}

describe('deferred connections: a first-time visitor’s page loads no connection code', () => {
  it('mounting loads nothing; preload loads the adapter once and discovers its wallets', async () => {
    const { lazy, load } = lazyWallet()
    const latch = createLatch(baseOptions({ adapters: [lazy] }))
    const unmount = latch.mount()
    await new Promise((r) => setTimeout(r, 20))
    expect(load).not.toHaveBeenCalled()
    expect(latch.getState().connectors).toEqual([])
    await Promise.all([latch.preload(), latch.preload()])
    expect(load).toHaveBeenCalledTimes(1)
    expect(latch.getState().connectors.map((c) => c.id)).toEqual(['io.wallet'])
    unmount()
  })

  it('opening the modal starts discovery, and connect works without a preload', async () => {
    const { lazy } = lazyWallet()
    const latch = createLatch(baseOptions({ adapters: [lazy] }))
    const unmount = latch.mount()
    latch.open()
    await vi.waitFor(() => expect(latch.getState().connectors).toHaveLength(1))
    const other = createLatch(baseOptions({ adapters: [lazyWallet().lazy] }))
    const unmountOther = other.mount()
    expect(await other.connect('io.wallet')).toMatchObject({ status: 'connected', address: A })
    unmount()
    unmountOther()
  })

  it('a remembered connection shows as reconnecting at once and restores on mount', async () => {
    const storage = createMemoryStorage()
    const first = createLatch(baseOptions({ adapters: [lazyWallet().lazy], storage }))
    const off = first.mount()
    await first.connect('io.wallet')
    off()
    const { lazy, load } = lazyWallet()
    const again = createLatch(baseOptions({ adapters: [lazy], storage }))
    const unmount = again.mount()
    expect(again.getState().connections.eip155?.status).toBe('reconnecting')
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(again.getState().connections.eip155?.status).toBe('connected'))
    unmount()
  })

  it('if the adapter’s code cannot load, a remembered connection ends disconnected, never stuck', async () => {
    const storage = createMemoryStorage()
    const first = createLatch(baseOptions({ adapters: [lazyWallet().lazy], storage }))
    const off = first.mount()
    await first.connect('io.wallet')
    off()
    const again = createLatch(baseOptions({ adapters: [lazyWallet(true).lazy], storage }))
    const unmount = again.mount()
    await vi.waitFor(() =>
      expect(again.getState().connections.eip155).toEqual({ status: 'disconnected', connections: [] }),
    )
    unmount()
  })

  it('declares only the capabilities it is given', () => {
    const { lazy } = lazyWallet()
    expect(typeof lazy.signMessage).toBe('function')
    expect(lazy.sendTokens).toBeUndefined()
    expect(lazy.adopt).toBeUndefined()
  })
})
