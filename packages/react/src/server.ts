/**
 * @latch/react/server: what a server component or request handler calls to render Latch as the
 * visitor left it. No client code: safe to import where hooks are not.
 *
 * @example
 * // app/layout.tsx (Next.js App Router)
 * const h = await headers()
 * const initialState = await latchInitialState(h.get('cookie'), { acceptLanguage: h.get('accept-language') })
 * return <Providers initialState={initialState}>{children}</Providers>
 */
import type { LatchSnapshot } from '@latch/core'
import { acceptLanguageLocale, matchLocale } from '@latch/core/internal/i18n/locales'
import { latchError } from '@latch/core/internal/plumbing/errors'
import { readLatchCookie } from '@latch/core/internal/ssr/snapshot'
import type { Messages } from './i18n/en.ts'
import { enButton } from './i18n/en-button.ts'
import { loadMessages } from './i18n/load.ts'
import type { ButtonWords } from './i18n/locale-context.ts'
import type { LatchInitialState } from './initial-state.ts'

export type { LatchInitialState } from './initial-state.ts'

/** The button's words out of a catalogue (whose other entries may be functions, which cannot cross to the client). */
const buttonWords = (messages: Messages): ButtonWords =>
  Object.fromEntries(Object.keys(enButton).map((k) => [k, messages[k as keyof ButtonWords]])) as ButtonWords

/** Options of {@link latchInitialState}. */
export type LatchInitialStateOptions = {
  /** The request's `Accept-Language` header: the language for a visitor Latch has not met yet. */
  acceptLanguage?: string | null
  /**
   * The app's own `locale` option, when it sets one: it wins over the visitor's. One Latch does not
   * ship throws `INVALID_OPTION`, as `createLatch` does.
   */
  locale?: string
}

/**
 * The state to server-render a visitor's page with, from the request's `Cookie` header (the
 * `latch.state` cookie an instance with `ssr: latchCookie()` keeps): their wallet, shown as
 * reconnecting until the browser restores it, and their language (the app's `locale` option, else the
 * one Latch settled on in their browser, else their `Accept-Language`) with the button's words in it.
 * Pass it to `<LatchProvider initialState>`; it is plain data, fit to cross from server to client.
 *
 * @example
 * const initialState = await latchInitialState(request.headers.get('cookie'))
 */
export async function latchInitialState(
  cookieHeader: string | null | undefined,
  options: LatchInitialStateOptions = {},
): Promise<LatchInitialState> {
  const fixed = options.locale === undefined ? undefined : matchLocale(String(options.locale))
  if (options.locale !== undefined && !fixed)
    throw latchError('INVALID_OPTION', {
      detail: `latchInitialState: locale ${JSON.stringify(options.locale)} is not a locale Latch ships`,
    })
  const { locale: remembered, ...wallet } = readLatchCookie(cookieHeader) ?? {}
  const locale = fixed ?? remembered ?? acceptLanguageLocale(options.acceptLanguage)
  const translated = locale && locale !== 'en' ? locale : undefined
  const snapshot: LatchSnapshot = { ...wallet, ...(translated && { locale: translated }) }
  return {
    ...(Object.keys(snapshot).length > 0 && { snapshot }),
    ...(translated && {
      locale: { locale: translated, button: buttonWords(await loadMessages(translated)) },
    }),
  }
}
