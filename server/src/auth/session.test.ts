import { AUTH_PATHS, newSessionKey, proveCall, SESSION_PROOF_HEADER } from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { newToken, sha256 } from './crypto.ts'
import { authSessions } from './tables.ts'

describe.each(DRIVERS())('sessions bound to their browser on %s', (_, driver) => {
  let site: Awaited<ReturnType<typeof startTestSecureSite>>
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { login } = authClient(() => site)

  /** GET me with a token, and a proof by `key` when given (none otherwise). */
  const me = async (token: string, key?: CryptoKey, path = AUTH_PATHS.me) =>
    fetch(`${site.origin}${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        ...(key ? { [SESSION_PROOF_HEADER]: await proveCall(key, { method: 'GET', path, body: '' }) } : {}),
      },
    })

  it("opens only with a proof by the session's own key over the very call", async () => {
    const { token, email } = await login()
    const key = site.sessionKeys.get(token)!
    expect((await me(token, key)).status).toBe(200)
    expect(await (await me(token, key)).json()).toEqual({ email, address: null })
    // A stolen token alone, or with another browser's key, opens nothing.
    expect((await me(token)).status).toBe(401)
    expect((await me(token, (await newSessionKey()).keyPair.privateKey)).status).toBe(401)
    // A proof for another call does not serve this one.
    const other = await proveCall(key, { method: 'GET', path: AUTH_PATHS.authShare, body: '' })
    const replayed = await fetch(`${site.origin}${AUTH_PATHS.me}`, {
      headers: { authorization: `Bearer ${token}`, [SESSION_PROOF_HEADER]: other },
    })
    expect(replayed.status).toBe(401)
    // An old proof of this very call is refused too.
    const stale = await proveCall(key, { method: 'GET', path: AUTH_PATHS.me, body: '' }, Date.now() - 120_000)
    const late = await fetch(`${site.origin}${AUTH_PATHS.me}`, {
      headers: { authorization: `Bearer ${token}`, [SESSION_PROOF_HEADER]: stale },
    })
    expect(late.status).toBe(401)
  })

  it('a session row written into the database without the server key opens nothing', async () => {
    const victim = await login()
    const [real] = await site.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, sha256(victim.token)))
    expect(real?.mac).toBeTruthy()
    // The writer mints a token of their own for the victim's account, with their own key, and copies
    // whatever they can: the real row's HMAC, or none.
    const token = newToken()
    const { keyPair, publicKey } = await newSessionKey()
    for (const mac of [real!.mac, null, 'A'.repeat(43)]) {
      await site.db.delete(authSessions).where(eq(authSessions.tokenHash, sha256(token)))
      await site.db.insert(authSessions).values({
        tokenHash: sha256(token),
        userId: real!.userId,
        deviceHash: real!.deviceHash,
        expiresAt: real!.expiresAt,
        publicKey,
        mac,
      })
      expect((await me(token, keyPair.privateKey)).status).toBe(401)
    }
    // Swapping their key into the victim's own row breaks its HMAC: the victim's token with their key
    // opens nothing either.
    await site.db
      .update(authSessions)
      .set({ publicKey })
      .where(eq(authSessions.tokenHash, sha256(victim.token)))
    expect((await me(victim.token, keyPair.privateKey)).status).toBe(401)
  })
})
