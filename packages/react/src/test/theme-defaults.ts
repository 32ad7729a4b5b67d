/** Test support (never exported): every theme variable's default, wherever it is defined. */
import type { ThemeVariable } from '@latch/core'
import { connectButtonCss } from '../ConnectButton/styles.ts'
import { SHARED_DEFAULTS, THEME_DEFAULTS } from '../theme/tokens.ts'

/**
 * Every theme variable's default in a theme: the modal's (`theme/tokens.ts`) and the connect button's
 * (its page-load styles, `var(--latch-button-bg,#3b5bfd)`).
 *
 * @example
 * defaultsOf('dark')['--latch-bg'] // '#141519'
 */
export function defaultsOf(theme: 'dark' | 'light'): Record<ThemeVariable, string> {
  const button = Object.fromEntries(
    [...connectButtonCss.matchAll(/var\((--latch-button-(?:bg|fg)),([^)]+)\)/g)].map((m) => [m[1], m[2]]),
  )
  return { ...SHARED_DEFAULTS, ...THEME_DEFAULTS[theme], ...button } as Record<ThemeVariable, string>
}
