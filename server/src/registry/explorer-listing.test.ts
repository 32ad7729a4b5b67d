import { describe, expect, it } from 'vitest'
import { explorerListing } from '../test/explorer-fixture.ts'
import { safeAppLink, safeWebLink, toRegistryEntry } from './explorer-listing.ts'

describe('explorer listings', () => {
  it.each([
    ['metamask://', 'metamask://'],
    ['rainbow:', 'rainbow:'],
    ['  trust://  ', 'trust://'],
    ['https://link.trustwallet.com', 'https://link.trustwallet.com'],
    ['javascript:alert(1)', null],
    ['JavaScript://%0aalert(1)', null],
    ['data:text/html,x', null],
    ['http://insecure.example', null],
    ['https://', null],
    ['wallet://"onclick=x', null],
    ['no scheme at all', null],
    ['', null],
    [null, null],
    [`x://${'a'.repeat(600)}`, null],
  ])('keeps the app link %j as %j', (link, kept) => {
    expect(safeAppLink(link)).toBe(kept)
  })

  it('keeps only https web links with a host', () => {
    expect(safeWebLink('https://rainbow.me/')).toBe('https://rainbow.me/')
    expect(safeWebLink('http://rainbow.me/')).toBeNull()
    expect(safeWebLink('https://a.example/<script>')).toBeNull()
    expect(safeWebLink('not a url')).toBeNull()
  })

  it('maps a listing, dropping what is malformed and explaining what cannot be an entry', () => {
    const mapped = toRegistryEntry(
      explorerListing('abc', `  ${'N'.repeat(100)}  `, {
        chains: ['eip155:1', 'cosmos:cosmoshub-4', 'eip155:1', 'EIP155 1', null],
        rdns: 'com.example.wallet',
        desktop: { native: 'javascript:x', universal: 'https://desktop.example' },
        app: { browser: 'https://web.example' },
      }),
    )
    expect(mapped).toEqual({
      entry: {
        id: 'abc',
        name: 'N'.repeat(80),
        rdns: 'com.example.wallet',
        homepage: `https://${'n'.repeat(100)}.example`,
        mobileLink: null,
        universalLink: null,
        desktopLink: 'https://desktop.example',
        webappLink: 'https://web.example',
        chains: ['eip155:1', 'cosmos:cosmoshub-4'],
      },
    })
    expect(toRegistryEntry({ id: 'x' })).toEqual({ reason: 'not an explorer listing (name)' })
    expect(toRegistryEntry(explorerListing('x', '   '))).toEqual({ reason: 'invalid name' })
    expect(toRegistryEntry('a string')).toMatchObject({
      reason: expect.stringContaining('not an explorer listing'),
    })
  })
})
