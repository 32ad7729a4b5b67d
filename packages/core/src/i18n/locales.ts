/**
 * The languages Latch speaks: one list, read by the `locale` option's check, the browser match and
 * each package's lazily loaded catalogues. English is built in; every other locale is its own chunk.
 */

/** Every locale Latch ships, with the name it has in its own language. */
export const LOCALES = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
} as const

/** A locale Latch ships, e.g. `'de'` or `'zh-TW'`. */
export type LocaleCode = keyof typeof LOCALES

/** The codes of {@link LOCALES}, English first. */
export const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[]

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

/**
 * The shipped locale for a BCP 47 tag: the exact code, else its language (`de-AT` → `de`; Chinese
 * by script or region: `zh-Hant`, `zh-HK` → `zh-TW`, other `zh` → `zh-CN`); undefined when none fits.
 *
 * @example
 * matchLocale('pt-BR') // 'pt'
 * matchLocale('sw') // undefined
 */
export function matchLocale(tag: string): LocaleCode | undefined {
  let canonical: string
  try {
    canonical = Intl.getCanonicalLocales(tag)[0] ?? ''
  } catch {
    return undefined
  }
  if (canonical in LOCALES) return canonical as LocaleCode
  const [language] = canonical.split('-')
  if (language === 'zh') return /-(Hant|TW|HK|MO)\b/.test(canonical) ? 'zh-TW' : 'zh-CN'
  if (language === 'iw') return 'he'
  return language && language in LOCALES ? (language as LocaleCode) : undefined
}

/**
 * The first of the browser's languages Latch ships, else English.
 *
 * @example
 * browserLocale(['fr-CA', 'en']) // 'fr'
 */
export function browserLocale(languages: readonly string[]): LocaleCode {
  for (const tag of languages) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return 'en'
}
