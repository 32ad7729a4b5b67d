/**
 * The frame's theme: the modal's own defaults (`@latch/core`'s theme-defaults), so an approval or a
 * recovery screen reads as part of the modal, not as a box of another shade. The app may pass its
 * accent (buttons, focus rings); never a text colour or a background, which a hostile page could use
 * to hide an amount. The accent is taken only as a plain hex colour that stands out from the frame's
 * background (WCAG 2's 3 : 1 for interface parts); otherwise the default accent stays.
 */
import { DEFAULT_ACCENT, SHARED_DEFAULTS, THEME_DEFAULTS } from '@latch/core/internal/theme/defaults'

/** The frame's two themes. */
export type FrameTheme = 'light' | 'dark'

/** WCAG 2's relative luminance of a hex colour (#rgb or #rrggbb), or `undefined` when it is not one. */
export function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) return undefined
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2's contrast ratio of two luminances. */
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/**
 * The app's accent when the frame may use it on this theme: a hex colour with at least 3 : 1 against the
 * frame's background. Anything else (another notation, a too-faint colour, not a string) gives
 * `undefined`, and the frame keeps its default accent.
 *
 * @example
 * acceptedAccent('#0f766e', 'light') // '#0f766e'
 * acceptedAccent('#fafafa', 'light') // undefined: it would vanish on white
 */
export function acceptedAccent(accent: unknown, theme: FrameTheme): string | undefined {
  if (typeof accent !== 'string') return undefined
  const l = luminance(accent)
  const bg = luminance(THEME_DEFAULTS[theme]['--latch-bg'])
  if (l === undefined || bg === undefined || ratio(l, bg) < 3) return undefined
  return accent.trim()
}

/**
 * Paints the document with the modal's theme: its colour roles for `theme`, its type, radius and
 * accent text, and the app's accent when {@link acceptedAccent} takes it.
 *
 * @example
 * applyTheme(document.documentElement, 'dark', '#3b5bfd')
 */
export function applyTheme(root: HTMLElement, theme: FrameTheme, accent?: unknown): void {
  root.dataset.theme = theme
  const vars: Record<string, string> = {
    ...SHARED_DEFAULTS,
    ...THEME_DEFAULTS[theme],
    '--latch-accent': acceptedAccent(accent, theme) ?? DEFAULT_ACCENT,
  }
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
}
