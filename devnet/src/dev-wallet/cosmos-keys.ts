/**
 * The Dev Cosmos Wallet's key work (secp256k1, RIPEMD-160, BIP-32), loaded on its first request so a
 * page that installs the wallet carries none of it, as an extension's keys live out of the page.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32 } from '@scure/base'
import { secp256k1KeyAt } from '../test-keys.ts'

/** A Cosmos test account's keys: secp256k1, its 20-byte address and that address in bech32. */
export type CosmosKeys = { privateKey: Uint8Array; publicKey: Uint8Array; raw: Uint8Array; address: string }

/**
 * The keys of devnet test account `index` on m/44'/118'/index'/0/0.
 *
 * @example
 * cosmosKeys(0).address // 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7'
 */
export function cosmosKeys(index: number): CosmosKeys {
  const { privateKey, publicKey } = secp256k1KeyAt(`m/44'/118'/${index}'/0/0`)
  const raw = ripemd160(sha256(publicKey))
  return { privateKey, publicKey, raw, address: bech32.encode('cosmos', bech32.toWords(raw)) }
}

/**
 * A secp256k1 signature of `bytes` (hashed with SHA-256), 64 bytes compact.
 *
 * @example
 * signCosmos(adr36SignBytes(address, 'Hello'), cosmosKeys(0).privateKey)
 */
export function signCosmos(bytes: Uint8Array, privateKey: Uint8Array): Uint8Array {
  return secp256k1.sign(bytes, privateKey)
}
