import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { handoverCode, normaliseHandoverCode } from './handover.ts'

const publicKey = async () => {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  return base64urlnopad.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
}

describe('the handover code', () => {
  it('is ten Crockford base32 characters, the same for the same key and email', async () => {
    const key = await publicKey()
    const code = await handoverCode(key, 'ada@example.com')
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(await handoverCode(key, 'ada@example.com')).toBe(code)
  })

  it('changes with the key (a swapped key shows another code) and with the email', async () => {
    const key = await publicKey()
    const code = await handoverCode(key, 'ada@example.com')
    const others = await Promise.all(
      Array.from({ length: 20 }, async () => handoverCode(await publicKey(), 'ada@example.com')),
    )
    expect(others).not.toContain(code)
    expect(new Set(others).size).toBe(20)
    expect(await handoverCode(key, 'bob@example.com')).not.toBe(code)
  })

  it('reads a code typed loosely, and refuses what cannot be one', async () => {
    const code = await handoverCode(await publicKey(), 'ada@example.com')
    expect(normaliseHandoverCode(code.toLowerCase().replace('-', ' '))).toBe(code)
    expect(normaliseHandoverCode('oooo1-iiiil')).toBe('00001-11111')
    expect(normaliseHandoverCode('ABCDE-FGHJ')).toBeUndefined()
    expect(normaliseHandoverCode('ABCDE-FGHJU')).toBeUndefined()
  })
})
