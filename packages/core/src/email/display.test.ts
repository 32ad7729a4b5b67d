import { describe, expect, it } from 'vitest'
import { displayEmail, displayUsername } from './display.ts'

describe('the embedded wallet visitor as shown', () => {
  it('cuts an email past 30 characters, its last three becoming ...', () => {
    const thirty = 'abcdefghijklmnopqrst@example.c'
    expect(thirty).toHaveLength(30)
    expect(displayEmail(thirty)).toBe(thirty)
    const long = 'a.very.long.address.for.testing@example.com'
    expect(displayEmail(long)).toBe('a.very.long.address.for.tes...')
    expect(displayEmail(long)).toHaveLength(30)
  })

  it("drops the '#0' of a migrated Discord account, and nothing else", () => {
    expect(displayUsername('discord', 'ada#0')).toBe('ada')
    expect(displayUsername('discord', 'user10')).toBe('user10')
    expect(displayUsername('github', 'ada#0')).toBe('ada#0')
  })
})
