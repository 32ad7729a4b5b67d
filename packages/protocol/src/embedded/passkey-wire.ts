/**
 * Passkeys on the secure site (WebAuthn with the PRF extension): a login method of the account, and a
 * way back to the wallet on any device the passkey syncs to. Each passkey holds its own 2-of-2 split of
 * the wallet's seed: the server keeps one share, sealed under its key, and the other sealed under a key
 * only the passkey's PRF gives, which the server never sees. Defined once for the frame and the server.
 */

import type * as answers from './auth-answers.ts'
import type { AuthAnswerOf as A } from './auth-answers.ts'
import type * as requests from './auth-requests.ts'
import type { AuthRequestOf as R } from './auth-requests.ts'
import { sha256Hex } from './session-proof.ts'

/** WebAuthn options as JSON (`PublicKeyCredential.parse…OptionsFromJSON` reads them in the frame). */
export type PasskeyOptionsJSON = A<typeof answers.passkeyOptionsAnswer>

/**
 * A credential as JSON (`PublicKeyCredential#toJSON()`), without the client's extension results: the
 * PRF output stays in the frame.
 */
export type PasskeyCredentialJSON = {
  id: string
  rawId: string
  type: 'public-key'
  response: Record<string, unknown>
  authenticatorAttachment?: string | null
  clientExtensionResults: Record<string, never>
}

/** POST passkeyRegisterOptions (session): the name the visitor's passkey manager shows for it. */
export type PasskeyRegisterOptionsBody = R<typeof requests.passkeyRegisterOptionsBody>

/** POST passkeyLoginOptions: a login challenge for this browser. */
export type PasskeyLoginOptionsBody = R<typeof requests.passkeyLoginOptionsBody>

/** POST passkeyLogin: the assertion, and the session key of the session it opens. */
export type PasskeyLoginBody = R<typeof requests.passkeyLoginBody>

/** What passkeyLogin answers: a session, and the passkey's split (the server's share, the sealed one). */
export type PasskeyLoginResponse = A<typeof answers.passkeyLoginAnswer>

/** POST passkeyRegister (session): the new credential and the split it keeps, signed by the wallet. */
export type PasskeyRegisterBody = R<typeof requests.passkeyRegisterBody>

/** What the frame puts into the PRF (hashed by the browser as WebAuthn says): one input for every passkey. */
export const PASSKEY_PRF_INPUT = 'latch/passkey-prf/v1'

/**
 * What the wallet's key signs to give a passkey a split: the account, the credential and the SHA-256 of
 * both shares as sent. A session alone cannot add a passkey whose shares rebuild another key.
 *
 * @example
 * const message = passkeyShareMessage(address, credentialId, await passkeySharesDigest(share, sealed))
 */
export const passkeyShareMessage = (address: string, credentialId: string, digest: string): string =>
  `Latch wallet: keep a share with this passkey\nWallet: ${address.toLowerCase()}\nPasskey: ${credentialId}\nShares SHA-256: ${digest}`

/**
 * The SHA-256 (hex) of a passkey's two shares as sent.
 *
 * @example
 * await passkeySharesDigest('q1w2', 'e3r4') // '5e0a…'
 */
export const passkeySharesDigest = (share: string, sealed: string): Promise<string> =>
  sha256Hex(`${share}.${sealed}`)
