import type { ThemeVariable } from '@latch/core'
import { ANIMATION_MS } from '@latch/core/internal/theme'
import { ACCENT_FG, DEFAULT_ACCENT } from './accent.ts'

/**
 * The theme contract's defaults: one value per theme variable (`@latch/core`'s `THEME_VARIABLES`
 * names them and the kind of value each takes). Colours come one per role and per theme, so a colour
 * never serves two roles; `theme.browser.test.tsx` holds every text role at WCAG AA (4.5 : 1) on
 * every surface it sits on, over these defaults and over custom accents.
 *
 * The accent's text colour and the link colour follow `--latch-accent` unless set themselves: black or
 * white text, whichever reads on the accent, and the accent lightened (dark) or darkened (light) until
 * it reads on the background, in CSS relative colour syntax so it holds for any colour notation.
 */

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

/**
 * Variables as CSS declarations.
 *
 * @example
 * declarations({ '--latch-bg': '#141519' }) // '--latch-bg:#141519'
 */
export function declarations(vars: Readonly<Partial<Record<ThemeVariable, string>>>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

/**
 * A size in the theme's units: `px` of the SPEC's 10 px font size master, as a CSS length.
 *
 * @example
 * fontSize(14) // 'calc(var(--latch-font-size-master) * 1.4)'
 */
export const fontSize = (px: number): string => `calc(var(--latch-font-size-master) * ${px / 10})`

/**
 * A corner radius in the theme's units: `px` of the SPEC's 4 px radius master, as a CSS length.
 *
 * @example
 * radius(12) // 'calc(var(--latch-border-radius-master) * 3)'
 */
export const radius = (px: number): string => `calc(var(--latch-border-radius-master) * ${px / 4})`
