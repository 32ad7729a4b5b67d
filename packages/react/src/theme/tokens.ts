/**
 * The modal's colours as typed tokens, one per role, for each theme: a colour never serves two roles
 * (a filled button's background is not also link text). `contrast.test.ts` checks every text role
 * against every surface it sits on (WCAG AA, 4.5 : 1). Apps override any token with
 * `themeVariables` (`--latch-link`, …).
 */

/** The colour roles of the modal. */
export type ThemeTokens = {
  /** The dialog's background. */
  bg: string
  /** Panels and secondary buttons on the background. */
  surface: string
  surfaceHover: string
  /** Body text. */
  fg: string
  /** Secondary text. */
  muted: string
  border: string
  /** Filled controls: the primary button's background, focus rings, the spinner. */
  accent: string
  /** Text on `accent`. */
  accentFg: string
  /** Links and link-styled buttons: accent-coloured text on `bg` and `surface`. */
  link: string
  /** Error text. */
  danger: string
  /** Received amounts. */
  success: string
  overlay: string
}

/** The two themes' tokens. */
export const THEME_TOKENS: Readonly<Record<'dark' | 'light', ThemeTokens>> = {
  dark: {
    bg: '#141519',
    surface: '#1f2127',
    surfaceHover: '#2a2d35',
    fg: '#f4f5f7',
    muted: '#9ba1ad',
    border: '#2f323a',
    accent: '#3b5bfd',
    accentFg: '#ffffff',
    link: '#8ea2ff',
    danger: '#ff6b6b',
    success: '#2fbf71',
    overlay: 'rgba(0,0,0,.55)',
  },
  light: {
    bg: '#ffffff',
    surface: '#f3f4f6',
    surfaceHover: '#e7e9ee',
    fg: '#111318',
    muted: '#5c6370',
    border: '#e2e4e9',
    accent: '#3b5bfd',
    accentFg: '#ffffff',
    link: '#2f4de0',
    danger: '#c42121',
    success: '#166534',
    overlay: 'rgba(17,19,24,.4)',
  },
}

/** The CSS custom property of a token: `surfaceHover` → `--latch-surface-hover`. */
export const tokenProperty = (token: keyof ThemeTokens): string =>
  `--latch-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/**
 * A theme's tokens as CSS declarations.
 *
 * @example
 * tokensCss(THEME_TOKENS.dark) // '--latch-bg:#141519;--latch-surface:#1f2127;…'
 */
export function tokensCss(tokens: ThemeTokens): string {
  return Object.entries(tokens)
    .map(([k, v]) => `${tokenProperty(k as keyof ThemeTokens)}:${v}`)
    .join(';')
}
