import { describe, expect, it } from 'vitest'
import { evmCoinType, nameLabel } from './names.ts'

describe('name rules (SPEC §5, §9)', () => {
  it('takes a label, a capitalised label or a full name; refuses short names and other characters', () => {
    expect(nameLabel('alice', 'latch.id')).toBe('alice')
    expect(nameLabel(' Alice-99.LATCH.ID ', 'latch.id')).toBe('alice-99')
    for (const bad of ['bob', 'a.b', 'al ice', 'ali_ce', 'ålice', '<script>', '', 'bob.latch.id'])
      expect(nameLabel(bad, 'latch.id'), bad).toBeUndefined()
  })
  it('coin type is chain id OR 0x80000000, for chain ids below 0x80000000', () => {
    expect(evmCoinType(1)).toBe(0x80000001)
    expect(evmCoinType(31337)).toBe((31337 | 0x80000000) >>> 0)
    expect(evmCoinType(0x80000000)).toBeUndefined()
    expect(evmCoinType(0)).toBeUndefined()
  })
})
