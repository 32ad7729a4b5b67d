import { describe, expect, it } from 'vitest'
import { addressKey, linkedAccount } from './accounts.ts'

it('keys an EVM address in lower case and any other as it is', () => {
  expect(addressKey('eip155', '0xAbC')).toBe('0xabc')
  const base58 = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  expect(addressKey('solana', base58)).toBe(base58)
  expect(addressKey('bip122', 'bc1QAR0')).toBe('bc1QAR0')
})

describe('linkedAccount', () => {
  it('keys an account by namespace and address, on any chain, EVM addresses in any case', () => {
    expect(linkedAccount('eip155:1:0xAbC')).toBe('eip155:0xabc')
    expect(linkedAccount('eip155:137:0xabc')).toBe(linkedAccount('eip155:1:0xABC'))
    // Other namespaces' addresses are case-sensitive (base58, bech32 in its one case).
    const sol = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(linkedAccount(sol)).toBe('solana:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    expect(linkedAccount('eip155:1:0xabc')).not.toBe(linkedAccount('solana:1:0xabc'))
    expect(linkedAccount('not-an-account')).toBe('not-an-account')
    expect(linkedAccount('foo:1:0xABC')).toBe('foo:1:0xABC')
  })
})
