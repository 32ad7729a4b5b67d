import { loadError } from './latch-error.ts'
import type { Store } from './store.ts'

/** Theme of the modal: `system` follows the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'
/** The theme an instance holds (`state.theme`). */
export type ThemeState = { themeMode: ThemeMode; themeVariables: Readonly<Record<string, string>> }

/** Animation timings of SPEC §2, in ms; the UI reads them from here. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, viewTransition: 150, shake: 500 } as const

/** Throws a clear `INVALID_THEME` error unless the mode is light, dark or system. */
export function checkThemeMode(mode: unknown, where = 'themeMode'): asserts mode is ThemeMode {
  if (mode !== 'light' && mode !== 'dark' && mode !== 'system') {
    throw loadError('INVALID_THEME', {
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
    throw loadError('INVALID_THEME', { detail: `${where} must be an object of CSS custom properties` })
  }
  for (const [k, v] of Object.entries(vars)) {
    if (!/^--latch-[a-z0-9-]+$/.test(k)) {
      throw loadError('INVALID_THEME', {
        detail: `${where}: key ${JSON.stringify(k)} must look like --latch-name`,
      })
    }
    if (typeof v !== 'string' || /[;{}<>]/.test(v) || v.length > 200) {
      throw loadError('INVALID_THEME', { detail: `${where}: value of ${k} must be a plain CSS value` })
    }
  }
}

/** `latch.theme`: the modal's theme, changed at run time. */
export type ThemeActions = {
  /** Sets light, dark or system; anything else throws `INVALID_THEME`. */
  setMode: (mode: ThemeMode) => void
  /** Merges CSS custom properties (`--latch-…`) into the theme; a bad name or value throws `INVALID_THEME`. */
  setVariables: (vars: Record<`--latch-${string}`, string>) => void
}

/** The theme actions of an instance. */
export function createThemeActions(store: Store<{ theme: ThemeState }>): ThemeActions {
  return {
    setMode(mode) {
      checkThemeMode(mode, 'theme.setMode')
      store.set((s) => ({ theme: { ...s.theme, themeMode: mode } }))
    },
    setVariables(vars) {
      checkThemeVariables(vars, 'theme.setVariables')
      store.set((s) => ({ theme: { ...s.theme, themeVariables: { ...s.theme.themeVariables, ...vars } } }))
    },
  }
}
