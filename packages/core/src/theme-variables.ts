import { loadError } from './latch-error.ts'

/** The kind of value a theme variable takes, and so how it is checked. */
export type ThemeValueKind = 'color' | 'length' | 'time' | 'integer' | 'font'

/**
 * Every theme variable the modal and the connect button read (SPEC §3 "themeVariables", §9 sizes), and
 * the kind of value each takes. The defaults per theme live with the styles (`@latch/react`); the README
 * documents each with its default.
 */
export const THEME_VARIABLE_KINDS = {
  '--latch-font-family': 'font',
  '--latch-font-size-master': 'length',
  '--latch-border-radius-master': 'length',
  '--latch-z-index': 'integer',
  '--latch-modal-width': 'length',
  '--latch-duration-header-text': 'time',
  '--latch-duration-modal-height': 'time',
  '--latch-duration-view': 'time',
  '--latch-duration-shake': 'time',
  '--latch-bg': 'color',
  '--latch-surface': 'color',
  '--latch-surface-hover': 'color',
  '--latch-fg': 'color',
  '--latch-muted': 'color',
  '--latch-border': 'color',
  '--latch-accent': 'color',
  '--latch-accent-fg': 'color',
  '--latch-link': 'color',
  '--latch-danger': 'color',
  '--latch-success': 'color',
  '--latch-overlay': 'color',
  '--latch-button-bg': 'color',
  '--latch-button-fg': 'color',
} as const satisfies Record<`--latch-${string}`, ThemeValueKind>

/** A theme variable's name, e.g. `--latch-accent`. */
export type ThemeVariable = keyof typeof THEME_VARIABLE_KINDS
/** Theme variables an app sets: any of {@link ThemeVariable}, each a CSS value of its kind. */
export type ThemeVariables = Partial<Record<ThemeVariable, string>>

const COLOR_FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d.,%\s/+a-z-]*\)$/i
const CHECKS: Record<ThemeValueKind, [test: (v: string) => boolean, expected: string]> = {
  color: [
    (v) =>
      /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(v) ||
      COLOR_FUNCTION.test(v) ||
      (/^[a-z]{3,24}$/i.test(v) && (globalThis.CSS?.supports?.('color', v) ?? true)),
    'a colour (#rrggbb, rgb(), hsl(), oklch() or a CSS colour name)',
  ],
  length: [(v) => /^(?:0|\d*\.?\d+(?:px|rem|em))$/.test(v), 'a length in px, rem or em'],
  time: [(v) => /^\d*\.?\d+m?s$/.test(v), 'a duration in ms or s'],
  integer: [(v) => /^-?\d{1,7}$/.test(v), 'an integer'],
  font: [(v) => /^[\w\s"',.-]{1,200}$/.test(v), 'a font-family list'],
}

const isVariable = (name: string): name is ThemeVariable => Object.hasOwn(THEME_VARIABLE_KINDS, name)

/**
 * Throws a clear `INVALID_THEME` error, naming the variable, unless `vars` is an object of known theme
 * variables each holding a value of its kind; a value can never escape its CSS declaration.
 *
 * @example
 * checkThemeVariables({ '--latch-accent': '#0af' }) // passes
 * checkThemeVariables({ '--latch-accent': 'red;}' }) // throws: --latch-accent must be a colour …
 */
export function checkThemeVariables(vars: unknown, where = 'themeVariables'): asserts vars is ThemeVariables {
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) {
    throw loadError('INVALID_THEME', { detail: `${where} must be an object of theme variables` })
  }
  for (const [name, value] of Object.entries(vars)) {
    if (!isVariable(name)) {
      throw loadError('INVALID_THEME', {
        detail: `${where}: ${JSON.stringify(name)} is not a theme variable (known: ${Object.keys(THEME_VARIABLE_KINDS).join(', ')})`,
      })
    }
    const [test, expected] = CHECKS[THEME_VARIABLE_KINDS[name]]
    if (typeof value !== 'string' || !test(value.trim())) {
      throw loadError('INVALID_THEME', {
        detail: `${where}: ${name} must be ${expected}, got ${JSON.stringify(value)}`,
      })
    }
  }
}

/**
 * A duration variable's value in ms, or `fallback` when unset.
 *
 * @example
 * durationMs('0.3s', 500) // 300
 */
export function durationMs(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number.parseFloat(value)
  return value.trim().endsWith('ms') ? n : n * 1000
}
