import { caipNetworkId } from '@latch/protocol/caip-ids'
import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './caip.ts'
import { LatchError } from './errors.ts'

describe('CAIP ids', () => {
  it('parses a CAIP-2 id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([['eip155'], ['eip155:1:2'], ['foo:1'], [':1'], ['eip155:'], [42], [undefined]])(
    '"CAIP-2 id 2 parts (Invalid CAIP-2 network id)": rejects %j',
    (bad) => {
      expect(() => parseCaipNetworkId(bad)).toThrowError(/Invalid CAIP-2 network id/)
      try {
        parseCaipNetworkId(bad)
      } catch (e) {
        expect(e).toBeInstanceOf(LatchError)
        expect((e as LatchError).code).toBe('INVALID_CAIP2')
      }
    },
  )

  it("accepts a network id exactly when the wire's schema does (the same grammar, without zod)", () => {
    const parses = (id: unknown) => {
      try {
        return !!parseCaipNetworkId(id)
      } catch {
        return false
      }
    }
    for (const id of [
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'cosmos:cosmoshub-4',
      'eip155',
      'eip155:1:2',
      'near:1',
      'eip155:',
      `eip155:${'1'.repeat(33)}`,
      'eip155:1 ',
      'eip155:a.b',
      42,
      null,
    ])
      expect(parses(id), String(id)).toBe(caipNetworkId.safeParse(id).success)
  })

  it('"CAIP-10 address must have 3 colon-separated parts (Invalid CAIP-10 address)"', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xabc',
      caipNetworkId: 'eip155:1',
    })
    for (const bad of ['eip155:1', 'eip155:1:0xabc:x', 'nope:1:0xabc', '']) {
      expect(() => parseCaipAddress(bad)).toThrowError('Invalid CAIP-10 address')
    }
  })

  it('joins a network id and an address', () => {
    expect(toCaipAddress('eip155:10', '0xabc')).toBe('eip155:10:0xabc')
  })
})
