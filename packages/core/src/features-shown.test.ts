import { describe, expect, it } from 'vitest'
import { DEFAULT_SOCIALS, resolveFeatures } from './features.ts'
import { connectMethodsOrder, socialsFor, walletFeatures } from './features-shown.ts'

describe('what the views show of the features (SPEC §9, §5)', () => {
  it('"Connect methods default order: email, social, wallet (another reading: wallet, email, social when injected wallets exist)"', () => {
    expect(connectMethodsOrder(resolveFeatures(), { hasInjected: false })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(connectMethodsOrder(resolveFeatures(), { hasInjected: true })).toEqual([
      'wallet',
      'email',
      'social',
    ])
    expect(
      connectMethodsOrder(resolveFeatures({ connectMethodsOrder: ['social', 'wallet', 'email'] }), {
        hasInjected: true,
      }),
    ).toEqual(['social', 'wallet', 'email'])
  })

  it('"Wallet features in order: onramp, swaps, receive, send"', () => {
    expect(walletFeatures(resolveFeatures())).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(walletFeatures(resolveFeatures({ swaps: false }))).toEqual(['onramp', 'receive', 'send'])
  })

  it('"On Telegram: iOS removes google, Mac removes x, Android removes facebook and x"', () => {
    expect(socialsFor(DEFAULT_SOCIALS, { isTelegram: true, os: 'ios' })).not.toContain('google')
    expect(socialsFor(DEFAULT_SOCIALS, { isTelegram: true, os: 'mac' })).not.toContain('x')
    expect(socialsFor(DEFAULT_SOCIALS, { isTelegram: true, os: 'android' })).toEqual([
      'google',
      'farcaster',
      'discord',
      'apple',
      'github',
    ])
    expect(socialsFor(DEFAULT_SOCIALS, { isTelegram: false, os: 'ios' })).toEqual(DEFAULT_SOCIALS)
  })
})
