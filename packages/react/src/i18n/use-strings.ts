import { useContext } from 'react'
import { en, type Messages } from './en.ts'
import { LocaleContext } from './locale-context.ts'

/**
 * The modal's words in its locale: English until another locale's catalogue has loaded.
 *
 * @example
 * const t = useStrings(); return <h2>{t.account}</h2>
 */
export function useStrings(): Messages {
  return useContext(LocaleContext)?.messages ?? en
}
