/** Text direction, apart from the locale list: only the modal reads it, after the page has loaded. */
import type { LocaleCode } from './locales.ts'

const RTL: readonly LocaleCode[] = ['ar', 'he']

/**
 * The text direction of a locale.
 *
 * @example
 * localeDirection('he') // 'rtl'
 */
export function localeDirection(locale: LocaleCode): 'ltr' | 'rtl' {
  return RTL.includes(locale) ? 'rtl' : 'ltr'
}
