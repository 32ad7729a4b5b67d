import { describe, expect, it } from 'vitest'
import { THEME_TOKENS, type ThemeTokens } from './tokens.ts'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** Each text role, and the surfaces it is drawn on. */
const PAIRS: [text: keyof ThemeTokens, on: (keyof ThemeTokens)[]][] = [
  ['fg', ['bg', 'surface', 'surfaceHover']],
  ['muted', ['bg', 'surface']],
  ['accentFg', ['accent']],
  ['link', ['bg', 'surface']],
  ['danger', ['bg', 'surface']],
  ['success', ['bg', 'surface']],
]

describe('theme tokens meet WCAG AA contrast (4.5 : 1) in every role', () => {
  for (const [theme, tokens] of Object.entries(THEME_TOKENS))
    it(`${theme}`, () => {
      const failing = PAIRS.flatMap(([text, surfaces]) =>
        surfaces
          .map((on) => ({ pair: `${text} on ${on}`, ratio: contrast(tokens[text], tokens[on]) }))
          .filter((p) => p.ratio < 4.5)
          .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`),
      )
      expect(failing).toEqual([])
    })

  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
