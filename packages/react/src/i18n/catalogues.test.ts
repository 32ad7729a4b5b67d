import { LOCALE_CODES, type LocaleCode } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { en, type Messages } from './en.ts'
import { loadMessages } from './load.ts'
import { SAME_AS_ENGLISH } from './same-as-english.ts'

const others = LOCALE_CODES.filter((l): l is Exclude<LocaleCode, 'en'> => l !== 'en')

describe("the modal's catalogues", () => {
  it.each(others)(
    '%s fills every English key with a translation taking the same parameters',
    async (locale) => {
      const messages = await loadMessages(locale)
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
      for (const key of Object.keys(en) as (keyof Messages)[]) {
        const value = messages[key]
        const english = en[key]
        expect(typeof value, key).toBe(typeof english)
        if (typeof value === 'function' && typeof english === 'function') {
          expect(value.length, key).toBe(english.length)
          const arg = key === 'walletsFound' ? 7 : 'Zeta9'
          const text = (value as (a: unknown) => string)(arg)
          if (!SAME_AS_ENGLISH[key]?.includes(locale))
            expect(text, key).not.toBe((english as (a: unknown) => string)(arg))
          // The parameter shows (in the locale's digits for a count).
          expect(text, key).toContain(typeof arg === 'number' ? arg.toLocaleString(locale) : arg)
        } else if (!SAME_AS_ENGLISH[key]?.includes(locale)) {
          expect(value, `${locale}.${key} is still English`).not.toBe(english)
        }
      }
    },
  )

  it('keeps the link placeholders of the legal line, each once', async () => {
    for (const locale of others) {
      const m = await loadMessages(locale)
      expect(m.legalBoth.match(/\{terms\}/g), locale).toHaveLength(1)
      expect(m.legalBoth.match(/\{privacy\}/g), locale).toHaveLength(1)
      expect(m.legalTerms, locale).toContain('{terms}')
      expect(m.legalPrivacy, locale).toContain('{privacy}')
    }
  })

  it("counts wallets with the locale's plural rules", async () => {
    const ru = await loadMessages('ru')
    expect([1, 3, 5, 21].map(ru.walletsFound)).toEqual([
      '1 кошелёк',
      '3 кошелька',
      '5 кошельков',
      '21 кошелёк',
    ])
    const pl = await loadMessages('pl')
    expect([1, 2, 5, 22].map(pl.walletsFound)).toEqual([
      '1 portfel',
      '2 portfele',
      '5 portfeli',
      '22 portfele',
    ])
    const ar = await loadMessages('ar')
    expect([1, 2, 3, 11].map(ar.walletsFound)).toEqual([
      'محفظة واحدة',
      'محفظتان',
      `${(3).toLocaleString('ar')} محافظ`,
      `${(11).toLocaleString('ar')} محفظة`,
    ])
    expect(en.walletsFound(1200)).toBe('1,200 wallets')
  })
})
