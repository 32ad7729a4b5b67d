/**
 * The frame's language: English until the host (SYNC_LOCALE) or, on the approval page, the browser
 * names another shipped locale, whose words then load as a chunk of their own. One frame is one page,
 * so its words are the page's.
 */
import type { LocaleCode } from '@latch/core'
import { type FrameMessages } from './en.ts'
/**
 * The frame's words now.
 *
 * @example
 * el('button', { text: t().approve })
 */
export declare const t: () => FrameMessages
/**
 * Speaks a locale from now on (what is on screen keeps its words until it is drawn again); the page's
 * `lang` and `dir` follow.
 *
 * @example
 * await setLocale('de')
 */
export declare function setLocale(locale: LocaleCode): Promise<void>
/**
 * The loaders, for the catalogue test.
 *
 * @example
 * const de = await loadFrameMessages('de')
 */
export declare const loadFrameMessages: (locale: Exclude<LocaleCode, 'en'>) => Promise<FrameMessages>
