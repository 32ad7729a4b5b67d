import { AUTH_PATHS } from '@latch/protocol/embedded'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { sessionOf } from './signed-in.ts'

/** Every route that acts for an account: each is registered in the signed-in scope. */
const SIGNED_IN: readonly [method: 'GET' | 'POST' | 'PUT', path: string][] = [
  ['GET', AUTH_PATHS.me],
  ['POST', AUTH_PATHS.signOut],
  ['GET', AUTH_PATHS.devices],
  ['POST', AUTH_PATHS.revokeDevice],
  ['PUT', AUTH_PATHS.wallet],
  ['GET', AUTH_PATHS.authShare],
  ['PUT', AUTH_PATHS.authShare],
  ['POST', AUTH_PATHS.authShareNonce],
  ['GET', AUTH_PATHS.recovery],
  ['GET', AUTH_PATHS.methods],
  ['POST', AUTH_PATHS.removeMethod],
  ['POST', AUTH_PATHS.updateEmail],
  ['POST', AUTH_PATHS.updateEmailPrimary],
  ['POST', AUTH_PATHS.updateEmailSecondary],
  ['POST', AUTH_PATHS.passkeyRegisterOptions],
  ['POST', AUTH_PATHS.passkeyRegister],
  ['POST', AUTH_PATHS.paymaster],
  ['POST', AUTH_PATHS.socialLinkStart],
  ['POST', AUTH_PATHS.socialLink],
]

describe.each(DRIVERS())('the signed-in scope on %s', (_, driver) => {
  let site: Awaited<ReturnType<typeof startTestSecureSite>>
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { login } = authClient(() => site)

  it('refuses every route that acts for an account without a session, before it reads the body', async () => {
    for (const [method, path] of SIGNED_IN) {
      const body = method === 'GET' ? undefined : { not: 'what any route takes' }
      const res = await site.call(method, path, body)
      expect([method, path, res.status]).toEqual([method, path, 401])
      expect(((await res.json()) as { reason?: string }).reason).toBe('sessionExpired')
    }
  })

  it('lets a session through, and leaves the routes before a login to their own checks', async () => {
    const { token, email } = await login()
    const me = await site.call('GET', AUTH_PATHS.me, undefined, { authorization: `Bearer ${token}` })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe(email)
    // A login's start is outside the scope: a malformed body is a 400 about the body, not a 401.
    const start = await site.call('POST', AUTH_PATHS.startEmail, { not: 'an email' })
    expect(start.status).toBe(400)
  })
})

describe('sessionOf', () => {
  it('fails loudly in a route registered outside the signed-in scope', async () => {
    const app = Fastify()
    app.get('/outside', async (req) => sessionOf(req))
    const res = await app.inject({ method: 'GET', url: '/outside' })
    expect(res.statusCode).toBe(500)
    expect(res.json().message).toBe('GET /outside is not in the signed-in scope')
    await app.close()
  })
})
