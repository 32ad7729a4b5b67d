/**
 * The instance's language: the `locale` option, else the one a server rendered the page in, else the
 * browser's languages (followed while mounted).
 * State starts in English, as a server renders it, and moves to the chosen locale once its catalogue
 * has loaded, so the page and the modal never show a locale whose words have not arrived. (A page a
 * server rendered in another language starts in it: its words came with the page, core's load on mount.)
 */
import { browserLocale, type LocaleCode, type LocaleSlice, matchLocale } from '../i18n/locales.ts'
import type { Instance } from '../instance.ts'
import type { LatchErrorOf } from '../plumbing/latch-error.ts'
import { loadError } from '../plumbing/latch-error.ts'

/** `latch.setLocale`: rejects with {@link SetLocaleErrorType} for a tag no shipped locale serves. */
export type SetLocale = (locale: string) => Promise<void>

/** What `latch.setLocale()` rejects with. */
export type SetLocaleErrorType = LatchErrorOf<'INVALID_OPTION'>

/**
 * The locale part of an instance: `setLocale`, and `mount`, which applies the option, else the
 * language a server rendered the page in (the `ssr` snapshot's, already in the state), else the
 * browser's languages, and follows the browser's changes when no locale was set.
 *
 * @example
 * const locale = createLocaleModule(ctx); const unmount = locale.mount(); await locale.setLocale('de')
 */
export function createLocaleModule(
  ctx: Pick<Instance<LocaleSlice>, 't' | 'store' | 'log'> & { options: { locale?: LocaleCode } },
): { setLocale: SetLocale; mount: () => () => void } {
  let wanted: LocaleCode = 'en'
  const apply = async (locale: LocaleCode): Promise<void> => {
    wanted = locale
    const messages = locale === 'en' ? undefined : await (await import('./load.ts')).loadCoreMessages(locale)
    if (wanted !== locale) return // a later choice won
    ctx.t.use(locale, messages)
    ctx.store.set({ locale })
  }
  const fromBrowser = () => browserLocale((globalThis.navigator?.languages as readonly string[]) ?? [])

  return {
    setLocale(locale) {
      const match = typeof locale === 'string' ? matchLocale(locale) : undefined
      if (!match)
        throw loadError('INVALID_OPTION', {
          detail: `setLocale: ${JSON.stringify(locale)} is not a locale Latch ships`,
        })
      return apply(match)
    },
    mount() {
      const chosen = ctx.options.locale
      const use = (locale: LocaleCode) =>
        apply(locale).catch((e) => ctx.log.warn('the locale failed to load', String(e)))
      const follow = () => use(chosen ?? fromBrowser())
      // A state already in another language (the one a server rendered the page in) keeps it.
      const current = ctx.store.get().locale
      use(chosen ?? (current === 'en' ? fromBrowser() : current))
      if (chosen) return () => {}
      globalThis.addEventListener?.('languagechange', follow)
      return () => globalThis.removeEventListener?.('languagechange', follow)
    },
  }
}
