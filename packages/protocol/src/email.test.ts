import { describe, expect, it } from 'vitest'
import { isEmail, normaliseEmail } from './email.ts'

describe('email addresses as accounts', () => {
  it('takes an email with one @ and a dotted domain, within 254 characters', () => {
    // A domain of `n` characters in labels of at most 63.
    const domain = (n: number) => `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(n - 132)}.com`
    expect(isEmail('ada@example.com')).toBe(true)
    expect(isEmail('ada@localhost')).toBe(false)
    expect(isEmail('a da@example.com')).toBe(false)
    expect(isEmail(`${'a'.repeat(64)}@${domain(189)}`)).toBe(true)
    expect(isEmail(`${'a'.repeat(64)}@${domain(190)}`)).toBe(false)
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
  })

  it('gives every spelling of one address one form: lower case, punycode domain', () => {
    expect(normaliseEmail(' Ada.Lovelace+wallet@Example.COM ')).toBe('ada.lovelace+wallet@example.com')
    expect(normaliseEmail('ada@Bücher.DE')).toBe('ada@xn--bcher-kva.de')
    expect(normaliseEmail('ada@xn--bcher-kva.de')).toBe('ada@xn--bcher-kva.de')
  })

  it('refuses quoted local parts, markup, comments, IP literals and broken domains', () => {
    for (const bad of [
      '"x"@example.com',
      '"ada lovelace"@example.com',
      'a@<script>.com',
      '<b>ada</b>@example.com',
      'ada(comment)@example.com',
      'ada@[127.0.0.1]',
      'ada@127.0.0.1',
      'ada@example.com/x',
      'ada@exa mple.com',
      'ada@-example.com',
      'ada@example-.com',
      'ada@example..com',
      '.ada@example.com',
      'ada.@example.com',
      'a..da@example.com',
      'ada@example.c',
      'ada@example.123',
      'àda@example.com',
      '@example.com',
      'ada@',
    ])
      expect(normaliseEmail(bad), bad).toBeUndefined()
  })
})
