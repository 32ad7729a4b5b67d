import { LOCALE_CODES } from '@latch/core'
import { expect, it } from 'vitest'
import { LANGUAGE_NAMES } from './language-names.ts'

it('names every locale Latch ships in its own language, as Intl.DisplayNames does', () => {
  expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALE_CODES].sort())
  for (const code of LOCALE_CODES)
    expect(LANGUAGE_NAMES[code]).toBe(new Intl.DisplayNames([code], { type: 'language' }).of(code))
})
