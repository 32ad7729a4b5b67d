import { THEME_DEFAULTS } from '@latch/core/internal/theme/defaults'
import { describe, expect, it } from 'vitest'
import { acceptedAccent, luminance } from './theme.ts'

describe("the app's accent in the frame", () => {
  it('is taken as a hex colour that stands out from the background (3 : 1)', () => {
    expect(acceptedAccent('#0f766e', 'light')).toBe('#0f766e')
    expect(acceptedAccent('#7dd3fc', 'dark')).toBe('#7dd3fc')
    expect(acceptedAccent(' #3B5BFD ', 'dark')).toBe('#3B5BFD')
  })

  it('is refused when it would fade into the background', () => {
    expect(acceptedAccent('#fafafa', 'light')).toBeUndefined()
    expect(acceptedAccent('#1a1b20', 'dark')).toBeUndefined()
  })

  it('is refused in any other form: other notations, CSS that does more than colour, not a string', () => {
    for (const bad of [
      'red',
      'rgb(0 0 255)',
      'var(--x)',
      'url(https://evil.example/x)',
      '#12345',
      '#zzzzzz',
      7,
    ])
      expect(acceptedAccent(bad, 'light')).toBeUndefined()
  })
})

describe('luminance', () => {
  it("is WCAG 2's: black 0, white 1, and the backgrounds the frame paints on read as hex", () => {
    expect(luminance('#000')).toBe(0)
    expect(luminance('#ffffff')).toBe(1)
    for (const theme of ['light', 'dark'] as const)
      expect(luminance(THEME_DEFAULTS[theme]['--latch-bg'])).toBeTypeOf('number')
  })
})
