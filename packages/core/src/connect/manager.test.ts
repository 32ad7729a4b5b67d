import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterAccount } from '../connection/adapter.ts'
import { createLatch } from '../latch.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { RECONNECT_TIMEOUT_MS } from './manager.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A storage that remembers a connection to `remembered`, as after a reload. */
function rememberedStorage(remembered: string) {
  const storage = createMemoryStorage()
  storage.setItem('@latch/connections', JSON.stringify({ eip155: remembered }))
  return storage
}

/** Two wallets: `late` answers the silent reconnect only when the test says; `other` connects at once. */
function lateWallet() {
  const s = scripted({ late: { address: A, chainId: 31337 }, other: { address: B, chainId: 31337 } })
  let answer: ((a: AdapterAccount | null) => void) | undefined
  s.adapter.reconnect = (id) =>
    id === 'late'
      ? new Promise((resolve) => {
          answer = resolve
        })
      : Promise.resolve(null)
  return {
    adapter: s.adapter,
    /** Whether the silent reconnect has asked the wallet yet. */
    asked: () => answer !== undefined,
    answer: (a: AdapterAccount | null) => answer?.(a),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('silent reconnect', () => {
  it('a late answer from the remembered wallet never replaces the wallet the visitor connected meanwhile', async () => {
    const w = lateWallet()
    const latch = createLatch(baseOptions({ adapters: [w.adapter], storage: rememberedStorage('late') }))
    latch.mount()
    expect(latch.getState().connections.eip155?.status).toBe('reconnecting')
    await latch.connect('other')
    expect(latch.getState().connections.eip155).toMatchObject({ status: 'connected', address: B })
    await vi.waitFor(() => expect(w.asked()).toBe(true))
    w.answer({ address: A, chainId: 31337 })
    await new Promise((r) => setTimeout(r, 10))
    expect(latch.getState().connections.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'other',
      address: B,
    })
  })

  it(`a remembered wallet that hangs leaves the visitor disconnected, and free to connect, after ${RECONNECT_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers()
    const w = lateWallet()
    const latch = createLatch(baseOptions({ adapters: [w.adapter], storage: rememberedStorage('late') }))
    latch.mount()
    await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS - 1)
    expect(latch.getState().connections.eip155?.status).toBe('reconnecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(latch.getState().connections.eip155).toEqual({ status: 'disconnected', connections: [] })
    // The answer that comes after the timeout changes nothing.
    expect(w.asked()).toBe(true)
    w.answer({ address: A, chainId: 31337 })
    await vi.advanceTimersByTimeAsync(10)
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    vi.useRealTimers()
    await latch.connect('other')
    expect(latch.getState().connections.eip155).toMatchObject({ status: 'connected', address: B })
  })

  it('a reconnect answered in time restores the connection', async () => {
    const w = lateWallet()
    const latch = createLatch(baseOptions({ adapters: [w.adapter], storage: rememberedStorage('late') }))
    latch.mount()
    await vi.waitFor(() => expect(w.asked()).toBe(true))
    w.answer({ address: A, chainId: 31337 })
    await vi.waitFor(() => expect(latch.getState().connections.eip155?.status).toBe('connected'))
    expect(latch.getState().connections.eip155?.address).toBe(A)
  })
})

describe('several wallets (features.multiWallet)', () => {
  const two = () => scripted({ a: { address: A, chainId: 31337 }, b: { address: B, chainId: 31338 } })
  const raw = (storage: ReturnType<typeof createMemoryStorage>, key: string) =>
    JSON.parse(storage.getItem(`@latch/${key}`) ?? 'null')

  it('a reload restores every connection, the active one active again', async () => {
    const storage = createMemoryStorage()
    const first = createLatch(
      baseOptions({ adapters: [two().adapter], storage, features: { multiWallet: true } }),
    )
    first.mount()
    await first.connect('a')
    await first.connect('b')
    expect(raw(storage, 'connections')).toEqual({ eip155: 'b' })
    expect(raw(storage, 'other_connections')).toEqual({ eip155: ['a'] })

    const again = createLatch(
      baseOptions({ adapters: [two().adapter], storage, features: { multiWallet: true } }),
    )
    again.mount()
    await vi.waitFor(() => expect(again.getState().connections.eip155?.connections).toHaveLength(2))
    expect(again.getState().connections.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'b',
      address: B,
    })
    expect(again.getState().connections.eip155?.connections?.map((c) => c.connectorId)).toEqual(['b', 'a'])
  })

  it('disconnecting one connection keeps the others, and forgets it across a reload', async () => {
    const storage = createMemoryStorage()
    const latch = createLatch(
      baseOptions({ adapters: [two().adapter], storage, features: { multiWallet: true } }),
    )
    latch.mount()
    await latch.connect('a')
    await latch.connect('b')
    await latch.wallets.disconnect('a')
    expect(latch.getState().connections.eip155).toMatchObject({ status: 'connected', connectorId: 'b' })
    expect(latch.getState().connections.eip155?.connections).toHaveLength(1)
    expect(raw(storage, 'other_connections')).toBeNull()
    await expect(latch.wallets.disconnect('a')).rejects.toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
    // The active one ended: the one left takes its place.
    await latch.connect('a')
    await latch.wallets.disconnect('a')
    expect(latch.getState().connections.eip155).toMatchObject({ status: 'connected', connectorId: 'b' })
  })

  it('with multiWallet off, the other connections a storage names are not restored', async () => {
    const storage = rememberedStorage('b')
    storage.setItem('@latch/other_connections', JSON.stringify({ eip155: ['a'] }))
    const latch = createLatch(baseOptions({ adapters: [two().adapter], storage }))
    latch.mount()
    await vi.waitFor(() => expect(latch.getState().connections.eip155?.status).toBe('connected'))
    await new Promise((r) => setTimeout(r, 20))
    expect(latch.getState().connections.eip155?.connections?.map((c) => c.connectorId)).toEqual(['b'])
  })

  it('a malformed list of other connections in storage is ignored', async () => {
    const storage = rememberedStorage('b')
    storage.setItem('@latch/other_connections', JSON.stringify({ eip155: 'a', nope: ['a'] }))
    const latch = createLatch(
      baseOptions({ adapters: [two().adapter], storage, features: { multiWallet: true } }),
    )
    latch.mount()
    await vi.waitFor(() => expect(latch.getState().connections.eip155?.status).toBe('connected'))
    await new Promise((r) => setTimeout(r, 20))
    expect(latch.getState().connections.eip155?.connections).toHaveLength(1)
  })
})
