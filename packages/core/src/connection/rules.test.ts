import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { connectionRules } from './rules.ts'
import type { Connection } from './types.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const conn = (connectorId: string, address: string): Connection => ({
  connectorId,
  accounts: [{ address }],
  caipNetworkId: 'eip155:31337',
})

describe('connection rules (SPEC §4)', () => {
  it('"connecting adds a connection and emits account change"', () => {
    const t = connectionRules.connect(undefined, conn('a', A), true)
    expect(t.next).toMatchObject({
      status: 'connected',
      connectorId: 'a',
      address: A,
      caipAddress: `eip155:31337:${A}`,
    })
    expect(t.effects).toEqual(['accountChanged'])
    const two = connectionRules.connect(t.next, conn('b', B), true)
    expect(two.next.connections?.map((c) => c.connectorId)).toEqual(['a', 'b'])
    expect(two.next.connectorId).toBe('b')
  })

  it('"an account change with an empty list disconnects that connector"', () => {
    const state = connectionRules.connect(undefined, conn('a', A), true).next
    const t = connectionRules.accountsChanged(state, 'a', [])
    expect(t?.next).toEqual({ status: 'disconnected', connections: [] })
    expect(t?.effects).toEqual(['disconnect'])
  })

  it('"a chain change updates the connection\'s network"', () => {
    const state = connectionRules.connect(undefined, conn('a', A), true).next
    const t = connectionRules.chainChanged(state, 'a', 'eip155:31338')
    expect(t?.next).toMatchObject({ caipNetworkId: 'eip155:31338', caipAddress: `eip155:31338:${A}` })
    expect(t?.next.connections?.[0]?.caipNetworkId).toBe('eip155:31338')
  })

  it('"a disconnect removes the connection, falls back to the first remaining one, and emits disconnect when none remain"', () => {
    let state = connectionRules.connect(undefined, conn('a', A), true).next
    state = connectionRules.connect(state, conn('b', B), true).next
    const fallback = connectionRules.disconnect(state, 'b')
    expect(fallback.next).toMatchObject({ status: 'connected', connectorId: 'a', address: A })
    expect(fallback.effects).toEqual(['accountChanged'])
    const last = connectionRules.disconnect(fallback.next, 'a')
    expect(last.next).toEqual({ status: 'disconnected', connections: [] })
    expect(last.effects).toEqual(['disconnect'])
  })

  it('"On last disconnect status returns to disconnected with no current connector"', () => {
    const state = connectionRules.connect(undefined, conn('a', A), true).next
    expect(connectionRules.disconnect(state, 'a').next.connectorId).toBeUndefined()
  })

  it('"While connecting or reconnecting, connection events do not change the stored connection"', () => {
    for (const status of ['connecting', 'reconnecting'] as const) {
      const state = { status, connectorId: 'a', connections: [conn('a', A)] }
      expect(connectionRules.accountsChanged(state, 'a', [])).toBeUndefined()
      expect(connectionRules.chainChanged(state, 'a', 'eip155:31338')).toBeUndefined()
    }
  })

  it('with multiWallet on, an address already connected through another connector is listed once', () => {
    const first = connectionRules.connect(undefined, conn('a', A), true).next
    const both = connectionRules.connect(first, conn('b', B), true).next
    expect(both.connections?.map((c) => c.connectorId)).toEqual(['a', 'b'])
    const again = connectionRules.connect(both, conn('c', A.toLowerCase()), true).next
    expect(again.connections?.map((c) => c.connectorId)).toEqual(['b', 'c'])
    expect(again.connectorId).toBe('c')
  })

  it('a connection restored beside the active one joins the list, once, without taking its place', () => {
    const active = connectionRules.connect(undefined, conn('a', A), true).next
    const t = connectionRules.restored(active, conn('b', B))
    expect(t.next).toMatchObject({ connectorId: 'a', address: A })
    expect(t.next.connections?.map((c) => c.connectorId)).toEqual(['a', 'b'])
    expect(t.effects).toEqual([])
    expect(connectionRules.restored(t.next, conn('c', B.toLowerCase())).next).toBe(t.next)
    // Nothing active (its own restore failed): the restored one becomes active.
    const alone = connectionRules.restored({ status: 'disconnected', connections: [] }, conn('b', B))
    expect(alone.next).toMatchObject({ status: 'connected', connectorId: 'b' })
    expect(alone.effects).toEqual(['accountChanged'])
  })

  it('with multiWallet off (the default) a new connection replaces the others', () => {
    const state = connectionRules.connect(undefined, conn('a', A), false).next
    expect(connectionRules.connect(state, conn('b', B), false).next.connections).toEqual([conn('b', B)])
  })
})

