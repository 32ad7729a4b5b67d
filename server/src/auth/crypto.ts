/**
 * The server's secrets, derived from the configured `secretKey`: one key seals shares (AES-256-GCM,
 * bound to their account and kind), another hashes one-time codes (HMAC-SHA256), a third authenticates
 * session rows (HMAC-SHA256), so a row written into the database without the key opens no session. Tokens and device ids
 * are stored as SHA-256 hashes, never in clear.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'

/** The keys one server key yields. */
export type ServerKeys = { seal: Buffer; codes: Buffer; sessions: Buffer }

/**
 * Derives the sealing and code-hashing keys from the configured 32-byte server key (HKDF-SHA256).
 *
 * @example
 * const keys = deriveKeys('00'.repeat(32))
 */
export function deriveKeys(secretKeyHex: string): ServerKeys {
  return {
    seal: deriveKey(secretKeyHex, 'latch/auth/seal-shares'),
    codes: deriveKey(secretKeyHex, 'latch/auth/hash-codes'),
    sessions: deriveKey(secretKeyHex, 'latch/auth/session-rows'),
  }
}

/**
 * One 32-byte key for one use (`info`), derived from a configured 32-byte key (HKDF-SHA256).
 *
 * @example
 * const rows = deriveKey(config.siwx.secretKey, 'latch/siwx/session-rows')
 */
export function deriveKey(secretKeyHex: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secretKeyHex, 'hex'), Buffer.alloc(0), info, 32))
}

/**
 * Seals a share for storage: `iv.ciphertext.tag` in base64url, authenticated with `aad` (its account
 * and kind), so a sealed share moved to another account or kind fails to open.
 *
 * @example
 * const sealed = seal(keys, 'share-base64', 'user-id:auth')
 */
export function seal(keys: ServerKeys, plaintext: string, aad: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv)
  cipher.setAAD(Buffer.from(aad))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.')
}

/**
 * Opens what {@link seal} sealed; throws when the key, the `aad` or the bytes differ.
 *
 * @example
 * open(keys, sealed, 'user-id:auth') // 'share-base64'
 */
export function open(keys: ServerKeys, sealed: string, aad: string): string {
  const [iv, body, tag] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !body || !tag) throw new Error('Malformed sealed share')
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, iv)
  decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

/**
 * The keyed hash a code is stored as: it names the email and purpose, so a code is only ever good for
 * the address and step it was mailed for.
 *
 * @example
 * hashCode(keys, 'ada@example.com', 'login', '123456')
 */
export function hashCode(keys: ServerKeys, email: string, purpose: string, code: string): string {
  return createHmac('sha256', keys.codes).update(`${purpose}\n${email}\n${code}`).digest('base64url')
}

/**
 * The HMAC a session row carries over its fields, under the server's session key.
 *
 * @example
 * sessionMac(keys, [tokenHash, userId, deviceHash, publicKey, String(expiresAt.getTime())])
 */
export function sessionMac(keys: ServerKeys, fields: readonly string[]): string {
  return fieldsMac(keys.sessions, fields)
}

/**
 * The HMAC a row carries over its fields (one per line), under `key`: a row written without the key
 * does not carry a matching one.
 *
 * @example
 * fieldsMac(key, [tokenHash, projectId, address])
 */
export function fieldsMac(key: Buffer, fields: readonly string[]): string {
  return createHmac('sha256', key).update(fields.join('\n')).digest('base64url')
}

/**
 * Whether two secrets (MACs, signatures) are the same, in time that does not depend on where they differ.
 *
 * @example
 * sameSecret(row.mac, fieldsMac(key, fields))
 */
export function sameSecret(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/** A random 6-digit code, uniformly drawn. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** A random bearer token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The SHA-256 of a high-entropy secret (a token, a device id), as stored.
 *
 * @example
 * sha256('token') // base64url digest
 */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url')
}
