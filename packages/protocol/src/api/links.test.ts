import { describe, expect, it } from 'vitest'
import { isPairingUri, walletLink } from './links.ts'

const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1`
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('builds deep links and universal links to the pairing URI', () => {
    expect(walletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(walletLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
    expect(walletLink('okex://main', uri)).toBe(`okex://main/wc?uri=${encoded}`)
    expect(walletLink('https://link.trustwallet.com', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(walletLink('https://rnbwapp.com/', uri)).toBe(`https://rnbwapp.com/wc?uri=${encoded}`)
  })

  it('refuses unsafe or malformed links and URIs that are not pairing URIs', () => {
    for (const bad of [
      'javascript:alert(1)//',
      'JavaScript://alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      'http://insecure.example',
      'https://',
      'not a link',
      'scheme://a b',
      'x://"><img>',
      '',
      null,
    ]) {
      expect(walletLink(bad, uri), String(bad)).toBeUndefined()
    }
    expect(walletLink('metamask://', 'https://evil.example')).toBeUndefined()
    expect(walletLink('metamask://', 'wc:abc@2?symKey=1')).toBeUndefined()
  })

  it('recognises pairing URIs only', () => {
    expect(isPairingUri(uri)).toBe(true)
    expect(isPairingUri(`wc:${'a'.repeat(64)}@1?bridge=x&key=y`)).toBe(false)
    expect(isPairingUri(42)).toBe(false)
  })
})
