/**
 * The key a seed gives (docs/custody.md): BIP-32 m/44'/60'/0'/0/0, and its address. Elliptic-curve work,
 * loaded off the frame's page load: when a wallet is created, recovered or handed over, when a seed
 * without a kept check is rebuilt, and once a returning visitor is connected (their key, derived when
 * the frame is idle or at the first request that needs it).
 */
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex } from 'viem'
import { HDKey, type PrivateKeyAccount, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'

/** The derivation path of the wallet's first EVM account. */
export const EVM_PATH = "m/44'/60'/0'/0/0"

let tableSet = false
/**
 * Gives secp256k1's base point a 4-bit window table before the frame's first derivation. The library's
 * default 8-bit table costs ~70 ms to build on first use, and every page load of the frame builds it anew
 * (a returning visitor's reload rebuilds the key at once); the 4-bit one builds in ~15 ms, and a
 * multiplication with it takes a millisecond or two more, which no approval notices.
 */
function smallBaseTable(): void {
  if (tableSet) return
  tableSet = true
  secp256k1.utils.precompute(4)
}

/**
 * The EVM private key and address a seed gives.
 *
 * @example
 * const { address } = evmAccountOf(createSeed())
 */
export function evmAccountOf(seed: Uint8Array): { privateKey: `0x${string}`; address: `0x${string}` } {
  const privateKey = evmPrivateKeyOf(seed)
  return { privateKey, address: privateKeyToAddress(privateKey) }
}

function evmPrivateKeyOf(seed: Uint8Array): `0x${string}` {
  smallBaseTable()
  const key = HDKey.fromMasterSeed(seed).derive(EVM_PATH).privateKey
  if (!key) throw new Error('The seed gives no key')
  return bytesToHex(key)
}

/**
 * Each seed's account, derived once: a reload checks the rebuilt seed against the wallet's address and
 * then signs with it, and each derivation is a BIP-32 path and elliptic-curve multiplications.
 */
const derived = new WeakMap<Uint8Array, PrivateKeyAccount>()

/**
 * The EVM account of a seed, ready to sign.
 *
 * @example
 * await accountOf(seed).signMessage({ message: 'hello' })
 */
export function accountOf(seed: Uint8Array): PrivateKeyAccount {
  let account = derived.get(seed)
  if (!account) {
    account = privateKeyToAccount(evmPrivateKeyOf(seed))
    derived.set(seed, account)
  }
  return account
}
