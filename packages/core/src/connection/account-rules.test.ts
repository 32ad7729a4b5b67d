import { describe, expect, it } from 'vitest'
import { canSwitchToSmartAccount, isHiddenBrowserWallet } from './account-rules.ts'

describe('roles and account types (SPEC §6)', () => {
  it('"Switch to smart account only when smart accounts are enabled and current type is eoa"', () => {
    const enabledNetworks = ['eip155:1']
    expect(canSwitchToSmartAccount({ current: 'eoa', caipNetworkId: 'eip155:1', enabledNetworks })).toBe(true)
    expect(
      canSwitchToSmartAccount({ current: 'smartAccount', caipNetworkId: 'eip155:1', enabledNetworks }),
    ).toBe(false)
    expect(canSwitchToSmartAccount({ current: 'eoa', caipNetworkId: 'eip155:10', enabledNetworks })).toBe(
      false,
    )
    expect(canSwitchToSmartAccount({ current: undefined, caipNetworkId: 'eip155:1', enabledNetworks })).toBe(
      false,
    )
  })

  it('"a \'Browser Wallet\' injected connector is hidden on desktop, or on mobile when it has no rdns and is not installed"', () => {
    const browserWallet = { name: 'Browser Wallet', type: 'INJECTED' as const }
    expect(isHiddenBrowserWallet(browserWallet, { isMobile: false }, true)).toBe(true)
    expect(isHiddenBrowserWallet(browserWallet, { isMobile: true }, false)).toBe(true)
    expect(isHiddenBrowserWallet(browserWallet, { isMobile: true }, true)).toBe(false)
    expect(
      isHiddenBrowserWallet({ ...browserWallet, info: { rdns: 'x.y' } }, { isMobile: true }, false),
    ).toBe(false)
    // Inside a wallet app's browser, the page's provider is that wallet.
    expect(isHiddenBrowserWallet(browserWallet, { isMobile: true, isWalletBrowser: true }, false)).toBe(false)
    expect(isHiddenBrowserWallet({ name: 'MetaMask', type: 'ANNOUNCED' }, { isMobile: false }, true)).toBe(
      false,
    )
  })
})
