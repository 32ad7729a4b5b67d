/**
 * A software WebAuthn authenticator for the server's tests: it makes real ES256 credentials, signs real
 * attestations ('none') and assertions over what the browser would send, and gives each credential a PRF
 * of its own. The browser's side is tested in Chromium (e2e, its virtual authenticator). Not part of the
 * server.
 */
import { createHash, createHmac, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import type { PasskeyCredentialJSON, PasskeyOptionsJSON } from '@latch/protocol/embedded'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64 = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url')
const counterBytes = (n: number) => {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(n)
  return out
}

type Credential = { id: Buffer; key: KeyObject; counter: number; userHandle: string; prfSecret: Buffer }

/**
 * An authenticator for one origin, used from a frame in a page on `topOrigin` (as the wallet frame is):
 * `create` answers registration options, `get` login options.
 *
 * @example
 * const authenticator = softAuthenticator('http://localhost:8788', 'http://localhost:5173')
 * const { credential, prf } = authenticator.create(options, PASSKEY_PRF_INPUT)
 */
export function softAuthenticator(origin: string, topOrigin: string) {
  const rpIdHash = sha256(new URL(origin).hostname)
  const credentials = new Map<string, Credential>()
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: true, topOrigin }))
  /** What the PRF gives a credential for the frame's input (as the browser hashes it, WebAuthn §10.1.4). */
  const prfOf = (c: Credential, input: string) =>
    new Uint8Array(
      createHmac('sha256', c.prfSecret)
        .update(sha256(Buffer.concat([Buffer.from('WebAuthn PRF\0'), Buffer.from(input)])))
        .digest(),
    )

  return {
    /** A new credential for registration options; its PRF output for `prfInput`. */
    create(options: PasskeyOptionsJSON, prfInput: string) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
        ]),
      )
      const id = randomBytes(32)
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(id.length)
      // User present and verified, attested credential data included.
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        id,
        cose,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      )
      const user = (options as { user?: { id?: string } }).user?.id ?? ''
      const c: Credential = { id, key: privateKey, counter: 0, userHandle: user, prfSecret: randomBytes(32) }
      credentials.set(b64(id), c)
      const credential: PasskeyCredentialJSON = {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      }
      return { credential, prf: prfOf(c, prfInput) }
    },
    /** An assertion by credential `id` for login options; its PRF output for `prfInput`. */
    get(options: PasskeyOptionsJSON, id: string, prfInput: string) {
      const c = credentials.get(id)
      if (!c) throw new Error(`no credential ${id}`)
      c.counter += 1
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes(c.counter)])
      const data = clientData('webauthn.get', options.challenge)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), c.key)
      const credential: PasskeyCredentialJSON = {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: c.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      }
      return { credential, prf: prfOf(c, prfInput) }
    },
  }
}
