import { describe, expect, it, vi } from 'vitest'
import {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  resolveFeatures,
} from './features.ts'
import { connectMethodsOrder } from './features-shown.ts'
import { createLatch } from './latch.ts'
import { latchSiwx } from './siwx/latch-siwx.ts'
import type { SiweConfig } from './siwx/types.ts'
import { baseOptions } from './test-support.ts'

describe('features and options (SPEC §9)', () => {
  it('"Remote feature defaults: swaps, onramp, email, socials, activity, branding on; multiWallet off"', () => {
    const f = resolveFeatures()
    expect([f.swaps, f.onramp, f.email, f.activity, f.branding, f.multiWallet]).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
    expect(f.socials).toEqual(DEFAULT_SOCIALS)
  })

  it('"Feature defaults: receive, send, analytics, allWallets on; legalCheckbox, smartSessions, collapseWallets, pay off"', () => {
    const f = resolveFeatures()
    expect([f.receive, f.send, f.analytics, f.allWallets]).toEqual([true, true, true, true])
    expect([f.legalCheckbox, f.smartSessions, f.collapseWallets, f.pay]).toEqual([false, false, false, false])
  })

  it('"Connector order: walletConnect, recent, injected, featured, custom, external, recommended"', () => {
    expect(resolveFeatures().connectorTypeOrder).toEqual(DEFAULT_CONNECTOR_TYPE_ORDER)
    expect(DEFAULT_CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('"Default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa"', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toMatchObject({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
    const latch = createLatch(baseOptions({ defaultAccountTypes: { eip155: 'eoa' } }))
    expect(latch.options.defaultAccountTypes.eip155).toBe('eoa')
    expect(() => createLatch(baseOptions({ defaultAccountTypes: { eip155: 'root' as never } }))).toThrowError(
      /defaultAccountTypes\.eip155 must be/,
    )
  })

  it('"Default social list: google, x, farcaster, discord, apple, github, facebook"', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(() =>
      createLatch(baseOptions({ features: { socials: ['google', 'myspace' as never] } })),
    ).toThrowError(/features\.socials must be a list of/)
  })

  it('"When pay is on, email and social login are disabled"', () => {
    const f = resolveFeatures({ pay: true, email: true })
    expect([f.email, f.socials]).toEqual([false, false])
    expect(connectMethodsOrder(f, { hasInjected: false })).toEqual(['wallet'])
  })

  it('"Local configuration ignored" when the remote configuration sets the same feature', () => {
    const warn = vi.fn()
    const f = resolveFeatures({ email: true, swaps: false }, { email: false }, warn)
    expect(f.email).toBe(false)
    expect(f.swaps).toBe(false)
    expect(warn).toHaveBeenCalledWith(
      "Local configuration ignored: features.email is set by the project's remote configuration",
    )
    expect(warn).toHaveBeenCalledOnce()
  })

  it('"A project id is required; setting both siweConfig and siwx is rejected"', () => {
    expect(() => createLatch(baseOptions({ projectId: '' }))).toThrowError(/^A project id is required/)
    expect(() =>
      createLatch(baseOptions({ siwx: latchSiwx(), siweConfig: {} as unknown as SiweConfig })),
    ).toThrowError(/Set either siweConfig or siwx, not both/)
  })

  it('validates wallet lists, URLs, custom wallets and the pending-transaction interval', () => {
    expect(() => createLatch(baseOptions({ featuredWalletIds: [1] as never }))).toThrowError(
      /featuredWalletIds/,
    )
    expect(() => createLatch(baseOptions({ termsConditionsUrl: 'javascript:alert(1)' }))).toThrowError(
      /termsConditionsUrl/,
    )
    expect(() => createLatch(baseOptions({ customWallets: [{ id: 'x' }] as never }))).toThrowError(
      /customWallets/,
    )
    expect(() =>
      createLatch(baseOptions({ pendingTransactionsFilter: { enable: true, pollingInterval: 5 } })),
    ).toThrowError(/pollingInterval/)
    const latch = createLatch(baseOptions())
    expect(latch.options.pendingTransactionsFilter).toEqual({ enable: false, pollingInterval: 30_000 })
    expect(latch.options.enableNetworkSwitch).toBe(true)
  })
})
