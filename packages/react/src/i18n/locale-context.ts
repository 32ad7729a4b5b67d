/**
 * The locale the modal speaks once its words have loaded: on the page-load path (the connect button
 * reads it), so it holds no catalogue of its own. English needs nothing loaded.
 */
import type { LocaleCode } from '@latch/core'
import { createContext, useContext } from 'react'
import type { Messages } from './en.ts'
import type { enButton } from './en-button.ts'

/** A locale whose catalogue is in hand. */
export type LoadedLocale = { locale: LocaleCode; messages: Messages }

export const LocaleContext = createContext<LoadedLocale | undefined>(undefined)

/** The loaded locale's code, `'en'` until another has loaded. */
export function useLocale(): LocaleCode {
  return useContext(LocaleContext)?.locale ?? 'en'
}

/** The connect button's words: English unless another locale has loaded. */
export function useButtonStrings(fallback: typeof enButton): Pick<Messages, keyof typeof enButton> {
  return useContext(LocaleContext)?.messages ?? fallback
}
