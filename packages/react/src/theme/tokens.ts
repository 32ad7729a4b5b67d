import type { ThemeVariable } from '@latch/core'

/**
 * The theme's helpers for the modal's styles. The defaults themselves live in `@latch/core`
 * (`theme-defaults.ts`), which the wallet frame paints with too.
 */
export { SHARED_DEFAULTS, THEME_DEFAULTS } from '@latch/core/internal/theme/defaults'

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
