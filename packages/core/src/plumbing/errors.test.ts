import { describe, expect, it } from 'vitest'
import { WALLET_MESSAGE_MAX, walletFirstLine } from './errors.ts'

describe('walletFirstLine', () => {
  it("keeps the first line of an Error's, an EIP-1193 object's or a thrown string's message, clipped", () => {
    expect(walletFirstLine(new Error('  execution reverted \n  at Object.request (inpage.js:1)'))).toBe(
      'execution reverted',
    )
    expect(walletFirstLine({ code: -32000, message: 'insufficient funds\ndetails: …' })).toBe(
      'insufficient funds',
    )
    expect(walletFirstLine('nope')).toBe('nope')
    expect(walletFirstLine(`${'x'.repeat(1e6)}\nmore`)).toHaveLength(WALLET_MESSAGE_MAX + 1)
  })

  it('is empty for a wallet that said nothing', () => {
    expect(walletFirstLine(undefined)).toBe('')
    expect(walletFirstLine(new Error(''))).toBe('')
  })
})
