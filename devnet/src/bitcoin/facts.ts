/**
 * The devnet Bitcoin chain's fixed facts: a regtest network, its test accounts (the devnet mnemonic on
 * the wallet paths BIP-84 for payment and BIP-86 for ordinals) and what the Esplora fixture says they
 * hold. Browser-safe: no Node imports.
 */

import { p2tr, p2wpkh } from '@scure/btc-signer'
import { secp256k1KeyAt } from '../test-keys.ts'
import { REGTEST } from './chain.ts'

export { BITCOIN_DEVNET, REGTEST } from './chain.ts'

/** One Bitcoin account of a test key: its address, its output script and its key (local chains only). */
export type BitcoinTestAccount = {
  address: string
  script: Uint8Array
  publicKey: Uint8Array
  privateKey: Uint8Array
  /** The x-only key a taproot output commits to (ordinals accounts). */
  tapInternalKey?: Uint8Array
}

const keyAt = secp256k1KeyAt

/**
 * Test account `index` (0–9): payment P2WPKH at m/84'/1'/index'/0/0 and ordinals P2TR at
 * m/86'/1'/index'/0/0, as regtest addresses.
 *
 * @example
 * bitcoinTestAccounts(0).payment.address // 'bcrt1q…'
 */
export function bitcoinTestAccounts(index: number): {
  payment: BitcoinTestAccount
  ordinals: BitcoinTestAccount
} {
  const pay = keyAt(`m/84'/1'/${index}'/0/0`)
  const ord = keyAt(`m/86'/1'/${index}'/0/0`)
  const payment = p2wpkh(pay.publicKey, REGTEST)
  const xonly = ord.publicKey.slice(1)
  const ordinals = p2tr(xonly, undefined, REGTEST)
  return {
    payment: { address: payment.address!, script: payment.script, ...pay },
    ordinals: { address: ordinals.address!, script: ordinals.script, ...ord, tapInternalKey: xonly },
  }
}

/** What each test account holds on the devnet, in satoshis: payment 1.5 BTC, ordinals one 546-sat inscription UTXO. */
export const BITCOIN_TEST_BALANCES = { payment: 150_000_000n, ordinals: 546n } as const
