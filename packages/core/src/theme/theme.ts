import { loadError } from '../plumbing/latch-error.ts'
import type { Store } from '../plumbing/store.ts'
import { checkThemeVariables, type ThemeVariables } from './variables.ts'

/** Theme of the modal: `system` follows the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'
/** The theme an instance holds (`state.theme`). */
export type ThemeState = { themeMode: ThemeMode; themeVariables: Readonly<ThemeVariables> }
/** The theme's slice of the instance's state. */
export type ThemeSlice = { theme: ThemeState }

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

/** `latch.theme`: the modal's theme, changed at run time. */
export type ThemeActions = {
  /** Sets light, dark or system; anything else throws `INVALID_THEME`. */
  setMode: (mode: ThemeMode) => void
  /** Merges theme variables into the theme; an unknown name or a bad value throws `INVALID_THEME`. */
  setVariables: (vars: ThemeVariables) => void
}

/** The theme actions of an instance. */
export function createThemeActions(store: Store<ThemeSlice>): ThemeActions {
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
