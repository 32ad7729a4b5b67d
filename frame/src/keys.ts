/**
 * The key model (docs/custody.md). A wallet is 32 random bytes (the seed); the EVM key is derived from
 * it by BIP-32 (m/44'/60'/0'/0/0), and later chains derive from the same seed. The seed is split twice,
 * 2-of-2 each time, with an audited Shamir implementation: a device share (kept in this browser) with an
 * auth share (kept by the server), and a recovery share (kept by the server) with a user share sealed
 * under a recovery code only the visitor holds; each passkey adds a split of its own, one share sealed
 * under its PRF. No party but the frame ever holds two shares of a split. The elliptic-curve work (the
 * key and the address a seed gives) is in derive.ts, off the frame's page load.
 */

import { combine, split } from 'shamir-secret-sharing'
import { t } from './i18n/index.ts'

/** A new seed: 32 bytes from the browser's CSPRNG. */
export function createSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32))
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
export async function splitSeed(seed: Uint8Array): Promise<WalletShares> {
  const [recovery, user] = await split(seed, 2, 2)
  return { ...(await splitForDevice(seed)), recovery: recovery!, user: user! }
}

/**
 * A new device split of a seed: this browser's share and the server's auth share (a new browser that
 * recovered the wallet gets its own).
 *
 * @example
 * const { device, auth } = await splitForDevice(seed)
 */
export async function splitForDevice(seed: Uint8Array): Promise<{ device: Uint8Array; auth: Uint8Array }> {
  const [device, auth] = await split(seed, 2, 2)
  return { device: device!, auth: auth! }
}

/**
 * A passkey's split of a seed: the share the server keeps, and the one sealed under the passkey's PRF.
 *
 * @example
 * const { server, passkey } = await splitForPasskey(seed)
 */
export async function splitForPasskey(
  seed: Uint8Array,
): Promise<{ server: Uint8Array; passkey: Uint8Array }> {
  const [server, passkey] = await split(seed, 2, 2)
  return { server: server!, passkey: passkey! }
}

const SEED_CHECK_TAG = new TextEncoder().encode('latch/seed-check/v1\0')

/**
 * The check of a seed that gives `address`: SHA-256 over a tag, the seed and the address. Kept (sealed)
 * beside a device share once the seed was checked against the address the long way, it proves a later
 * rebuild gave the same seed in a microsecond, where deriving the address takes tens of milliseconds of
 * elliptic-curve work on a returning visitor's every load.
 *
 * @example
 * const check = await seedCheck(seed, account.address)
 */
export async function seedCheck(seed: Uint8Array, address: string): Promise<Uint8Array> {
  const lower = new TextEncoder().encode(address.toLowerCase())
  const input = new Uint8Array(SEED_CHECK_TAG.length + seed.length + lower.length)
  input.set(SEED_CHECK_TAG)
  input.set(seed, SEED_CHECK_TAG.length)
  input.set(lower, SEED_CHECK_TAG.length + seed.length)
  return new Uint8Array(await crypto.subtle.digest('SHA-256', input))
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Combines two shares of one split and checks the result against the wallet's known address: against
 * the seed's kept `check` when there is one, else by deriving the address (derive.ts, loaded then). A tampered or mismatched
 * share (or check) is refused, never used.
 *
 * @example
 * const seed = await rebuildSeed(deviceShare, authShare, '0xabc…')
 */
export async function rebuildSeed(
  a: Uint8Array,
  b: Uint8Array,
  address: string,
  check?: Uint8Array,
): Promise<Uint8Array> {
  const seed = await combine([a, b]).catch(() => undefined)
  const ok =
    seed?.length === 32 &&
    (check
      ? sameBytes(await seedCheck(seed, address), check)
      : (await import('./derive.ts')).accountOf(seed).address.toLowerCase() === address.toLowerCase())
  if (!seed || !ok) throw new Error(t().sharesRefused)
  return seed
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * A recovery code: 160 random bits as 32 Crockford base-32 characters in groups of four.
 *
 * @example
 * newRecoveryCode() // 'K3Q9-…'
 */
export function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  let bits = 0
  let value = 0
  let out = ''
  for (const b of bytes) {
    value = (value << 8) | b
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out.match(/.{4}/g)!.join('-')
}

/** A typed recovery code, normalised (case, dashes, spaces, and O/I/L read as 0/1/1); undefined if malformed. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (!/^[0-9A-HJKMNP-TV-Z]{32}$/.test(clean)) return undefined
  return clean.match(/.{4}/g)!.join('-')
}

/** An AES-256-GCM key derived by HKDF-SHA-256 from secret material, for one purpose (`info`). */
async function hkdfKey(material: Uint8Array, info: string): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', material as BufferSource, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: new TextEncoder().encode(info) },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** `iv ‖ ciphertext` of a share under a key. */
async function sealShare(share: Uint8Array, key: CryptoKey): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const body = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, share as BufferSource),
  )
  const out = new Uint8Array(12 + body.length)
  out.set(iv)
  out.set(body, 12)
  return out
}

/** A sealed share opened; rejects with `wrong` when the key is not the one it was sealed under. */
async function openShare(sealed: Uint8Array, key: CryptoKey, wrong: string): Promise<Uint8Array> {
  const plain = await crypto.subtle
    .decrypt({ name: 'AES-GCM', iv: sealed.slice(0, 12) }, key, sealed.slice(12))
    .catch(() => {
      throw new Error(wrong)
    })
  return new Uint8Array(plain)
}

const recoveryKey = (code: string) => hkdfKey(new TextEncoder().encode(code), 'latch/recovery')

/**
 * Seals the user's recovery share under a recovery code (AES-256-GCM, key by HKDF from the code's
 * 160 bits): `iv ‖ ciphertext`.
 *
 * @example
 * const sealed = await sealUserShare(shares.user, code)
 */
export async function sealUserShare(share: Uint8Array, code: string): Promise<Uint8Array> {
  return sealShare(share, await recoveryKey(code))
}

/**
 * Opens a sealed user share with the recovery code; rejects when the code is wrong.
 *
 * @example
 * const share = await openUserShare(sealed, code)
 */
export async function openUserShare(sealed: Uint8Array, code: string): Promise<Uint8Array> {
  return openShare(sealed, await recoveryKey(code), t().wrongCode)
}

const passkeyKey = (prf: Uint8Array) => hkdfKey(prf, 'latch/passkey')

/**
 * Seals a passkey's share under the key its PRF output gives (AES-256-GCM, key by HKDF): `iv ‖ ciphertext`.
 *
 * @example
 * const sealed = await sealPasskeyShare(share, prfOutput)
 */
export async function sealPasskeyShare(share: Uint8Array, prf: Uint8Array): Promise<Uint8Array> {
  return sealShare(share, await passkeyKey(prf))
}

/**
 * Opens a passkey's sealed share with its PRF output; rejects when it is another passkey's.
 *
 * @example
 * const share = await openPasskeyShare(sealed, prfOutput)
 */
export async function openPasskeyShare(sealed: Uint8Array, prf: Uint8Array): Promise<Uint8Array> {
  return openShare(sealed, await passkeyKey(prf), t().passkeyWrong)
}
