/**
 * The translator of one instance: what core writes into state for a visitor, in the locale whose
 * catalogue (catalogue/messages/*.ts, typed by catalogue/texts.ts) is in use, and in English until one is.
 */
import type { LatchError } from '../plumbing/latch-error.ts'
import type { LocaleCode } from './locales.ts'

/** A table of notices in English, defined beside the code that shows them. */
type EnglishNotices = Readonly<Record<string, string | ((...args: never[]) => string)>>
type ArgsOf<M> = M extends (...a: infer A) => string ? A : []

/** Translates core's visitor-facing words for one instance. */
export type Translator = {
  /** The locale whose catalogue is in use (English until another has loaded). */
  readonly locale: () => LocaleCode
  /** A notice in the current locale: its catalogue's words, else the English given. */
  notice: <N extends EnglishNotices, K extends keyof N & string>(
    english: N,
    key: K,
    ...args: ArgsOf<N[K]>
  ) => string
  /** What to show for an error: a visitor-facing `LatchError` in the current locale, else its message. */
  describe: (error: unknown) => string
  /** Puts a locale's catalogue in use (`undefined` for English). */
  use: (locale: LocaleCode, messages: Readonly<Record<string, unknown>> | undefined) => void
}

const apply = (entry: unknown, args: readonly unknown[]): string | undefined =>
  typeof entry === 'function' ? entry(...args) : typeof entry === 'string' ? entry : undefined

/**
 * The translator of one instance.
 *
 * @example
 * const t = createTranslator()
 * t.notice(WALLET_NOTICES, 'walletDisconnected', 'Dev Wallet') // 'Dev Wallet disconnected'
 */
export function createTranslator(): Translator {
  let current: LocaleCode = 'en'
  let messages: Readonly<Record<string, unknown>> | undefined
  return {
    locale: () => current,
    notice: (english, key, ...args) => apply(messages?.[key], args) ?? (apply(english[key], args) as string),
    describe(error) {
      if (!(error instanceof Error)) return String(error)
      const e = error as Partial<LatchError>
      const translated = e.code && messages ? apply(messages[e.code], e.args ?? []) : undefined
      if (translated === undefined) return error.message
      return e.detail ? `${translated}: ${e.detail}` : translated
    },
    use(locale, catalogue) {
      current = locale
      messages = catalogue
    },
  }
}
