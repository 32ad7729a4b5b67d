import { LOCALE_CODES, type LocaleCode } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { en, type FrameMessages } from './en.ts'
import { loadFrameMessages } from './index.ts'

const others = LOCALE_CODES.filter((l): l is Exclude<LocaleCode, 'en'> => l !== 'en')

/** Words that are the same as in English in a locale (loanwords, brand-like terms). */
const SAME_AS_ENGLISH: Partial<Record<keyof FrameMessages, readonly LocaleCode[]>> = {
  app: ['de', 'es', 'fr', 'it', 'nl', 'pt'],
  type: ['fr', 'nl'],
  site: ['fr', 'nl', 'pt', 'tr'],
  message: ['fr'],
  wallet: ['de', 'fr', 'it', 'nl'],
  account: ['it', 'nl'],
  chain: ['de', 'it', 'nl'],
  token: ['de', 'es', 'id', 'it', 'nl', 'pl', 'pt', 'tr', 'vi'],
  operator: ['de', 'id', 'nl', 'pl'],
  version: ['de', 'fr'],
  contract: ['nl'],
}

describe("the wallet frame's catalogues", () => {
  it.each(others)(
    '%s fills every English key with a translation taking the same parameters',
    async (locale) => {
      const messages = await loadFrameMessages(locale)
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof FrameMessages)[]) {
        const value = messages[key]
        const english = en[key]
        expect(typeof value, key).toBe(typeof english)
        const same = SAME_AS_ENGLISH[key]?.includes(locale)
        if (typeof value === 'function' && typeof english === 'function') {
          expect(value.length, key).toBe(english.length)
          const text = (value as (n: number) => string)(7)
          expect(text, key).toContain('7')
          if (!same) expect(text, key).not.toBe((english as (n: number) => string)(7))
        } else if (!same) {
          expect(value, `${locale}.${key} is still English`).not.toBe(english)
        }
      }
    },
  )
})
