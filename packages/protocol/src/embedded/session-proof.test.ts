import { describe, expect, it } from 'vitest'
import { checkCallProof, newSessionKey, proveCall, SESSION_PROOF_WINDOW_MS } from './session-proof.ts'

const call = { method: 'PUT', path: '/auth/v1/wallet/auth-share', body: '{"authShare":"abc"}' }

describe('session proofs', () => {
  it("verify against the session's own key for the very call they sign", async () => {
    const { keyPair, publicKey } = await newSessionKey()
    const proof = await proveCall(keyPair.privateKey, call)
    expect(await checkCallProof(publicKey, proof, call)).toBe(true)
  })

  it('fail for another key, another call, another body, or outside the time window', async () => {
    const { keyPair, publicKey } = await newSessionKey()
    const other = await newSessionKey()
    const at = Date.now()
    const proof = await proveCall(keyPair.privateKey, call, at)
    expect(await checkCallProof(other.publicKey, proof, call)).toBe(false)
    expect(await checkCallProof(publicKey, proof, { ...call, method: 'GET' })).toBe(false)
    expect(await checkCallProof(publicKey, proof, { ...call, path: '/auth/v1/me' })).toBe(false)
    expect(await checkCallProof(publicKey, proof, { ...call, body: '{"authShare":"xyz"}' })).toBe(false)
    expect(await checkCallProof(publicKey, proof, call, at + SESSION_PROOF_WINDOW_MS + 1)).toBe(false)
    expect(await checkCallProof(publicKey, proof, call, at + SESSION_PROOF_WINDOW_MS - 1)).toBe(true)
  })

  it('refuse malformed proofs and keys without throwing', async () => {
    const { keyPair, publicKey } = await newSessionKey()
    const proof = await proveCall(keyPair.privateKey, call)
    for (const bad of [undefined, 42, '', 'x.y', `${proof}x`, proof.replace('.', '!'), 'a'.repeat(500)])
      expect(await checkCallProof(publicKey, bad, call)).toBe(false)
    expect(await checkCallProof('A'.repeat(87), proof, call)).toBe(false)
    expect(await checkCallProof('not base64!', proof, call)).toBe(false)
  })
})
