import { expect, it } from 'vitest'
import { addressKey } from './address-key.ts'

it('keys an EVM address in lower case and any other as it is', () => {
  expect(addressKey('eip155', '0xAbC')).toBe('0xabc')
  const base58 = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
  expect(addressKey('solana', base58)).toBe(base58)
  expect(addressKey('bip122', 'bc1QAR0')).toBe('bc1QAR0')
})
