import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { baseOptions, testNetworks } from '../test-support.ts'
import { latchCookie } from './cookie.ts'
import type { LatchSnapshot } from './snapshot.ts'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const snapshot: LatchSnapshot = { caipAddress: `eip155:31338:${address}`, connectorId: 'dev.wallet' }

describe('ssr: latchCookie()', () => {
  it('renders each visitor from their own snapshot on a copy; the shared instance stays pristine', () => {
    const shared = createLatch(baseOptions({ ssr: latchCookie() }))
    const visitor = shared.fromSnapshot(snapshot)
    expect(visitor.getServerState()).toBe(visitor.getState())
    expect(visitor.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeCaipNetworkId: 'eip155:31338',
      connections: { eip155: { status: 'reconnecting', connectorId: 'dev.wallet', address } },
    })
    expect(shared.fromSnapshot({}).getState().connections).toEqual({})
    expect(shared.getState().connections).toEqual({})
    expect(shared.getServerState().activeCaipNetworkId).toBe(testNetworks[0].caipNetworkId)
  })

  it('ignores an account on a network or namespace the app does not configure', () => {
    const latch = createLatch(baseOptions({ ssr: latchCookie() }))
    for (const caipAddress of [
      `eip155:1:${address}`,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ] as const)
      expect(latch.fromSnapshot({ caipAddress, connectorId: 'x' }).getState().connections).toEqual({})
  })

  it('without the ssr option, a snapshot changes nothing on either side (no mismatch)', () => {
    const latch = createLatch(baseOptions())
    expect(latch.fromSnapshot(snapshot)).toBe(latch)
    expect(latch.getServerState().connections).toEqual({})
  })

  it('rejects a bad maxAgeDays and an ssr option that is not latchCookie()', () => {
    for (const maxAgeDays of [0, 401, 1.5, Number.NaN])
      expect(() => latchCookie({ maxAgeDays }), String(maxAgeDays)).toThrow(
        /maxAgeDays must be a whole number/,
      )
    expect(() => createLatch(baseOptions({ ssr: {} as never }))).toThrow(
      /options\.ssr must be latchCookie\(\)/,
    )
  })

  it('keeps no cookie where there is no document (a server), and throws nothing', () => {
    const latch = createLatch(baseOptions())
    const stop = latchCookie().keep({ get: latch.getState, subscribe: latch.subscribe })
    expect(typeof stop).toBe('function')
    stop()
  })
})
