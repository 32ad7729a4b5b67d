/**
 * @latch/react/locales: the modal's catalogues, for translators and for tools that check them. English
 * is built in; every other locale loads on demand. Apps choose a language with the `locale` option or
 * `useLatchLocale()`, not through this entry.
 *
 * @example
 * import { en, loadMessages } from '@latch/react/locales'
 * const de = await loadMessages('de'); console.log(en.connectWallet, '→', de.connectWallet)
 */
export { en, type Messages } from './en.ts'
export { loadMessages } from './load.ts'
export { SAME_AS_ENGLISH } from './same-as-english.ts'
