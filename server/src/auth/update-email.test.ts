import { AUTH_PATHS } from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, makeWallet, type TestSite } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { authEmails } from './tables.ts'

describe.each(DRIVERS())('changing the email (UpdateEmailWallet) on %s', (_, driver) => {
  let site: TestSite
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { fresh, login, bearer, putWallet, get } = authClient(() => site)
  const post = (path: string, body: unknown, token?: string) =>
    site.call('POST', path, body, token ? bearer(token) : {})
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown })

  it('moves the account only after a code from the current address, then one from the new', async () => {
    const a = await login()
    const wallet = await makeWallet()
    await putWallet(a.token, wallet)
    const next = fresh()
    // Nothing to confirm yet.
    expect((await post(AUTH_PATHS.updateEmailPrimary, { otp: '123456' }, a.token)).status).toBe(409)
    expect(await answer(await post(AUTH_PATHS.updateEmail, { email: next }, a.token))).toEqual({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    })
    const primary = await site.code(a.email)
    // The new address's step needs its own code, mailed only after the current address's.
    expect((await post(AUTH_PATHS.updateEmailSecondary, { otp: primary }, a.token)).status).toBe(401)
    expect((await post(AUTH_PATHS.updateEmailPrimary, { otp: '000000' }, a.token)).status).toBe(401)
    expect(await answer(await post(AUTH_PATHS.updateEmailPrimary, { otp: primary }, a.token))).toEqual({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    const secondary = await site.code(next)
    expect(await answer(await post(AUTH_PATHS.updateEmailSecondary, { otp: secondary }, a.token))).toEqual({
      status: 200,
      body: { email: next },
    })
    expect(await get(AUTH_PATHS.me, a.token)).toEqual({ email: next, address: wallet.address.toLowerCase() })
    // The same browser logs in with the new address to the same wallet; the old one is a stranger now.
    const again = await login(next, a.device)
    expect(again.address).toBe(wallet.address.toLowerCase())
    expect(await site.db.select().from(authEmails).where(eq(authEmails.email, a.email))).toEqual([])
  })

  it("an account without an email adds one with only the new address's code", async () => {
    const a = await login()
    const wallet = await makeWallet()
    await putWallet(a.token, wallet)
    // As an account reached only by a provider that gave no email (social.test.ts makes one that way).
    await site.db.delete(authEmails).where(eq(authEmails.email, a.email))
    expect(await get(AUTH_PATHS.me, a.token)).toEqual({ email: null, address: wallet.address.toLowerCase() })
    const added = fresh()
    expect(await answer(await post(AUTH_PATHS.updateEmail, { email: added }, a.token))).toEqual({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    // There is no current address to confirm.
    expect((await post(AUTH_PATHS.updateEmailPrimary, { otp: '123456' }, a.token)).status).toBe(409)
    expect((await post(AUTH_PATHS.updateEmailSecondary, { otp: '000000' }, a.token)).status).toBe(401)
    const code = await site.code(added)
    expect(await answer(await post(AUTH_PATHS.updateEmailSecondary, { otp: code }, a.token))).toEqual({
      status: 200,
      body: { email: added },
    })
    expect(await get(AUTH_PATHS.me, a.token)).toEqual({ email: added, address: wallet.address.toLowerCase() })
    // It logs in with it now, on the same browser, to the same wallet.
    expect((await login(added, a.device)).address).toBe(wallet.address.toLowerCase())
  })

  it("refuses another account's address, the same address, and calls without a session", async () => {
    const a = await login()
    const b = await login()
    const taken = await answer(await post(AUTH_PATHS.updateEmail, { email: b.email }, a.token))
    expect(taken).toEqual({
      status: 409,
      body: expect.objectContaining({ error: 'This email is used by another account' }),
    })
    expect((await post(AUTH_PATHS.updateEmail, { email: a.email }, a.token)).status).toBe(400)
    expect((await post(AUTH_PATHS.updateEmail, { email: fresh() })).status).toBe(401)
    expect((await post(AUTH_PATHS.updateEmail, { email: 'not an email' }, a.token)).status).toBe(400)
  })
})
