import { describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainAdapter } from '../connection/adapter.ts'
import { createStore } from '../plumbing/store.ts'
import { startDiscovery } from './discovery.ts'

/** An adapter of `namespace` whose code arrives when the test says (or fails). */
function held(namespace: 'eip155' | 'solana') {
  let arrive!: () => void
  let fail!: (e: Error) => void
  const code = new Promise<void>((resolve, reject) => {
    arrive = resolve
    fail = reject
  })
  code.catch(() => {})
  const mount = vi.fn(() => () => {})
  const ready = vi.fn(() => code)
  const adapter = { namespace, ready, mount } as unknown as ChainAdapter
  return { adapter, mount, ready, arrive, fail }
}

/** The instance's store and options for discovery, restoring eip155 when `restoring`. */
function setup(adapters: ChainAdapter[], restoring: boolean) {
  const store = createStore({
    connections: (restoring ? { eip155: { status: 'reconnecting', connections: [] } } : {}) as Record<
      string,
      { status: string; connections: unknown[] }
    >,
  })
  const ctx = { store, options: { adapters } } as never
  const manager = { contextFor: () => ({}) as AdapterContext, reconnectSaved: vi.fn() }
  return { store, ctx, manager }
}

const settled = () => new Promise((r) => setTimeout(r, 0))

describe('discovery: a returning visitor’s wallet first', () => {
  it('mounts the restoring namespace’s adapter first, the others once nothing restores', async () => {
    const evm = held('eip155')
    const solana = held('solana')
    const { store, ctx, manager } = setup([evm.adapter, solana.adapter], true)
    const discovered = vi.fn()
    const restore = async () => true
    startDiscovery(ctx, manager, restore, discovered)
    expect(manager.reconnectSaved).toHaveBeenCalledWith(restore)
    evm.arrive()
    solana.arrive()
    await settled()
    expect(evm.mount).toHaveBeenCalledTimes(1)
    // Solana's code is not even asked for while the EVM wallet restores.
    expect(solana.ready).not.toHaveBeenCalled()
    expect(solana.mount).not.toHaveBeenCalled()
    expect(discovered).not.toHaveBeenCalled()
    store.set({ connections: { eip155: { status: 'connected', connections: [] } } })
    await settled()
    expect(solana.mount).toHaveBeenCalledTimes(1)
    expect(discovered).toHaveBeenCalledTimes(1)
  })

  it('`all` mounts every adapter at once when something needs them (the modal opened meanwhile)', async () => {
    const evm = held('eip155')
    const solana = held('solana')
    const { ctx, manager } = setup([evm.adapter, solana.adapter], true)
    const discovered = vi.fn()
    startDiscovery(ctx, manager, async () => true, discovered).all()
    solana.arrive()
    await settled()
    expect(solana.mount).toHaveBeenCalledTimes(1)
    expect(discovered).not.toHaveBeenCalled()
    evm.arrive()
    await settled()
    expect(evm.mount).toHaveBeenCalledTimes(1)
    expect(discovered).toHaveBeenCalledTimes(1)
  })

  it('an adapter whose code fails ends its namespace’s restore at once, and discovery still completes', async () => {
    const evm = held('eip155')
    const solana = held('solana')
    const { store, ctx, manager } = setup([evm.adapter, solana.adapter], true)
    const discovered = vi.fn()
    startDiscovery(ctx, manager, async () => true, discovered)
    evm.fail(new Error('chunk failed to load'))
    await settled()
    expect(evm.mount).not.toHaveBeenCalled()
    expect(store.get().connections.eip155).toEqual({ status: 'disconnected', connections: [] })
    solana.arrive()
    await settled()
    expect(solana.mount).toHaveBeenCalledTimes(1)
    expect(discovered).toHaveBeenCalledTimes(1)
  })

  it('stopped, it mounts nothing more and cleans up what it mounted', async () => {
    const evm = held('eip155')
    const cleanup = vi.fn()
    evm.mount.mockReturnValue(cleanup)
    const solana = held('solana')
    const { ctx, manager } = setup([evm.adapter, solana.adapter], false)
    const discovery = startDiscovery(ctx, manager, undefined, () => {})
    evm.arrive()
    await settled()
    discovery.stop()
    solana.arrive()
    await settled()
    expect(cleanup).toHaveBeenCalledTimes(1)
    expect(solana.mount).not.toHaveBeenCalled()
  })
})
