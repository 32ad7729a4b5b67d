import { describe, expect, it } from 'vitest'
import { SEND_NOTICES } from '../account/send.ts'
import { loadCoreMessages } from '../catalogue/load.ts'
import type { CoreMessages } from '../catalogue/texts.ts'
import { WALLET_NOTICES } from '../connect/wallet-events.ts'
import { EMAIL_NOTICES } from '../embedded-wallet/failures.ts'
import { ONRAMP_NOTICES } from '../onramp/notices.ts'
import { ERRORS, latchError } from '../plumbing/errors.ts'
import { SWAP_NOTICES } from '../swap/notices.ts'
import { LOCALE_CODES, type LocaleCode } from './locales.ts'
import { createTranslator } from './translator.ts'

const NOTICES = { ...WALLET_NOTICES, ...SEND_NOTICES, ...EMAIL_NOTICES, ...SWAP_NOTICES, ...ONRAMP_NOTICES }

const others = LOCALE_CODES.filter((l): l is Exclude<LocaleCode, 'en'> => l !== 'en')
const english = (key: string) =>
  key in NOTICES ? NOTICES[key as keyof typeof NOTICES] : ERRORS[key as keyof typeof ERRORS]
/** Arguments that show in any language's sentence (a name, a number). */
const SAMPLE = ['Zeta9', 7, 'Qx4', 'Wy2']

describe("core's catalogues", () => {
  it.each(others)(
    '%s has every key of the English one, each a translation taking the same parameters',
    async (locale) => {
      const messages: CoreMessages = await loadCoreMessages(locale)
      const de = await loadCoreMessages('de')
      expect(Object.keys(messages).sort()).toEqual(Object.keys(de).sort())
      for (const [key, value] of Object.entries(messages)) {
        const en = english(key)
        expect(typeof value, key).toBe(typeof en)
        if (typeof value === 'function' && typeof en === 'function') {
          expect(value.length, key).toBe(en.length)
          const text = (value as (...a: unknown[]) => string)(...SAMPLE)
          // Every parameter shows in the sentence.
          for (const arg of SAMPLE.slice(0, en.length)) expect(text, key).toContain(String(arg))
          expect(text, key).not.toBe((en as (...a: unknown[]) => string)(...SAMPLE))
        } else {
          expect(value, `${locale}.${key} is still English`).not.toBe(en)
        }
      }
    },
  )
})

describe('translator', () => {
  it('speaks English until a catalogue is in use, then that locale', async () => {
    const t = createTranslator()
    expect(t.notice(WALLET_NOTICES, 'walletDisconnected', 'Dev Wallet')).toBe('Dev Wallet disconnected')
    expect(t.describe(latchError('SEND_INSUFFICIENT_BALANCE', { args: ['ETH'] }))).toBe('Not enough ETH')
    t.use('de', await loadCoreMessages('de'))
    expect(t.locale()).toBe('de')
    expect(t.notice(WALLET_NOTICES, 'walletDisconnected', 'Dev Wallet')).toBe('Dev Wallet wurde getrennt')
    expect(t.describe(latchError('SEND_INSUFFICIENT_BALANCE', { args: ['ETH'] }))).toBe('Nicht genug ETH')
    expect(t.describe(latchError('SEND_REVERTED', { detail: '0xabc' }))).toBe(
      'Die Transaktion ist auf der Chain fehlgeschlagen: 0xabc',
    )
  })

  it("keeps a developer-facing error's English message, and a wallet's own words as they are", async () => {
    const t = createTranslator()
    t.use('fr', await loadCoreMessages('fr'))
    const dev = latchError('INVALID_CAIP2', { detail: '"eip155"' })
    expect(t.describe(dev)).toBe(dev.message)
    expect(t.describe(new Error('User denied account access'))).toBe('User denied account access')
    expect(t.describe('plain')).toBe('plain')
  })

  it("leaves the thrown error's code and English message alone", async () => {
    const t = createTranslator()
    t.use('ja', await loadCoreMessages('ja'))
    const e = latchError('SEND_REJECTED')
    expect(t.describe(e)).toBe('取引が拒否されました')
    expect(e.message).toBe('Transaction rejected')
    expect(e.code).toBe('SEND_REJECTED')
  })
})
