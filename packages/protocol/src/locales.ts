/**
 * The languages Latch speaks: one list, read by the `locale` option's check, the browser match, each
 * package's lazily loaded catalogues, and the wallet frame's SYNC_LOCALE message.
 */

/**
 * Every locale Latch ships, English first. Their names, in their own language or the visitor's, come
 * from `Intl.DisplayNames` (e.g. `new Intl.DisplayNames(['de'], { type: 'language' }).of('de')`).
 *
 * @example
 * LOCALE_CODES.includes('de') // true
 */
export const LOCALE_CODES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/** A locale Latch ships, e.g. `'de'` or `'zh-TW'`. */
export type LocaleCode = (typeof LOCALE_CODES)[number]
