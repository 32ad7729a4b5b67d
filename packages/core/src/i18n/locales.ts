/**
 * The languages Latch speaks: one list, read by the `locale` option's check, the browser match and
 * each package's lazily loaded catalogues. English is built in; every other locale is its own chunk.
 */

import { LOCALE_CODES, type LocaleCode } from '@latch/protocol/lists'

export { LOCALE_CODES, type LocaleCode }

/** The language the modal speaks: English until another locale's words have loaded. */
export type LocaleSlice = { locale: LocaleCode }

/**
 * A package's loaders of its catalogues: one per shipped locale besides English (whose words every
 * package bundles), each a literal `import()` so that every bundler puts each catalogue in a chunk of
 * its own and only the locale in use downloads. Core, the React modal and the wallet frame each have one.
 *
 * @example
 * const LOADERS: CatalogueLoaders<Messages> = { ar: () => import('./locales/ar.ts'), … }
 */
export type CatalogueLoaders<Messages> = Record<
  Exclude<LocaleCode, 'en'>,
  () => Promise<{ default: Messages }>
>

const isLocale = (tag: string | undefined): tag is LocaleCode =>
  (LOCALE_CODES as readonly string[]).includes(tag ?? '')

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
  if (isLocale(canonical)) return canonical
  const [language] = canonical.split('-')
  if (language === 'zh') return /-(Hant|TW|HK|MO)\b/.test(canonical) ? 'zh-TW' : 'zh-CN'
  if (language === 'iw') return 'he'
  return isLocale(language) ? language : undefined
}

/**
 * The first of the browser's languages Latch ships, else English.
 *
 * @example
 * browserLocale(['fr-CA', 'en']) // 'fr'
 */
export function browserLocale(languages: readonly string[]): LocaleCode {
  return firstLocale(languages) ?? 'en'
}

/** The first of these language tags that a shipped locale serves. */
function firstLocale(tags: readonly string[]): LocaleCode | undefined {
  for (const tag of tags) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return undefined
}

/**
 * The shipped locale a request's `Accept-Language` header prefers most (by its q-values), else
 * undefined: what a server renders for a visitor Latch has not met yet.
 *
 * @example
 * acceptLanguageLocale('fr-CH, fr;q=0.9, en;q=0.8') // 'fr'
 */
export function acceptLanguageLocale(header: string | null | undefined): LocaleCode | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, i }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
  return firstLocale(ranked.map(({ tag }) => tag))
}
