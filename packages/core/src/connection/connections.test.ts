import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { connectedThrough } from './connected-through.ts'
import { selectConnections } from './connections.ts'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'

/** An instance with two EVM wallets connected at once: `a` on 31337, then `b` (active) on 31338. */
async function twoWallets() {
  const s = scripted({ a: { address: A, chainId: 31337 }, b: { address: B, chainId: 31338 } })
  const latch = createLatch(baseOptions({ adapters: [s.adapter], features: { multiWallet: true } }))
  latch.mount()
  expect(selectConnections(latch.getState())).toEqual([])
  await latch.connect('a')
  await latch.connect('b')
  return latch
}

describe('selectConnections', () => {
  it('lists every connected wallet of every namespace, marking the active and the current one', async () => {
    const latch = await twoWallets()
    expect(selectConnections(latch.getState())).toEqual([
      expect.objectContaining({
        connectorId: 'a',
        name: 'a',
        address: A,
        caipAddress: `eip155:31337:${A}`,
        active: false,
        current: false,
      }),
      expect.objectContaining({
        connectorId: 'b',
        address: B,
        caipNetworkId: 'eip155:31338',
        active: true,
        current: true,
      }),
    ])
    // Another namespace active: its wallets are current, these stay their namespace's active one.
    const other = { ...latch.getState(), activeNamespace: 'solana' as const }
    expect(selectConnections(other).map((c) => [c.active, c.current])).toEqual([
      [false, false],
      [true, false],
    ])
  })
})

describe('connectedThrough', () => {
  it("finds a namespace's connection by its connector, active or not, and says which one is not there", async () => {
    const latch = await twoWallets()
    // Not the active one, and found all the same.
    expect(connectedThrough(latch.getState(), 'eip155', 'a')).toEqual({
      address: A,
      caipAddress: `eip155:31337:${A}`,
      caipNetworkId: 'eip155:31337',
    })
    expect(connectedThrough(latch.getState(), 'eip155', 'b').caipAddress).toBe(`eip155:31338:${B}`)
    expect(() => connectedThrough(latch.getState(), 'eip155', 'c')).toThrow(
      expect.objectContaining({
        code: 'NOT_CONNECTED',
        message: expect.stringContaining('eip155 wallet is connected through "c"'),
      }),
    )
    expect(() => connectedThrough(latch.getState(), 'solana', 'a')).toThrow(
      expect.objectContaining({ code: 'NOT_CONNECTED' }),
    )
  })
})
