import { loadError } from '../plumbing/latch-error.ts'

/** The kind of value a theme variable takes, and so how it is checked. */
export type ThemeValueKind = 'color' | 'length' | 'duration' | 'integer' | 'font-family'

/**
 * Every theme variable the modal and the connect button read (SPEC §3 "themeVariables", §9 sizes),
 * without its `--latch-` prefix: one short string, as this list loads with every page. A name says its
 * kind (see {@link themeValueKind}). The defaults per theme live with the styles (`@latch/react`);
 * the README documents each.
 */
const VARIABLES =
  'font-family font-size-master border-radius-master z-index modal-width duration-header-text duration-modal-height duration-view bg surface surface-hover fg muted border accent accent-fg link danger success overlay button-bg button-fg'

type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S

/** A theme variable's name, e.g. `--latch-accent`. */
export type ThemeVariable = `--latch-${Words<typeof VARIABLES>}`
/** Theme variables an app sets: any of {@link ThemeVariable}, each a CSS value of its kind. */
export type ThemeVariables = Partial<Record<ThemeVariable, string>>

/** Every theme variable's name. */
export const THEME_VARIABLES: readonly ThemeVariable[] = VARIABLES.split(' ').map(
  (n) => `--latch-${n}` as ThemeVariable,
)

/**
 * The kind of value a theme variable takes, which its name says: durations, the masters and the width
 * are lengths, the z-index an integer, the font a font-family list, everything else a colour.
 *
 * @example
 * themeValueKind('--latch-duration-view') // 'duration'
 */
export const themeValueKind = (name: ThemeVariable): ThemeValueKind =>
  /duration/.test(name)
    ? 'duration'
    : /master|width/.test(name)
      ? 'length'
      : /z-index/.test(name)
        ? 'integer'
        : /family/.test(name)
          ? 'font-family'
          : 'color'

/** A property that takes each kind, for the browser's own CSS parser to judge a value by. */
const PROPERTY: Record<ThemeValueKind, string> = {
  color: 'color',
  length: 'width',
  duration: 'transition-duration',
  integer: 'z-index',
  'font-family': 'font-family',
}

/**
 * Whether a value is one of its kind: judged by the browser's CSS parser (`CSS.supports`), where a
 * keyword passes only for colours and fonts (never `inherit`, `auto` …). Without a browser (server
 * rendering) only the safety rule holds, and the browser judges the same options when the page runs.
 * No value can leave its declaration (`;`, braces, angle brackets) or pull in anything (`url()`, `var()`).
 */
function valid(kind: ThemeValueKind, value: string): boolean {
  if (
    /[;{}<>\\]|url\(|var\(|^(inherit|initial|unset|revert|revert-layer)$/i.test(value) ||
    value.length > 200
  )
    return false
  if (/^[a-z-]+$/i.test(value) && kind !== 'color' && kind !== 'font-family') return false
  return globalThis.CSS?.supports?.(PROPERTY[kind], value) ?? value !== ''
}

/**
 * Throws a clear `INVALID_THEME` error, naming the variable, unless `vars` is an object of known theme
 * variables each holding a value of its kind.
 *
 * @example
 * checkThemeVariables({ '--latch-accent': '#0af' }) // passes
 * checkThemeVariables({ '--latch-accent': 'red;}' }) // throws: --latch-accent must be a color …
 */
export function checkThemeVariables(vars: unknown, where = 'themeVariables'): asserts vars is ThemeVariables {
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) {
    throw loadError('INVALID_THEME', { detail: `${where} must be an object of theme variables` })
  }
  for (const [name, value] of Object.entries(vars)) {
    if (!THEME_VARIABLES.includes(name as ThemeVariable)) {
      throw loadError('INVALID_THEME', {
        detail: `${where}: ${JSON.stringify(name)} is not a theme variable (known: ${THEME_VARIABLES.join(', ')})`,
      })
    }
    const kind = themeValueKind(name as ThemeVariable)
    if (typeof value !== 'string' || !valid(kind, value.trim())) {
      throw loadError('INVALID_THEME', {
        detail: `${where}: ${name} must be a CSS ${kind}, got ${JSON.stringify(value)}`,
      })
    }
  }
}
