/**
 * The Dev Polkadot Wallet's key work (SLIP-10 ed25519 and signing), loaded on its first request so a
 * page that installs the wallet carries none of it, as an extension's keys live out of the page.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { ed25519SecretAt } from '../test-keys.ts'

/**
 * A signer for devnet test account `index` (m/44'/354'/index'/0'/0', derived once): it signs `data`
 * (hex) as Polkadot extensions do, wrapped in `<Bytes>…</Bytes>`, the signature led by its type byte
 * (0x00: ed25519), as a MultiSignature is.
 *
 * @example
 * polkadotSigner(0)('0x48656c6c6f') // '0x00…' (65 bytes)
 */
export function polkadotSigner(index: number): (data: string) => string {
  const secret = ed25519SecretAt(`m/44'/354'/${index}'/0'/0'`)
  return (data) => u8aToHex(new Uint8Array([0, ...ed25519.sign(u8aWrapBytes(hexToU8a(data)), secret)]))
}
