import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../latch.ts'
import { LatchError } from '../plumbing/latch-error.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { testNetworks, walletless } from '../test-support.ts'

const make = (locale?: string) =>
  createLatch({
    networks: [...testNetworks],
    adapters: [walletless()],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
    ...(locale === undefined ? {} : { locale }),
  })

const settled = (latch: ReturnType<typeof make>, locale: string) =>
  vi.waitFor(() => expect(latch.getState().locale).toBe(locale))

afterEach(() => vi.unstubAllGlobals())

describe('locale', () => {
  it('starts in English, as a server renders it, and moves to the option once its words have loaded', async () => {
    const latch = make('de-AT')
    expect(latch.options.locale).toBe('de')
    expect(latch.getState().locale).toBe('en')
    const unmount = latch.mount()
    await settled(latch, 'de')
    // Core's words for the visitor follow: the Send form's problem line.
    latch.send.setAmount('-1')
    await expect(latch.send.submit()).rejects.toBeInstanceOf(LatchError)
    expect(latch.getState().send.error).toBe('Nicht unterstütztes Netzwerk')
    unmount()
  })

  it('refuses a locale it does not ship, naming the choices', () => {
    expect(() => make('sw')).toThrow(/options\.locale must be one of en, ar, de/)
    expect(() => make('sw')).toThrow(LatchError)
  })

  it('setLocale switches at run time, refuses what it does not ship, and the last choice wins', async () => {
    const latch = make('en')
    const unmount = latch.mount()
    expect(() => latch.setLocale('xx-YY')).toThrow(/not a locale Latch ships/)
    const first = latch.setLocale('fr')
    const second = latch.setLocale('he')
    await Promise.all([first, second])
    expect(latch.getState().locale).toBe('he')
    expect(latch.describeError(new LatchError('NOT_CONNECTED', 'Not connected'))).toBe('לא מחובר')
    await latch.setLocale('en')
    expect(latch.describeError(new LatchError('NOT_CONNECTED', 'Not connected'))).toBe('Not connected')
    unmount()
  })

  it("follows the browser's languages when no locale is set, and their changes while mounted", async () => {
    const languages = ['sw', 'pl-PL', 'en']
    vi.stubGlobal('navigator', { ...globalThis.navigator, languages })
    const target = new EventTarget()
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target))
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target))
    const latch = make()
    const unmount = latch.mount()
    await settled(latch, 'pl')
    languages.splice(0, languages.length, 'ko')
    target.dispatchEvent(new Event('languagechange'))
    await settled(latch, 'ko')
    unmount()
    languages.splice(0, languages.length, 'tr')
    target.dispatchEvent(new Event('languagechange'))
    await new Promise((r) => setTimeout(r, 20))
    expect(latch.getState().locale).toBe('ko')
  })
})
