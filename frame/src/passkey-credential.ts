/**
 * What the frame makes of a WebAuthn credential: the PRF output it keeps (never sent), the credential as
 * the server takes it (without that output), and a refusal in the visitor's words.
 */
import { PASSKEY_PRF_INPUT, type PasskeyCredentialJSON } from '@latch/core/frame'
import { t } from './i18n/index.ts'
import { RpcError } from './rpc-error.ts'

/** The PRF input every passkey is asked for (the browser hashes it with WebAuthn's own prefix). */
export const prfInput = () => new TextEncoder().encode(PASSKEY_PRF_INPUT)

/** The credential as the server takes it: the browser's JSON without the extension results (the PRF). */
export function wire(credential: PublicKeyCredential): PasskeyCredentialJSON {
  const json = credential.toJSON() as unknown as Omit<PasskeyCredentialJSON, 'clientExtensionResults'>
  return {
    id: json.id,
    rawId: json.rawId,
    type: 'public-key',
    response: json.response,
    authenticatorAttachment: json.authenticatorAttachment ?? null,
    clientExtensionResults: {},
  }
}

/** The PRF output of a credential's ceremony, if the authenticator gave one. */
export function prfOf(credential: PublicKeyCredential): Uint8Array | undefined {
  const first = credential.getClientExtensionResults().prf?.results?.first
  if (!first) return undefined
  return first instanceof ArrayBuffer
    ? new Uint8Array(first)
    : new Uint8Array(first.buffer, first.byteOffset, first.byteLength)
}

/**
 * A WebAuthn refusal (the visitor cancelled, or the browser timed out) in the visitor's words, answered
 * as a rejection (4001), as a declined approval is.
 */
export function said(e: unknown): Error {
  return e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'AbortError')
    ? new RpcError(t().passkeyCancelled, 4001)
    : e instanceof Error
      ? e
      : new Error(String(e))
}