describe('switching connections (SPEC §4)', () => {
  const setup = async () => {
    const s = scripted({ a: { address: A, chainId: 31337 }, b: { address: B, chainId: 31338 } })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], features: { multiWallet: true } }))
    latch.mount()
    return { latch, s }
  }

  it('"active or connected reuse the connector"', async () => {
    const { latch } = await setup()
    await latch.connect('a')
    await latch.connect('b')
    await latch.wallets.switchConnection('a')
    expect(latch.getState().connections.eip155).toMatchObject({
      connectorId: 'a',
      address: A,
      caipNetworkId: 'eip155:31337',
    })
    await latch.wallets.switchConnection('a')
    expect(latch.getState().connections.eip155?.connections).toHaveLength(2)
  })

  it('"disconnected reconnect through ... external connector"', async () => {
    const { latch } = await setup()
    await latch.wallets.switchConnection('b')
    expect(latch.getState().connections.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'b',
      address: B,
    })
  })

  it('"other status throws Invalid connection status"', async () => {
    const { latch } = await setup()
    await expect(latch.wallets.switchConnection('unknown')).rejects.toThrowError(
      'Invalid connection status: unknown',
    )
    const pending = latch.connect('a')
    await expect(latch.wallets.switchConnection('b')).rejects.toMatchObject({
      code: 'INVALID_CONNECTION_STATUS',
    })
    await pending
  })

  it('"Status is set per namespace" and wallet events reach the active connection', async () => {
    const { latch, s } = await setup()
    const seen: string[] = []
    latch.on('accountChanged', () => seen.push('accountChanged'))
    latch.on('disconnect', () => seen.push('disconnect'))
    await latch.connect('a')
    s.ctx().onChainChanged('a', 31338)
    expect(latch.getState().connections.eip155?.caipNetworkId).toBe('eip155:31338')
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31338')
    s.ctx().onAccountsChanged('a', [])
    expect(latch.getState().connections.eip155).toEqual({ status: 'disconnected', connections: [] })
    expect(latch.getState().connections.solana).toBeUndefined()
    expect(seen).toEqual(['accountChanged', 'disconnect'])
  })

  it('remembers the wallet as recent (2 kept) and as disconnected after a disconnect', async () => {
    const storage = baseOptions().storage!
    const s = scripted({
      a: { address: A, chainId: 31337 },
      b: { address: B, chainId: 31337 },
      c: { address: A, chainId: 31337 },
    })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], storage }))
    latch.mount()
    for (const id of ['a', 'b', 'c']) await latch.connect(id)
    await latch.disconnect()
    const raw = (k: string) => JSON.parse(storage.getItem(`@latch/${k}`) ?? 'null')
    expect(raw('recent_wallets').map((w: { id: string }) => w.id)).toEqual(['c', 'b'])
    expect(raw('disconnected_connector_ids')).toEqual(['c'])
    expect(raw('connections')).toEqual({})
    expect(raw('connection_status')).toBe('disconnected')
  })
})

describe('pending-transaction watching (SPEC §4, §9)', () => {
  it('"Pending-transaction polling default disabled, interval 30 s, stops at pending limit (99)"', async () => {
    let unwatched = 0
    let report: ((hashes: readonly string[]) => void) | undefined
    let interval = 0
    const s = scripted({ a: { address: A, chainId: 31337 } })
    s.adapter.watchPendingTransactions = ({ pollingInterval, onTransactions }) => {
      interval = pollingInterval
      report = onTransactions
      return () => unwatched++
    }
    const off = createLatch(baseOptions({ adapters: [s.adapter] }))
    off.mount()
    await off.connect('a')
    expect(report).toBeUndefined()
    const latch = createLatch(
      baseOptions({ adapters: [s.adapter], pendingTransactionsFilter: { enable: true } }),
    )
    latch.mount()
    let seen = 0
    latch.on('pendingTransactions', () => seen++)
    await latch.connect('a')
    expect(interval).toBe(30_000)
    report!(Array.from({ length: 98 }, (_, i) => `0x${i}`))
    expect(unwatched).toBe(0)
    report!(['0xff'])
    expect(seen).toBe(2)
    expect(unwatched).toBe(1)
  })
})
