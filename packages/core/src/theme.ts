import { latchError } from './errors.ts'
import type { ThemeMode } from './options.ts'

/** Animation timings of SPEC §2, in ms; the UI reads them from here. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 } as const

/** Throws a clear `INVALID_THEME` error unless the mode is light, dark or system. */
export function checkThemeMode(mode: unknown, where = 'themeMode'): asserts mode is ThemeMode {
  if (mode !== 'light' && mode !== 'dark' && mode !== 'system') {
    throw latchError('INVALID_THEME', {
      detail: `${where} must be "light", "dark" or "system", got ${JSON.stringify(mode)}`,
    })
  }
}

/**
 * Throws a clear `INVALID_THEME` error unless every key looks like `--latch-name` and every value is a
 * plain CSS value (no `;`, braces or angle brackets that could escape the declaration).
 */
export function checkThemeVariables(
  vars: unknown,
  where = 'themeVariables',
): asserts vars is Record<string, string> {
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) {
    throw latchError('INVALID_THEME', { detail: `${where} must be an object of CSS custom properties` })
  }
  for (const [k, v] of Object.entries(vars)) {
    if (!/^--latch-[a-z0-9-]+$/.test(k)) {
      throw latchError('INVALID_THEME', {
        detail: `${where}: key ${JSON.stringify(k)} must look like --latch-name`,
      })
    }
    if (typeof v !== 'string' || /[;{}<>]/.test(v) || v.length > 200) {
      throw latchError('INVALID_THEME', { detail: `${where}: value of ${k} must be a plain CSS value` })
    }
  }
}
