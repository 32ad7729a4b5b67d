import type { RegistryWallet } from '@latch/protocol/api/wire'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../connection/adapter.ts'
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../features.ts'
import { installedConnector, isInsideWallet, orderWallets, type WalletSources } from './order.ts'

const wc: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chainNamespace: 'eip155',
}
const metamaskExt: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chainNamespace: 'eip155',
  info: { rdns: 'io.metamask' },
}
const rabbyExt: Connector = { ...metamaskExt, id: 'io.rabby', name: 'Rabby', info: { rdns: 'io.rabby' } }
const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chainNamespace: 'eip155',
}
const registry = (id: string, name: string, rdns: string | null = null): RegistryWallet => ({
  id,
  name,
  rdns,
  homepage: null,
  imageUrl: `https://api.example/v1/wallets/${id}/image`,
  mobileLink: null,
  universalLink: null,
  desktopLink: null,
  webappLink: null,
  chains: ['eip155:1'],
})
const base: WalletSources = {
  order: DEFAULT_CONNECTOR_TYPE_ORDER,
  connectors: [wc, metamaskExt, rabbyExt],
  recent: [],
  featured: [],
  custom: [],
  exclude: [],
  env: { isMobile: false, isWalletBrowser: false },
}
const rows = (s: Partial<WalletSources>) => orderWallets({ ...base, ...s }).map((e) => `${e.kind}:${e.id}`)

describe('orderWallets', () => {
  it('follows the default order: walletConnect, recent, injected, featured, custom', () => {
    expect(
      rows({
        recent: [
          { id: 'io.rabby', name: 'Rabby' },
          { id: 'trust', name: 'Trust Wallet' },
        ],
        featured: [registry('zerion', 'Zerion')],
        custom: [{ id: 'mine', name: 'My Wallet' }],
      }),
    ).toEqual([
      'walletConnect:walletConnect',
      'recent:io.rabby',
      'recent:trust',
      'injected:io.metamask',
      'featured:zerion',
      'custom:mine',
    ])
  })

  it('honours a custom order and lists a wallet once', () => {
    expect(
      rows({
        order: ['featured', 'injected', 'walletConnect'],
        featured: [registry('mm', 'MetaMask', 'io.metamask')],
      }),
    ).toEqual(['featured:mm', 'injected:io.rabby', 'walletConnect:walletConnect'])
  })

  it('connects a featured wallet through its installed extension, matched by rdns', () => {
    const [entry] = orderWallets({
      ...base,
      order: ['featured'],
      featured: [registry('mm', 'MetaMask', 'io.metamask')],
    })
    expect(entry?.connectorId).toBe('io.metamask')
    expect(installedConnector({ rdns: 'io.rabby' }, base.connectors)?.id).toBe('io.rabby')
    expect(installedConnector({ rdns: null }, base.connectors)).toBeUndefined()
  })

  it('leaves out excluded wallets by id, name or rdns', () => {
    expect(
      rows({ exclude: ['io.metamask', 'Rabby'], featured: [registry('z', 'Zerion', 'io.zerion')] }),
    ).toEqual(['walletConnect:walletConnect', 'featured:z'])
    expect(rows({ exclude: ['z'], featured: [registry('z', 'Zerion')] })).not.toContain('featured:z')
  })

  it('hides a generic Browser Wallet on desktop and, without rdns, on mobile when not installed', () => {
    expect(rows({ connectors: [browserWallet] })).toEqual([])
    expect(rows({ connectors: [browserWallet], env: { isMobile: true, isWalletBrowser: false } })).toEqual([])
    const announced = { ...browserWallet, type: 'ANNOUNCED' as const, info: { rdns: 'x.y' } }
    expect(rows({ connectors: [announced], env: { isMobile: true, isWalletBrowser: false } })).toEqual([
      'injected:injected',
    ])
  })

  it("inside a wallet app's browser lists only the installed wallets: no WalletConnect, registry, custom or recent app links", () => {
    const inWallet = { isMobile: true, isWalletBrowser: true }
    const solana: Connector = { id: 'sol', name: 'Phantom', type: 'MULTI_CHAIN', chainNamespace: 'solana' }
    expect(
      rows({
        env: inWallet,
        connectors: [wc, metamaskExt, solana],
        recent: [{ id: 'trust', name: 'Trust Wallet' }],
        featured: [registry('zerion', 'Zerion'), registry('mm', 'MetaMask', 'io.metamask')],
        custom: [{ id: 'mine', name: 'My Wallet' }],
      }),
    ).toEqual(['injected:io.metamask', 'external:sol'])
    // A wallet browser that only sets window.ethereum: its generic Browser Wallet is that wallet.
    expect(rows({ env: inWallet, connectors: [wc, browserWallet] })).toEqual(['injected:injected'])
    expect(isInsideWallet({ env: inWallet, connectors: [wc, browserWallet], exclude: [] })).toBe(true)
    // Beside another announced wallet of the page (the adapter drops it when it is that same provider).
    expect(rows({ env: inWallet, connectors: [browserWallet, metamaskExt] })).toEqual([
      'injected:injected',
      'injected:io.metamask',
    ])
  })

  it('a wallet browser with nothing injected (or only excluded wallets) keeps the whole list', () => {
    const inWallet = { isMobile: true, isWalletBrowser: true }
    expect(isInsideWallet({ env: inWallet, connectors: [wc], exclude: [] })).toBe(false)
    expect(isInsideWallet({ env: inWallet, connectors: [wc, metamaskExt], exclude: ['MetaMask'] })).toBe(
      false,
    )
    expect(rows({ env: inWallet, connectors: [wc], featured: [registry('z', 'Zerion')] })).toEqual([
      'walletConnect:walletConnect',
      'featured:z',
    ])
    expect(
      isInsideWallet({
        env: { isMobile: true, isWalletBrowser: false },
        connectors: [metamaskExt],
        exclude: [],
      }),
    ).toBe(false)
  })
})
