import type { LatchSnapshot } from '@latch/core'
import type { LoadedLocale } from './i18n/locale-context.ts'

/**
 * What a server hands `<LatchProvider initialState>` (from `latchInitialState` in
 * `@latch/react/server`): the visitor's snapshot and their language's words. Plain data.
 */
export type LatchInitialState = {
  /**
   * The visitor's snapshot: the wallet the `latch.state` cookie names, shown as reconnecting at once,
   * and the language to render in.
   */
  snapshot?: LatchSnapshot
  /**
   * That language (absent for English) with the connect button's words in it, so the first HTML is
   * already in it; the modal's catalogue loads on mount. Plain strings, fit to cross to the client.
   */
  locale?: LoadedLocale
}
