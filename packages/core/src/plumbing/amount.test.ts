import { describe, expect, it } from 'vitest'
import { formatUnitsExact, parseAmount } from './amount.ts'

describe('parseAmount', () => {
  it('parses plain decimals into base units', () => {
    expect(parseAmount('1.5', 6)).toEqual({ value: 1_500_000n })
    expect(parseAmount('.5', 18)).toEqual({ value: 500_000_000_000_000_000n })
    expect(parseAmount(' 42 ', 0)).toEqual({ value: 42n })
    expect(parseAmount('1.500000000', 6)).toEqual({ value: 1_500_000n })
  })
  it('refuses signs, exponents, separators and words; says a negative amount is negative', () => {
    for (const bad of ['+1', '1e3', '1,5', 'abc', '', '.', '1.2.3', '0x10', 'Infinity', 'NaN', '-', '-abc'])
      expect(parseAmount(bad, 18), bad).toEqual({ problem: 'invalid' })
    for (const negative of ['-1', '-0.5', '-.5', '- 2'])
      expect(parseAmount(negative, 18), negative).toEqual({ problem: 'negative' })
  })
  it('refuses zero and too many fraction digits', () => {
    expect(parseAmount('0.000', 6)).toEqual({ problem: 'zero' })
    expect(parseAmount('1.0000001', 6)).toEqual({ problem: 'decimals' })
  })
})

describe('formatUnitsExact', () => {
  it('round-trips with parseAmount', () => {
    for (const [text, d] of [
      ['1.5', 6],
      ['0.000001', 6],
      ['123456789.123456789123456789', 18],
      ['7', 0],
    ] as const) {
      const parsed = parseAmount(text, d)
      expect('value' in parsed && formatUnitsExact(parsed.value, d)).toBe(text)
    }
  })
})
