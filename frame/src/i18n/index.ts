/**
 * The frame's language: English until the host (SYNC_LOCALE) or, on the approval page, the browser
 * names another shipped locale, whose words then load as a chunk of their own. One frame is one page,
 * so its words are the page's.
 */
import { type CatalogueLoaders, type LocaleCode, localeDirection } from '@latch/core'
import { en, type FrameMessages } from './en.ts'

const LOADERS: CatalogueLoaders<FrameMessages> = {
  ar: () => import('./locales/ar.ts'),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  id: () => import('./locales/id.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  nl: () => import('./locales/nl.ts'),
  pl: () => import('./locales/pl.ts'),
  pt: () => import('./locales/pt.ts'),
  ru: () => import('./locales/ru.ts'),
  th: () => import('./locales/th.ts'),
  tr: () => import('./locales/tr.ts'),
  uk: () => import('./locales/uk.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  'zh-TW': () => import('./locales/zh-TW.ts'),
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
  const next = locale === 'en' ? en : (await LOADERS[locale]()).default
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
export async function loadFrameMessages(locale: Exclude<LocaleCode, 'en'>): Promise<FrameMessages> {
  return (await LOADERS[locale]()).default
}
