/**
 * The devnet's test keys: every one derives from the test mnemonic, on the path its chain's wallets
 * use. One seed, two derivations: BIP-32 for secp256k1 chains (Bitcoin, Cosmos), SLIP-10 for ed25519
 * ones (Solana, Polkadot). EVM accounts come from the same seed through viem (`testAccount`).
 */
import { HDKey as Bip32 } from '@scure/bip32'
import { HDKey as Slip10 } from 'micro-key-producer/slip10.js'
import { testSeed } from './test-accounts.ts'

/**
 * The secp256k1 key pair at a BIP-32 path of the test mnemonic.
 *
 * @example
 * secp256k1KeyAt("m/44'/118'/0'/0/0").publicKey // 33 bytes, compressed
 */
export function secp256k1KeyAt(path: string): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const k = Bip32.fromMasterSeed(testSeed()).derive(path)
  if (!k.privateKey || !k.publicKey) throw new Error(`no key at ${path}`)
  return { privateKey: k.privateKey, publicKey: k.publicKey }
}

/**
 * The 32-byte ed25519 secret at a SLIP-10 path (hardened steps only) of the test mnemonic.
 *
 * @example
 * ed25519SecretAt("m/44'/501'/0'/0'") // Uint8Array(32)
 */
export function ed25519SecretAt(path: string): Uint8Array {
  return Slip10.fromMasterSeed(testSeed()).derive(path).privateKey
}
