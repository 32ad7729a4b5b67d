/**
 * The Dev Bitcoin Wallet's key work (BIP-32 keys, BIP-322 signatures), loaded on its first request so a
 * page that installs the wallet carries none of it, as an extension's keys live out of the page.
 */
import { signBip322 } from '../bitcoin/bip322.ts'
import { bitcoinTestAccounts } from '../bitcoin/facts.ts'

/**
 * A signer for devnet test account `index` (its keys derived once): it signs `message` with BIP-322
 * (simple) as the payment or ordinals account; the signature in base64.
 *
 * @example
 * bitcoinSigner(0)('payment', 'Hello') // 'AkcwRAIg…'
 */
export function bitcoinSigner(index: number): (purpose: 'payment' | 'ordinals', message: string) => string {
  const accounts = bitcoinTestAccounts(index)
  return (purpose, message) => signBip322(message, accounts[purpose])
}
