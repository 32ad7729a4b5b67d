import { base64url } from '@latch/core/frame'
import { describe, expect, it } from 'vitest'
import { en } from './i18n/en.ts'
import { prfOf, said, wire } from './passkey-credential.ts'

/** A credential as the browser hands it after a ceremony whose authenticator gave a PRF output. */
function credential(prf: ArrayBuffer | Uint8Array | undefined): PublicKeyCredential {
  const results = prf ? { prf: { enabled: true, results: { first: prf } } } : {}
  return {
    getClientExtensionResults: () => results,
    toJSON: () => ({
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      authenticatorAttachment: 'platform',
      // What the browser's JSON carries: the PRF output, base64url.
      clientExtensionResults: prf
        ? { prf: { results: { first: base64url.encode(new Uint8Array(32).fill(7)) } } }
        : {},
      somethingElse: 'dropped',
    }),
  } as unknown as PublicKeyCredential
}

describe("a passkey credential in the frame's hands", () => {
  it('sends the server the credential without the PRF output, which opens the sealed share', () => {
    const sent = wire(credential(new Uint8Array(32).fill(7)))
    expect(sent).toEqual({
      id: 'cred-1',
      rawId: 'cred-1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    })
    expect(JSON.stringify(sent)).not.toContain(base64url.encode(new Uint8Array(32).fill(7)))
  })

  it("reads the PRF output as bytes, whether the browser gives a buffer or a view of one's part", () => {
    const buffer = new Uint8Array(32).fill(1).buffer
    expect(prfOf(credential(buffer))).toEqual(new Uint8Array(32).fill(1))
    const wide = new Uint8Array(48).fill(9)
    wide.set(new Uint8Array(32).fill(2), 8)
    expect(prfOf(credential(wide.subarray(8, 40)))).toEqual(new Uint8Array(32).fill(2))
    expect(prfOf(credential(undefined))).toBeUndefined()
  })

  it("says a cancelled or timed-out ceremony in the visitor's words, as a rejection (4001)", () => {
    for (const name of ['NotAllowedError', 'AbortError']) {
      const error = said(new DOMException('The operation either timed out or was not allowed.', name))
      expect(error.message).toBe(en.passkeyCancelled)
      expect((error as Error & { code?: number }).code).toBe(4001)
    }
    const other = new DOMException('bad rp id', 'SecurityError')
    expect(said(other)).toBe(other)
    expect(said('odd').message).toBe('odd')
  })
})
