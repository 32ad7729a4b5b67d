/**
 * The modal's catalogue of each locale, each in its own chunk: only the locale in use downloads.
 */
import type { CatalogueLoaders, LocaleCode } from '@latch/core'
import type { Messages } from './en.ts'

const LOADERS: CatalogueLoaders<Messages> = {
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

/**
 * Loads the modal's catalogue of a locale other than English.
 *
 * @example
 * const de = await loadMessages('de'); de.connectWallet // 'Wallet verbinden'
 */
export async function loadMessages(locale: Exclude<LocaleCode, 'en'>): Promise<Messages> {
  return (await LOADERS[locale]()).default
}
