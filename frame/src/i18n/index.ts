/**
 * The frame's language: English until the host (SYNC_LOCALE) or, on the approval page, the browser
 * names another shipped locale, whose words then load as a chunk of their own. One frame is one page,
 * so its words are the page's.
 */
/// <reference types="vite/client" />
import type { LocaleCode } from '@latch/core'
import { localeDirection } from '@latch/core/internal/i18n/direction'
import { en, type FrameMessages } from './en.ts'

// The frame is an app Vite builds (never a library another bundler reads), so its catalogues are found
// by pattern; the catalogue test proves every shipped locale has one.
const LOADERS = import.meta.glob<{ default: FrameMessages }>('./locales/*.ts')

/** The chunk of a locale's words. */
const load = async (locale: Exclude<LocaleCode, 'en'>): Promise<FrameMessages> => {
  const loader = LOADERS[`./locales/${locale}.ts`]
  if (!loader) throw new Error(`The frame has no catalogue for ${locale}`)
  return (await loader()).default
}

let words: FrameMessages = en
let wanted: LocaleCode = 'en'

/**
 * The frame's words now.
 *
 * @example
 * el('button', { text: t().approve })
 */
export const t = (): FrameMessages => words

/**
 * Speaks a locale from now on (what is on screen keeps its words until it is drawn again); the page's
 * `lang` and `dir` follow.
 *
 * @example
 * await setLocale('de')
 */
export async function setLocale(locale: LocaleCode): Promise<void> {
  wanted = locale
  const next = locale === 'en' ? en : await load(locale)
  if (wanted !== locale) return
  words = next
  document.documentElement.lang = locale
  document.documentElement.dir = localeDirection(locale)
}

/**
 * The loaders, for the catalogue test.
 *
 * @example
 * const de = await loadFrameMessages('de')
 */
export const loadFrameMessages: (locale: Exclude<LocaleCode, 'en'>) => Promise<FrameMessages> = load
