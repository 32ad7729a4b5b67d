/**
 * The locale the modal speaks once its words have loaded: on the page-load path (the connect button
 * reads it), so it holds no catalogue of its own. English needs nothing loaded.
 */
import type { LocaleCode } from '@latch/core'
import { createContext, useContext } from 'react'
import type { Messages } from './en.ts'
import type { enButton } from './en-button.ts'

/** The connect button's words. */
export type ButtonWords = Pick<Messages, keyof typeof enButton>

/**
 * A locale and its words in hand: the modal's catalogue once loaded, or before that only the button's
 * (what a server-rendered page brings; the catalogue loads on mount).
 */
export type LoadedLocale = { locale: LocaleCode; messages?: Messages; button?: ButtonWords }

export const LocaleContext = createContext<LoadedLocale | undefined>(undefined)

/** The loaded locale's code, `'en'` until another has loaded. */
export function useLocale(): LocaleCode {
  return useContext(LocaleContext)?.locale ?? 'en'
}

/** The connect button's words: English unless another locale has loaded. */
export function useButtonStrings(fallback: typeof enButton): ButtonWords {
  const loaded = useContext(LocaleContext)
  return loaded?.messages ?? loaded?.button ?? fallback
}
