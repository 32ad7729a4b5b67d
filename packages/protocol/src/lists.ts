/**
 * `@latch/protocol/lists`: the lists an app's page load reads (the locales, the login providers), in an
 * entry of their own, so a page that needs them never reaches the messages' schemas.
 */

export { LOCALE_CODES, type LocaleCode } from './locales.ts'
export { DEFAULT_SOCIALS, LOGIN_PROVIDERS, type LoginProvider } from './providers.ts'
