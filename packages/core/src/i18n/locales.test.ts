import { describe, expect, it } from 'vitest'
import { localeDirection } from './direction.ts'
import { acceptLanguageLocale, browserLocale, LOCALE_CODES, matchLocale } from './locales.ts'

describe('locales', () => {
  it('ships English and at least 20 others, Arabic and Hebrew among them', () => {
    expect(LOCALE_CODES[0]).toBe('en')
    expect(LOCALE_CODES.length).toBeGreaterThanOrEqual(21)
    expect(LOCALE_CODES).toEqual(expect.arrayContaining(['ar', 'he']))
  })

  it('matches a tag to the shipped locale: exact, by language, Chinese by script or region', () => {
    expect(matchLocale('de')).toBe('de')
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('pt-BR')).toBe('pt')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('zh-SG')).toBe('zh-CN')
    expect(matchLocale('zh-Hant')).toBe('zh-TW')
    expect(matchLocale('zh-HK')).toBe('zh-TW')
    expect(matchLocale('zh-tw')).toBe('zh-TW')
    expect(matchLocale('iw')).toBe('he')
  })

  it('matches nothing for an unshipped language or a malformed tag', () => {
    expect(matchLocale('sw')).toBeUndefined()
    expect(matchLocale('not a tag!')).toBeUndefined()
    expect(matchLocale('')).toBeUndefined()
  })

  it('follows the first of the browser languages it ships, else English', () => {
    expect(browserLocale(['sw-KE', 'fr-CA', 'de'])).toBe('fr')
    expect(browserLocale(['sw'])).toBe('en')
    expect(browserLocale([])).toBe('en')
  })

  it('reads Arabic and Hebrew right to left, the others left to right', () => {
    expect(LOCALE_CODES.filter((l) => localeDirection(l) === 'rtl')).toEqual(['ar', 'he'])
  })
})

describe('acceptLanguageLocale', () => {
  it('takes the shipped locale the header ranks highest, by q-value, then by order', () => {
    expect(acceptLanguageLocale('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr')
    expect(acceptLanguageLocale('en;q=0.5, de-AT;q=0.9')).toBe('de')
    expect(acceptLanguageLocale('sw, zh-Hant-TW;q=0.8, ja;q=0.8')).toBe('zh-TW')
    expect(acceptLanguageLocale('en-US,en;q=0.9')).toBe('en')
  })

  it('is undefined for no header, only unknown languages, refusals and junk', () => {
    for (const header of [undefined, null, '', '*', 'sw, xx-YY', 'de;q=0', ';;;,,', 'q=1'])
      expect(acceptLanguageLocale(header), String(header)).toBeUndefined()
  })
})
