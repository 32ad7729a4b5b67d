import { describe, expect, it } from 'vitest'
import { testAccount, testAddress } from './chains.ts'

describe('testAddress', () => {
  it('is the address each test key derives to', () => {
    for (let i = 0; i < 20; i++) expect(testAddress(i)).toBe(testAccount(i).address)
  })

  it('refuses an index with no test account', () => {
    expect(() => testAddress(20)).toThrow('no test account 20: there are 20')
  })
})
