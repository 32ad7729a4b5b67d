import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip.ts'
import {
  anyCaipNetworkId,
  assetId,
  caipAccountId,
  caipNetworkId,
  chainFilter,
  evmTokenId,
} from './caip-ids.ts'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success

describe('CAIP ids, one schema each', () => {
  it("gives the page load's id types: the schemas' outputs", () => {
    expectTypeOf<CaipNetworkId>().toEqualTypeOf<`${ChainNamespace}:${string}`>()
    expectTypeOf<CaipAddress>().toEqualTypeOf<`${ChainNamespace}:${string}:${string}`>()
    expect(caipNetworkId.parse('eip155:1') satisfies CaipNetworkId).toBe('eip155:1')
  })

  it('reads a network of a namespace Latch knows', () => {
    for (const id of [
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000019d6689c085ae165831e93',
      'cosmos:cosmoshub-4',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    ]) {
      expect(accepts(caipNetworkId, id), id).toBe(true)
    }
    for (const id of [
      'mainnet',
      'near:mainnet',
      'eip155:',
      'eip155:1:0xabc',
      'EIP155:1',
      `eip155:${'1'.repeat(33)}`,
      'eip155:1 ',
      1,
    ]) {
      expect(accepts(caipNetworkId, id), String(id)).toBe(false)
    }
    expect(caipNetworkId.safeParse('mainnet').error?.issues[0]?.message).toBe('Invalid CAIP-2 network id')
  })

  it('reads an account of any address its chain uses, and refuses a bare address or an unknown namespace', () => {
    expect(accepts(caipAccountId, `eip155:1:${EVM}`)).toBe(true)
    expect(accepts(caipAccountId, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`)).toBe(true)
    expect(accepts(caipAccountId, 'cosmos:cosmoshub-4:cosmos1abc')).toBe(true)
    for (const id of [
      EVM,
      `near:mainnet:${EVM}`,
      `eip155:1:${EVM}:x`,
      `eip155:1:<b>`,
      `eip155:1:${'a'.repeat(129)}`,
    ])
      expect(accepts(caipAccountId, id), id).toBe(false)
  })

  it('reads an EVM token, and an asset to price as a token, a mint or the native coin', () => {
    expect(accepts(evmTokenId, `eip155:1:${EVM}`)).toBe(true)
    expect(accepts(evmTokenId, `near:1:${EVM}`)).toBe(false)
    expect(accepts(evmTokenId, 'eip155:1:native')).toBe(false)
    for (const id of [
      'eip155:1:native',
      `eip155:10:${EVM}`,
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`,
    ])
      expect(accepts(assetId, id), id).toBe(true)
    for (const id of ['eip155:1:0xabc', 'eip155:1:Native', 'eip155:1:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'])
      expect(accepts(assetId, id), id).toBe(false)
  })

  it("reads a wallet listing's chains of any namespace, and a filter by network or namespace", () => {
    expect(accepts(anyCaipNetworkId, 'near:mainnet')).toBe(true)
    expect(accepts(anyCaipNetworkId, 'near')).toBe(false)
    for (const v of ['eip155', 'near', 'eip155:1', 'near:mainnet'])
      expect(accepts(chainFilter, v), v).toBe(true)
    for (const v of ['EIP155', 'ab', 'eip155:', 'a:b:c']) expect(accepts(chainFilter, v), v).toBe(false)
    expect(chainFilter.safeParse('ab').error?.issues[0]?.message).toBe('Chains are CAIP-2 ids or namespaces')
  })
})
