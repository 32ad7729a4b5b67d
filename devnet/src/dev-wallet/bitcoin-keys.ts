/**
 * The Dev Bitcoin Wallet's key work (BIP-32 keys, BIP-322 signatures), loaded on its first request so a
 * page that installs the wallet carries none of it, as an extension's keys live out of the page.
 */
import { signBip322 } from '../bitcoin/bip322.ts'
import { bitcoinTestAccounts } from '../bitcoin/facts.ts'

/**
 * Signs `message` with BIP-322 (simple) as devnet test account `index`'s payment or ordinals account;
 * the signature in base64.
 *
 * @example
 * signBitcoinMessage(0, 'payment', 'Hello') // 'AkcwRAIg…'
 */
export function signBitcoinMessage(index: number, purpose: 'payment' | 'ordinals', message: string): string {
  return signBip322(message, bitcoinTestAccounts(index)[purpose])
}
