import { describe, expect, it } from 'vitest'
import { waitWords } from './wait-words.ts'

describe('waitWords', () => {
  it('says seconds, minutes or hours, whichever a person reads the wait in, rounded up', () => {
    expect(waitWords(1, 'en')).toBe('1 second')
    expect(waitWords(27, 'en')).toBe('27 seconds')
    expect(waitWords(89, 'en')).toBe('89 seconds')
    expect(waitWords(90, 'en')).toBe('2 minutes')
    expect(waitWords(1742, 'en')).toBe('30 minutes')
    expect(waitWords(3601, 'en')).toBe('61 minutes')
    expect(waitWords(5400, 'en')).toBe('2 hours')
  })

  it("speaks the locale's words and plurals", () => {
    expect(waitWords(1742, 'de')).toBe('30 Minuten')
    expect(waitWords(1742, 'ru')).toBe('30 минут')
    expect(waitWords(61, 'ru')).toBe('61 секунда')
    expect(waitWords(1742, 'ja')).toBe('30 分')
  })

  it('never says less than a second, whatever it is given', () => {
    expect(waitWords(0, 'en')).toBe('1 second')
    expect(waitWords(0.2, 'en')).toBe('1 second')
    expect(waitWords(Number.NaN, 'en')).toBe('1 second')
  })
})
