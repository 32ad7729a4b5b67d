/**
 * The key model (docs/custody.md). A wallet is 32 random bytes (the seed); the EVM key is derived from
 * it by BIP-32 (m/44'/60'/0'/0/0), and later chains derive from the same seed. The seed is split twice,
 * 2-of-2 each time, with an audited Shamir implementation: a device share (kept in this browser) with an
 * auth share (kept by the server), and a recovery share (kept by the server) with a user share sealed
 * under a recovery code only the visitor holds; each passkey adds a split of its own, one share sealed
 * under its PRF. No party but the frame ever holds two shares of a split.
 */
import { type PrivateKeyAccount } from 'viem/accounts'
/** The derivation path of the wallet's first EVM account. */
export declare const EVM_PATH = "m/44'/60'/0'/0/0"
/** A new seed: 32 bytes from the browser's CSPRNG. */
export declare function createSeed(): Uint8Array
/**
 * The EVM private key and address a seed gives.
 *
 * @example
 * const { address } = evmAccountOf(createSeed())
 */
export declare function evmAccountOf(seed: Uint8Array): {
  privateKey: `0x${string}`
  address: `0x${string}`
}
/** The shares of a new wallet: two independent 2-of-2 splits of its seed. */
export type WalletShares = {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
  user: Uint8Array
}
/**
 * Splits a seed for a new wallet.
 *
 * @example
 * const shares = await splitSeed(createSeed())
 */
export declare function splitSeed(seed: Uint8Array): Promise<WalletShares>
/**
 * A new device split of a seed: this browser's share and the server's auth share (a new browser that
 * recovered the wallet gets its own).
 *
 * @example
 * const { device, auth } = await splitForDevice(seed)
 */
export declare function splitForDevice(seed: Uint8Array): Promise<{
  device: Uint8Array
  auth: Uint8Array
}>
/**
 * A passkey's split of a seed: the share the server keeps, and the one sealed under the passkey's PRF.
 *
 * @example
 * const { server, passkey } = await splitForPasskey(seed)
 */
export declare function splitForPasskey(seed: Uint8Array): Promise<{
  server: Uint8Array
  passkey: Uint8Array
}>
/**
 * Combines two shares of one split and checks the result against the wallet's known address; a
 * tampered or mismatched share is refused, never used.
 *
 * @example
 * const seed = await rebuildSeed(deviceShare, authShare, '0xabc…')
 */
export declare function rebuildSeed(a: Uint8Array, b: Uint8Array, address: string): Promise<Uint8Array>
/**
 * A recovery code: 160 random bits as 32 Crockford base-32 characters in groups of four.
 *
 * @example
 * newRecoveryCode() // 'K3Q9-…'
 */
export declare function newRecoveryCode(): string
/** A typed recovery code, normalised (case, dashes, spaces, and O/I/L read as 0/1/1); undefined if malformed. */
export declare function normaliseRecoveryCode(typed: string): string | undefined
/**
 * Seals the user's recovery share under a recovery code (AES-256-GCM, key by HKDF from the code's
 * 160 bits): `iv ‖ ciphertext`.
 *
 * @example
 * const sealed = await sealUserShare(shares.user, code)
 */
export declare function sealUserShare(share: Uint8Array, code: string): Promise<Uint8Array>
/**
 * Opens a sealed user share with the recovery code; rejects when the code is wrong.
 *
 * @example
 * const share = await openUserShare(sealed, code)
 */
export declare function openUserShare(sealed: Uint8Array, code: string): Promise<Uint8Array>
/**
 * Seals a passkey's share under the key its PRF output gives (AES-256-GCM, key by HKDF): `iv ‖ ciphertext`.
 *
 * @example
 * const sealed = await sealPasskeyShare(share, prfOutput)
 */
export declare function sealPasskeyShare(share: Uint8Array, prf: Uint8Array): Promise<Uint8Array>
/**
 * Opens a passkey's sealed share with its PRF output; rejects when it is another passkey's.
 *
 * @example
 * const share = await openPasskeyShare(sealed, prfOutput)
 */
export declare function openPasskeyShare(sealed: Uint8Array, prf: Uint8Array): Promise<Uint8Array>
/**
 * The EVM account of a seed, ready to sign.
 *
 * @example
 * await accountOf(seed).signMessage({ message: 'hello' })
 */
export declare const accountOf: (seed: Uint8Array) => PrivateKeyAccount
