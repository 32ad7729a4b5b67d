import { smartAccountImplementation } from '@latch/devnet/chains'
import type {} from '@latch/devnet/vitest-context'
import { evmAccountOf } from '@latch/frame/derive'
import { AUTH_PATHS, CODE_TTL_MS, newSessionKey } from '@latch/protocol/embedded'
import { and, eq } from 'drizzle-orm'
import { combine } from 'shamir-secret-sharing'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  authClient,
  b64,
  newDeviceId as deviceId,
  makeWallet,
  newPublicKey as publicKey,
  unb64,
} from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { useCode } from './codes.ts'
import { deriveKeys, open } from './crypto.ts'
import { authCodes, authEmails, authShares } from './tables.ts'

describe.each(DRIVERS())('email login on %s', (_, driver) => {
  let site: Awaited<ReturnType<typeof startTestSecureSite>>
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { fresh, start, verify, login, bearer, putWallet } = authClient(() => site)
  it('mails a 6-digit code, opens a session for the right one, and keeps the first wallet', async () => {
    const email = fresh()
    const res = await start(email)
    expect(await res.json()).toEqual({ action: 'VERIFY_OTP' })
    const mailed = site.mail.messages().at(-1)!
    expect(mailed.to).toEqual([email])
    expect(mailed.subject).toMatch(/^\d{6} is your login code$/)
    const session = await verify(email, await site.code(email))
    const { token, address } = (await session.json()) as { token: string; address: string | null }
    expect(address).toBeNull()
    const me = await site.call('GET', AUTH_PATHS.me, undefined, bearer(token))
    expect(await me.json()).toEqual({ email, address: null })

    const w = await makeWallet()
    expect((await putWallet(token, w)).status).toBe(200)
    const again = await putWallet(token, w)
    expect(again.status).toBe(409)
    const share = await site.call('GET', AUTH_PATHS.authShare, undefined, bearer(token))
    const got = (await share.json()) as { address: string; authShare: string; handover: null }
    expect(got).toMatchObject({ address: w.address.toLowerCase(), handover: null })
    expect(await combine([w.device, unb64(got.authShare)])).toEqual(w.seed)
  })

  it('names the networks where the wallet can become a smart account, with the code it then runs', async () => {
    const res = await site.call('GET', AUTH_PATHS.smartAccounts)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      networks: inject('devnet').map((c) => ({
        chainId: c.id,
        implementation: smartAccountImplementation(),
      })),
    })
  })

  it('refuses a reused code, a code past 10 minutes, and locks a code after the 5th wrong try', async () => {
    const email = fresh()
    await start(email)
    const code = await site.code(email)
    expect((await verify(email, code)).status).toBe(200)
    const reused = await verify(email, code)
    expect(reused.status).toBe(401)
    expect((await reused.json()).error).toMatch(/expired or was already used/)

    const late = fresh()
    await start(late)
    const lateCode = await site.code(late)
    const keys = deriveKeys(site.config.embeddedWallet!.secretKey)
    await expect(
      useCode(site.db, keys, late, 'login', lateCode, Date.now() + CODE_TTL_MS + 1),
    ).rejects.toThrow(/expired/)

    const brute = fresh()
    await start(brute)
    const right = await site.code(brute)
    const wrong = right === '000000' ? '111111' : '000000'
    const answers: string[] = []
    const reasons: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const body = await (await verify(brute, wrong)).json()
      answers.push(body.error)
      reasons.push([body.reason, body.args])
    }
    // Each refusal carries its reason, so the wallet frame can say it in the visitor's language.
    expect(reasons).toEqual([
      ['codeWrong', [4]],
      ['codeWrong', [3]],
      ['codeWrong', [2]],
      ['codeWrong', [1]],
      ['codeLocked', []],
    ])
    expect(answers.slice(0, 4)).toEqual([
      'Wrong code: 4 attempts left',
      'Wrong code: 3 attempts left',
      'Wrong code: 2 attempts left',
      'Wrong code: 1 attempt left',
    ])
    expect(answers[4]).toMatch(/no longer works/)
    const afterLock = await verify(brute, right)
    expect(afterLock.status).toBe(401)
  })

  it('refuses a new code within 30 s of the last, with the wait in seconds', async () => {
    const email = fresh()
    expect((await start(email)).status).toBe(200)
    const again = await start(email)
    expect(again.status).toBe(429)
    expect((await again.json()).error).toMatch(/^Please try again after (30|29|28) seconds$/)
  })

  it('limits code attempts per address, whatever the codes', async () => {
    const email = fresh()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await verify(email, '123456')).status)
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it("strangers' browsers spend their own shared budget, never the owner's approved browser's", async () => {
    const owner = await login()
    expect((await putWallet(owner.token, await makeWallet())).status).toBe(200)
    // Browsers the account never approved, with no access to the mailbox, hammer the address from
    // elsewhere (their own address, as the proxy forwards it).
    const stranger = (path: string, body: object) =>
      site.call(
        'POST',
        path,
        { projectId: 'latch-demo', email: owner.email, deviceId: deviceId(), ...body },
        {
          'x-forwarded-for': '203.0.113.66',
        },
      )
    // (The owner's own first login, before any browser was approved, counted in the shared budget.)
    const starts: number[] = []
    for (let i = 0; i < 6; i++)
      starts.push((await stranger(AUTH_PATHS.startEmail, { devicePublicKey: await publicKey() })).status)
    expect(starts).toEqual([200, 200, 200, 200, 200, 429])
    const verifies: number[] = []
    const sessionPublicKey = (await newSessionKey()).publicKey
    for (let i = 0; i < 21; i++)
      verifies.push((await stranger(AUTH_PATHS.verifyEmail, { otp: '123456', sessionPublicKey })).status)
    // (The owner's first code, before any browser was approved, counted in the shared budget too.)
    expect(verifies.slice(0, 19).every((s) => s === 403)).toBe(true)
    expect(verifies.slice(19)).toEqual([429, 429])
    // The owner's approved browser still gets a code and logs in (once the 30 s after its own last
    // code have passed: the test moves that code back in time).
    await site.db
      .update(authCodes)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(authCodes.email, owner.email))
    const again = await start(owner.email, owner.device)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ action: 'VERIFY_OTP' })
    const session = await verify(owner.email, await site.code(owner.email), owner.device)
    expect(session.status).toBe(200)
  })

  it('counts per-IP limits by the visitor behind the trusted proxy, not by the proxy', async () => {
    const sessionPublicKey = (await newSessionKey()).publicKey
    const from = (ip: string) => (n: number) =>
      site.call(
        'POST',
        AUTH_PATHS.verifyEmail,
        {
          projectId: 'latch-demo',
          email: `ip-${n}-${Date.now()}@example.com`,
          otp: '123456',
          deviceId: deviceId(),
          sessionPublicKey,
        },
        { 'x-forwarded-for': ip },
      )
    const a = from('198.51.100.1')
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await a(i)).status)
    expect(statuses.slice(0, 60).every((s) => s !== 429)).toBe(true)
    expect(statuses[60]).toBe(429)
    // Another visitor behind the same proxy has a budget of their own.
    expect((await from('198.51.100.2')(0)).status).not.toBe(429)
  })

  it("gives a session its own account's share only; a share moved to another account does not open", async () => {
    const a = await login()
    const b = await login()
    const wa = await makeWallet()
    const wb = await makeWallet()
    for (const [who, w] of [
      [a, wa],
      [b, wb],
    ] as const) {
      await putWallet(who.token, w)
    }
    const asA = (await (await site.call('GET', AUTH_PATHS.authShare, undefined, bearer(a.token))).json()) as {
      authShare: string
    }
    expect(asA.authShare).toBe(b64(wa.auth))
    expect(asA.authShare).not.toBe(b64(wb.auth))
    // Even a database write cannot hand A's session B's share: the seal is bound to its account.
    const rows = await site.db.select().from(authShares)
    const [aUser] = await site.db.select().from(authEmails).where(eq(authEmails.email, a.email))
    const [bUser] = await site.db.select().from(authEmails).where(eq(authEmails.email, b.email))
    const bSealed = rows.find((r) => r.userId === bUser!.userId && r.kind === 'auth')!.sealed
    await site.db
      .update(authShares)
      .set({ sealed: bSealed })
      .where(and(eq(authShares.userId, aUser!.userId), eq(authShares.kind, 'auth')))
    const moved = await site.call('GET', AUTH_PATHS.authShare, undefined, bearer(a.token))
    expect(moved.status).toBe(500)
    expect(JSON.stringify(await moved.json())).not.toContain(b64(wb.auth))
    // A signed-out token reads nothing.
    await site.call('POST', AUTH_PATHS.signOut, {}, bearer(b.token))
    expect((await site.call('GET', AUTH_PATHS.authShare, undefined, bearer(b.token))).status).toBe(401)
  })

  it('a dump of every table, even opened with the server key, rebuilds no wallet', async () => {
    const wallets = []
    for (let i = 0; i < 3; i++) {
      const { token } = await login()
      const w = await makeWallet()
      wallets.push(w)
      await putWallet(token, w)
    }
    const keys = deriveKeys(site.config.embeddedWallet!.secretKey)
    const rows = await site.db.select().from(authShares)
    // (The row the previous test moved between accounts no longer opens: skipped.)
    const opened = rows.flatMap((r) => {
      try {
        return [unb64(open(keys, r.sealed, `${r.userId}:${r.kind}:${r.splitId}`))]
      } catch {
        return []
      }
    })
    // Every pair of everything the server holds, combined, and every value alone as a key.
    const addresses = new Set<string>(wallets.map((w) => w.address))
    const tried: string[] = []
    for (const x of opened) {
      if (x.length >= 32) tried.push(evmAccountOf(x.slice(0, 32)).address)
      for (const y of opened) {
        if (x === y || x.length !== y.length) continue
        const seed = await combine([x, y]).catch(() => undefined)
        if (seed?.length === 32) tried.push(evmAccountOf(seed).address)
      }
    }
    expect(tried.length).toBeGreaterThan(10)
    expect(tried.filter((t) => addresses.has(t))).toEqual([])
    // The codes table holds hashes only: no 6-digit code in clear.
    const codes = await site.db.select().from(authCodes)
    expect(codes.every((c) => !/^\d{6}$/.test(c.codeHash))).toBe(true)
  })

  it('refuses calls that do not come from the frame, and serves the frame only to allowed ancestors', async () => {
    const email = fresh()
    const forged = await site.call(
      'POST',
      AUTH_PATHS.startEmail,
      { projectId: 'latch-demo', email, deviceId: deviceId(), devicePublicKey: await publicKey() },
      { origin: 'http://evil.example' },
    )
    expect(forged.status).toBe(403)
    const page = await fetch(`${site.origin}${AUTH_PATHS.frame}?projectId=latch-demo`)
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173')
    const unknown = await fetch(`${site.origin}${AUTH_PATHS.frame}?projectId=nope`)
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const check = await fetch(`${site.origin}${AUTH_PATHS.originCheck}?projectId=latch-demo`, {
      headers: { origin: 'http://evil.example' },
    })
    expect(await check.json()).toEqual({ allowed: false })
  })

  it('keys accounts by one form of the address and refuses quoted or markup addresses', async () => {
    for (const bad of ['"x"@example.com', 'a@<script>.com', '<b>a</b>@example.com', 'ada@[127.0.0.1]']) {
      const res = await start(bad)
      expect(res.status, bad).toBe(400)
    }
    const n = Date.now()
    const first = await login(`Ada.${n}@Example.COM`)
    expect(first.email).toBe(`ada.${n}@example.com`)
    const w = await makeWallet()
    expect((await putWallet(first.token, w)).status).toBe(200)
    // The same address spelled otherwise is the same address: its code was mailed seconds ago.
    const again = await start(` ada.${n}@EXAMPLE.com `, first.device)
    expect(again.status).toBe(429)
    expect(await again.json()).toMatchObject({ reason: 'retryAfter' })
    expect(
      await site.db
        .select()
        .from(authEmails)
        .where(eq(authEmails.email, `ada.${n}@example.com`)),
    ).toHaveLength(1)
    const idn = await login(`ada.${n}@Bücher.example`)
    expect(idn.email).toBe(`ada.${n}@xn--bcher-kva.example`)
  })
})
