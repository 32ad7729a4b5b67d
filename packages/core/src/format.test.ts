import { describe, expect, it } from 'vitest'
import { formatAmount, shortenAddress } from './format.ts'

describe('formatting', () => {
  it('"addresses show 4 leading and 6 trailing characters"', () => {
    expect(shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
    expect(shortenAddress('0xabc')).toBe('0xabc')
  })

  it('formats amounts en-US, truncating to the given decimals and keeping every integer digit', () => {
    expect(formatAmount('10000.123456', 3)).toBe('10,000.123')
    expect(formatAmount('0.9999', 3)).toBe('0.999')
    expect(formatAmount('123456789012345678901.5', 0)).toBe('123,456,789,012,345,678,901')
  })
})
