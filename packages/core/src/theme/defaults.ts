/**
 * The theme contract's defaults: one value per theme variable (`THEME_VARIABLES` names them and the
 * kind of value each takes). The modal (`@latch/react`) and the wallet frame both paint with these, so
 * the frame's screens read as part of the modal. Colours come one per role and per theme, so a colour
 * never serves two roles; `@latch/react`'s `theme.browser.test.tsx` holds every text role at WCAG AA
 * (4.5 : 1) on every surface it sits on, over these defaults and over custom accents.
 *
 * The accent's text colour and the link colour follow `--latch-accent` unless set themselves: black or
 * white text, whichever reads on the accent, and the accent lightened (dark) or darkened (light) until
 * it reads on the background, in CSS relative colour syntax so it holds for any colour notation.
 */
import { ANIMATION_MS } from './theme.ts'
import type { ThemeVariable } from './variables.ts'

/**
 * 1 (white) when the accent's WCAG 2 relative luminance (0.2126 r + 0.7152 g + 0.0722 b over linear sRGB)
 * is below 0.179, where black and white text read equally (both 4.58 : 1), else 0.
 */
const CHANNEL = 'clamp(0,(.179 - .2126*r - .7152*g - .0722*b)*1e6,1)'

/**
 * Text on the accent when the app sets no `--latch-accent-fg`: black or white, whichever contrasts more
 * with the accent (so at least 4.58 : 1), computed by the browser from any accent in any notation.
 */
export const ACCENT_FG = `color(from var(--latch-accent) srgb-linear ${CHANNEL} ${CHANNEL} ${CHANNEL})`
/** The accent's default. */
export const DEFAULT_ACCENT = '#3b5bfd'

/** Variables that do not depend on the theme (SPEC §2 timings, §9 sizes). */
export const SHARED_DEFAULTS = {
  '--latch-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  '--latch-font-size-master': '10px',
  '--latch-border-radius-master': '4px',
  '--latch-z-index': '999',
  '--latch-modal-width': '360px',
  '--latch-duration-header-text': `${ANIMATION_MS.headerText}ms`,
  '--latch-duration-modal-height': `${ANIMATION_MS.modalHeight}ms`,
  '--latch-duration-view': `${ANIMATION_MS.viewTransition}ms`,
  '--latch-accent': DEFAULT_ACCENT,
  '--latch-accent-fg': ACCENT_FG,
} as const satisfies Partial<Record<ThemeVariable, string>>

/** The connect button's two colours: it sits on the host page, and its defaults are in its own styles. */
type ButtonVariable = '--latch-button-bg' | '--latch-button-fg'

type ThemedVariable = Exclude<ThemeVariable, keyof typeof SHARED_DEFAULTS | ButtonVariable>

/** The colour roles per theme. */
export const THEME_DEFAULTS: Readonly<Record<'dark' | 'light', Readonly<Record<ThemedVariable, string>>>> = {
  dark: {
    '--latch-bg': '#141519',
    '--latch-surface': '#1f2127',
    '--latch-surface-hover': '#2a2d35',
    '--latch-fg': '#f4f5f7',
    '--latch-muted': '#9ba1ad',
    '--latch-border': '#2f323a',
    '--latch-link': 'oklch(from var(--latch-accent) max(l, 0.74) min(c, 0.16) h)',
    '--latch-danger': '#ff6b6b',
    '--latch-success': '#2fbf71',
    '--latch-overlay': 'rgba(0, 0, 0, 0.55)',
  },
  light: {
    '--latch-bg': '#ffffff',
    '--latch-surface': '#f3f4f6',
    '--latch-surface-hover': '#e7e9ee',
    '--latch-fg': '#111318',
    '--latch-muted': '#5c6370',
    '--latch-border': '#e2e4e9',
    '--latch-link': 'oklch(from var(--latch-accent) min(l, 0.5) c h)',
    '--latch-danger': '#c42121',
    '--latch-success': '#166534',
    '--latch-overlay': 'rgba(17, 19, 24, 0.4)',
  },
}
