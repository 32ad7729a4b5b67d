import type { LocaleCode } from '@latch/core'
import { LOCALE_CODES } from '@latch/core/internal/i18n/locales'
import type { Messages } from './en.ts'

const others = LOCALE_CODES.filter((l) => l !== 'en')

/**
 * Entries a locale may leave as in English because the word is the same there: brand names, the
 * example amount, loanwords. Anything else equal to English is an untranslated string.
 */
export const SAME_AS_ENGLISH: Partial<Record<keyof Messages, readonly LocaleCode[]>> = {
  walletConnect: others,
  amountPlaceholder: others,
  emailPlaceholder: ['ar'],
  nfts: ['de', 'pt'],
  code: ['de', 'fr', 'nl'],
  tokens: ['es', 'pt', 'nl'],
  token: ['de', 'es', 'it', 'nl', 'pl', 'pt', 'id', 'vi', 'tr'],
  total: ['es', 'fr', 'pt'],
  max: ['fr', 'it'],
  name: ['de'],
  account: ['it', 'nl'],
  suggestions: ['fr'],
  recent: ['nl'],
  wallets: ['de', 'nl', 'fr'],
  walletsFound: ['fr', 'nl'],
  accounts: ['it', 'nl'],
  browsersTitle: ['nl'],
  // The word these languages' own passkey managers use.
  passkey: ['de', 'id', 'it', 'nl'],
  smartAccount: ['nl'],
  // Ordinals is the name of the Bitcoin protocol the account holds inscriptions for.
  ordinalsAccount: others.filter((l) => l !== 'ar'),
}
