import { describe, expect, it } from 'vitest'
import { displayEmail, displayUsername } from './display.ts'

describe('the embedded wallet visitor as shown', () => {
  it('cuts an email past 30 characters to 30 before the @, keeping the domain whole', () => {
    const thirty = 'abcdefghijklmnopqrst@example.c'
    expect(thirty).toHaveLength(30)
    expect(displayEmail(thirty)).toBe(thirty)
    const long = 'a.very.long.address.for.testing@example.com'
    expect(displayEmail(long)).toBe('a.very.long.add...@example.com')
    expect(displayEmail(long)).toHaveLength(30)
    expect(displayEmail('latch-account-4b1d9e7a@example.com')).toBe('latch-account-4...@example.com')
  })

  it('cuts at the end, as SPEC §9 words it, when the domain leaves too little of the rest', () => {
    const longDomain = 'ada@mail.a-very-long-university-domain.example.edu'
    expect(displayEmail(longDomain)).toBe('ada@mail.a-very-long-univer...')
    expect(displayEmail(longDomain)).toHaveLength(30)
  })

  it("drops the '#0' of a migrated Discord account, and nothing else", () => {
    expect(displayUsername('discord', 'ada#0')).toBe('ada')
    expect(displayUsername('discord', 'user10')).toBe('user10')
    expect(displayUsername('github', 'ada#0')).toBe('ada#0')
  })
})
