/**
 * Handing a device share from a browser that holds the wallet to a new one: ECDH (P-256) between a
 * one-off key and the new browser's key, HKDF-SHA256, AES-256-GCM. Only the new browser, whose private
 * key never leaves its IndexedDB, can open it; the server relays it without being able to.
 * Format: the one-off public key (65 bytes) ‖ iv (12) ‖ ciphertext, base64url.
 */
import { base64url } from '@latch/core/frame'
import { deviceKeyPair } from './store.ts'

const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const

async function aesKey(
  privateKey: CryptoKey,
  publicKey: CryptoKey,
  recipient: Uint8Array,
): Promise<CryptoKey> {
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256)
  const material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: recipient as BufferSource,
      info: new TextEncoder().encode('latch/handover'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Encrypts a device share to a browser's public key (raw P-256, base64url).
 *
 * @example
 * const handover = await sealForDevice(request.publicKey, deviceShare)
 */
export async function sealForDevice(publicKey: string, share: Uint8Array): Promise<string> {
  const recipient = base64url.decode(publicKey)
  const theirs = await crypto.subtle.importKey('raw', recipient as BufferSource, P256, false, [])
  const mine = (await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await aesKey(mine.privateKey, theirs, recipient)
  const body = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, share as BufferSource),
  )
  const ephemeral = new Uint8Array(await crypto.subtle.exportKey('raw', mine.publicKey))
  const out = new Uint8Array(65 + 12 + body.length)
  out.set(ephemeral)
  out.set(iv, 65)
  out.set(body, 77)
  return base64url.encode(out)
}

/**
 * Opens a share handed to this browser; rejects when it was not made for this browser's key.
 *
 * @example
 * const deviceShare = await openHandover(response.handover)
 */
export async function openHandover(sealed: string): Promise<Uint8Array> {
  const bytes = base64url.decode(sealed)
  const pair = await deviceKeyPair()
  const recipient = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
  const theirs = await crypto.subtle.importKey('raw', bytes.slice(0, 65), P256, false, [])
  const key = await aesKey(pair.privateKey, theirs, recipient)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(65, 77) },
    key,
    bytes.slice(77),
  )
  return new Uint8Array(plain)
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * The code a new browser shows while it waits for approval, derived from its public key and the
 * account's email (50 bits, Crockford base32, `XXXXX-XXXXX`). The approval page derives it again from
 * the key the server hands it: the visitor types what the new browser shows, and a key swapped on the
 * way (in the database or in transit) gives another code, so nothing is handed over.
 *
 * @example
 * await handoverCode(await devicePublicKey(), 'ada@example.com') // 'K3Q9T-7XZ2M'
 */
export async function handoverCode(publicKey: string, email: string): Promise<string> {
  const input = new TextEncoder().encode(`latch/handover-code\u0000${publicKey}\u0000${email}`)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input))
  let bits = 0n
  for (const byte of digest.slice(0, 7)) bits = (bits << 8n) | BigInt(byte)
  let out = ''
  for (let i = 0; i < 10; i++) out += CROCKFORD[Number((bits >> BigInt(51 - i * 5)) & 31n)]
  return `${out.slice(0, 5)}-${out.slice(5)}`
}

/**
 * A typed handover code as {@link handoverCode} writes it: case, spaces and dashes forgiven, O read as
 * 0 and I or L as 1; undefined when it cannot be one.
 *
 * @example
 * normaliseHandoverCode('k3q9t 7xz2m') // 'K3Q9T-7XZ2M'
 */
export function normaliseHandoverCode(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (plain.length !== 10 || [...plain].some((c) => !CROCKFORD.includes(c))) return undefined
  return `${plain.slice(0, 5)}-${plain.slice(5)}`
}
