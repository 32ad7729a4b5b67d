/**
 * Sessions bound to their browser (SPEC §7 auth, hardened): at login the frame sends the public half of a
 * non-extractable ECDSA P-256 key; every call with the session token then carries a proof, the frame's
 * signature over the call (time, method, path and the body's SHA-256). The server checks it against the
 * key it stored with the session, so neither a stolen token alone nor a session row written into the
 * database opens a session. Defined once for the frame, which signs, and the server, which verifies;
 * WebCrypto on both sides.
 */

/** The header a session call's proof travels in: `{unix ms}.{signature, base64url}`. */
export const SESSION_PROOF_HEADER = 'x-latch-proof'
/** How far a proof's time may be from the server's clock (ms). */
export const SESSION_PROOF_WINDOW_MS = 60_000

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const

/** The call a proof is for: its method, its path with the query, and its body as sent ('' for none). */
export type ProvenCall = { method: string; path: string; body: string }

/**
 * Base64url without padding (RFC 4648 §5), the encoding of every key, share and id on the auth API.
 * `decode` throws on anything else.
 *
 * @example
 * base64url.decode(base64url.encode(new Uint8Array([1, 2, 3]))) // Uint8Array [1, 2, 3]
 */
export const base64url = {
  encode(bytes: Uint8Array): string {
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
  },
  decode(text: string): Uint8Array {
    if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('Invalid base64url')
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  },
}
const fromBase64url = (text: string): Uint8Array | undefined => {
  try {
    return base64url.decode(text)
  } catch {
    return undefined
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text)

/**
 * The SHA-256 of a text's UTF-8 bytes, hex (a call's body in its proof, a share in its signed message).
 *
 * @example
 * await sha256Hex('') // 'e3b0c442…'
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

const messageOf = async (at: number, call: ProvenCall) =>
  utf8(`latch/session\n${at}\n${call.method.toUpperCase()}\n${call.path}\n${await sha256Hex(call.body)}`)

/**
 * A new key pair for a session: the private half non-extractable, the public half raw, base64url.
 *
 * @example
 * const { keyPair, publicKey } = await newSessionKey()
 */
export async function newSessionKey(): Promise<{ keyPair: CryptoKeyPair; publicKey: string }> {
  const keyPair = (await crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify'])) as CryptoKeyPair
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey))
  return { keyPair, publicKey: base64url.encode(raw) }
}

/**
 * Signs a call with the session's private key; the value of {@link SESSION_PROOF_HEADER}.
 *
 * @example
 * headers[SESSION_PROOF_HEADER] = await proveCall(keyPair.privateKey, { method: 'GET', path: '/auth/v1/me', body: '' })
 */
export async function proveCall(privateKey: CryptoKey, call: ProvenCall, at = Date.now()): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign(SIGN, privateKey, await messageOf(at, call)))
  return `${at}.${base64url.encode(signature)}`
}

/**
 * Whether `proof` is the session key's signature over this call, made within the window of `now`.
 *
 * @example
 * await checkCallProof(session.publicKey, req.headers['x-latch-proof'], { method, path, body }) // true
 */
export async function checkCallProof(
  publicKey: string,
  proof: unknown,
  call: ProvenCall,
  now = Date.now(),
): Promise<boolean> {
  if (typeof proof !== 'string' || proof.length > 200) return false
  const match = /^(\d{13})\.([A-Za-z0-9_-]{86})$/.exec(proof)
  if (!match) return false
  const at = Number(match[1])
  if (Math.abs(now - at) > SESSION_PROOF_WINDOW_MS) return false
  const raw = fromBase64url(publicKey)
  const signature = fromBase64url(match[2]!)
  if (raw?.length !== 65 || signature?.length !== 64) return false
  try {
    const key = await crypto.subtle.importKey('raw', raw as BufferSource, ECDSA, false, ['verify'])
    return await crypto.subtle.verify(SIGN, key, signature as BufferSource, await messageOf(at, call))
  } catch {
    return false
  }
}
