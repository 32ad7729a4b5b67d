/**
 * Core's catalogue of each locale, each in its own chunk: only the locale in use downloads.
 */
import type { CatalogueLoaders, LocaleCode } from '../i18n/locales.ts'
import type { CoreMessages } from './texts.ts'

const LOADERS: CatalogueLoaders<CoreMessages> = {
  ar: () => import('./messages/ar.ts'),
  de: () => import('./messages/de.ts'),
  es: () => import('./messages/es.ts'),
  fr: () => import('./messages/fr.ts'),
  he: () => import('./messages/he.ts'),
  hi: () => import('./messages/hi.ts'),
  id: () => import('./messages/id.ts'),
  it: () => import('./messages/it.ts'),
  ja: () => import('./messages/ja.ts'),
  ko: () => import('./messages/ko.ts'),
  nl: () => import('./messages/nl.ts'),
  pl: () => import('./messages/pl.ts'),
  pt: () => import('./messages/pt.ts'),
  ru: () => import('./messages/ru.ts'),
  th: () => import('./messages/th.ts'),
  tr: () => import('./messages/tr.ts'),
  uk: () => import('./messages/uk.ts'),
  vi: () => import('./messages/vi.ts'),
  'zh-CN': () => import('./messages/zh-CN.ts'),
  'zh-TW': () => import('./messages/zh-TW.ts'),
}

/**
 * Loads core's catalogue of a locale other than English.
 *
 * @example
 * const de = await loadCoreMessages('de'); de.SEND_REJECTED // 'Transaktion abgelehnt'
 */
export async function loadCoreMessages(locale: Exclude<LocaleCode, 'en'>): Promise<CoreMessages> {
  return (await LOADERS[locale]()).default
}
