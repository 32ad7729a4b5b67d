import { evmAccountOf } from '@latch/frame/derive'
import { openUserShare, splitForDevice } from '@latch/frame/keys'
import { AUTH_PATHS } from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { combine } from 'shamir-secret-sharing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, b64, makeWallet, newDeviceId, type TestSite, unb64 } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { sha256 } from './crypto.ts'
import { authDevices } from './tables.ts'

type Share = { address: string; authShare: string | null; handover: string | null }

describe.each(DRIVERS())('a new browser for an account with a wallet (VERIFY_DEVICE) on %s', (_, driver) => {
  let site: TestSite
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { fresh, start, verify, login, bearer, putWallet, get, replaceShare, shareNonce } = authClient(
    () => site,
  )
  const post = (path: string, body: unknown) => site.call('POST', path, body)
  /** The token of the newest approval link mailed to an address. */
  const linkToken = (to: string) => {
    const mail = site.mail
      .messages()
      .filter((m) => m.to.includes(to) && m.text.includes(AUTH_PATHS.approveDevice))
      .at(-1)
    const token = mail && /[?&]token=([\w-]{43})/.exec(mail.text)?.[1]
    if (!token) throw new Error(`No approval link mailed to ${to}`)
    return token
  }
  const status = async (email: string, deviceId: string) =>
    (await (await post(AUTH_PATHS.deviceStatus, { projectId: 'latch-demo', email, deviceId })).json()) as {
      approved: boolean
    }
  /** An account with a wallet made on its first browser. */
  const account = async () => {
    const first = await login(fresh())
    const wallet = await makeWallet()
    expect((await putWallet(first.token, wallet)).status).toBe(200)
    return { ...first, wallet }
  }

  it("mails a single-use link before any code; the link page hands the first browser's share over", async () => {
    const a = await account()
    const second = newDeviceId()
    const before = site.mail.messages().length
    expect(await (await start(a.email, second)).json()).toEqual({ action: 'VERIFY_DEVICE' })
    const mailed = site.mail.messages().slice(before)
    expect(mailed.map((m) => m.subject)).toEqual(['Approve a new browser for your wallet'])
    const token = linkToken(a.email)
    expect(mailed[0]!.text).toContain(`${site.origin}${AUTH_PATHS.approveDevice}?token=${token}`)
    expect(await status(a.email, second)).toEqual({ approved: false })
    // A code for the approved browser does not let the new one in.
    expect((await verify(a.email, '123456', second)).status).toBe(403)

    const request = await post(AUTH_PATHS.deviceRequest, { token })
    expect(await request.json()).toMatchObject({ email: a.email, address: a.wallet.address.toLowerCase() })
    const handover = b64(crypto.getRandomValues(new Uint8Array(120)))
    const approved = await post(AUTH_PATHS.approveDevice, { token, handover, fromDeviceId: a.device })
    expect(await approved.json()).toEqual({ handedOver: true })
    expect((await post(AUTH_PATHS.approveDevice, { token })).status).toBe(404)
    expect((await post(AUTH_PATHS.deviceRequest, { token })).status).toBe(404)
    expect(await status(a.email, second)).toEqual({ approved: true })

    // The code is mailed on approval, even within 30 s of the first browser's.
    const s = await verify(a.email, await site.code(a.email), second)
    const { token: session } = (await s.json()) as { token: string }
    const share = await get<Share>(AUTH_PATHS.authShare, session)
    expect(share).toEqual({
      address: a.wallet.address.toLowerCase(),
      authShare: b64(a.wallet.auth),
      handover,
    })
    // The handover is given once.
    expect((await get<Share>(AUTH_PATHS.authShare, session)).handover).toBeNull()
    const [row] = await site.db
      .select()
      .from(authDevices)
      .where(eq(authDevices.deviceHash, sha256(second)))
    expect(row).toMatchObject({ approvalHash: null, handover: null })
  })

  it('every mail names the app by its metadata name, in the login’s language; the code after approval too', async () => {
    const a = await account()
    const second = newDeviceId()
    const before = site.mail.messages().length
    await start(a.email, second, { appName: 'Latch Demo', locale: 'de' })
    await post(AUTH_PATHS.approveDevice, { token: linkToken(a.email) })
    const [link, code] = site.mail.messages().slice(before)
    expect(link!.subject).toBe('Neuen Browser für deine Wallet freigeben')
    expect(link!.text).toContain('bei Latch Demo in einem Browser anmelden')
    // The code mailed on approval has the wording of a first login's code, not one of its own.
    expect(code!.subject).toMatch(/^\d{6} ist dein Anmeldecode$/)
    expect(code!.text).toMatch(/^Dein Code für die Anmeldung bei Latch Demo lautet \d{6}\./)
    expect([link, code].some((m) => m!.text.includes('latch-demo'))).toBe(false)

    // A first login in English, with a name carrying line breaks and markup: plain text, one line.
    const email = fresh()
    await start(email, newDeviceId(), { appName: 'Evil\r\nBcc: x@example.com  <b>App</b>', locale: 'xx' })
    const mailed = site.mail.messages().at(-1)!
    expect(mailed.text).toMatch(/^Your code to log in to Evil Bcc: x@example\.com <b>App<\/b> is \d{6}\./)
    // Without a name: the locale's words for the app, never the project id.
    const plain = fresh()
    await start(plain, newDeviceId(), { locale: 'fr' })
    expect(site.mail.messages().at(-1)!.text).toMatch(
      /^Votre code pour vous connecter à l’application est \d{6}\./,
    )
  })

  it("a link opened where the wallet is not, or a handover from another account's browser, leaves the new browser to recover", async () => {
    const a = await account()
    const b = await account()
    const third = newDeviceId()
    await start(a.email, third)
    const handover = b64(crypto.getRandomValues(new Uint8Array(120)))
    const approved = await post(AUTH_PATHS.approveDevice, {
      token: linkToken(a.email),
      handover,
      fromDeviceId: b.device,
    })
    expect(await approved.json()).toEqual({ handedOver: false })
    const s = await verify(a.email, await site.code(a.email), third)
    const { token } = (await s.json()) as { token: string }
    expect(await get<Share>(AUTH_PATHS.authShare, token)).toEqual({
      address: a.wallet.address.toLowerCase(),
      authShare: null,
      handover: null,
    })

    // Recovery as the frame does it: the recovery code opens the user share, which combines with the
    // server's; then the browser gets a split of its own.
    const r = await get<{ recoveryShare: string; sealedRecoveryShare: string }>(AUTH_PATHS.recovery, token)
    const user = await openUserShare(unb64(r.sealedRecoveryShare), a.wallet.recoveryCode)
    const seed = await combine([unb64(r.recoveryShare), user])
    expect(seed).toEqual(a.wallet.seed)
    const own = await splitForDevice(seed)
    const authShare = b64(own.auth)
    const mineKey = evmAccountOf(seed).privateKey
    const wrong = await replaceShare(token, { address: b.wallet.address, authShare, privateKey: mineKey })
    expect(wrong.res.status).toBe(409)
    // A session alone cannot swap in a share: unsigned, or signed by any key but the wallet's, it is refused.
    const { nonce } = await shareNonce(token)
    const unsigned = await site.call(
      'PUT',
      AUTH_PATHS.authShare,
      { address: a.wallet.address, authShare, nonce },
      bearer(token),
    )
    expect(unsigned.status).toBe(400)
    const stranger = await replaceShare(token, {
      address: a.wallet.address,
      authShare,
      privateKey: evmAccountOf(b.wallet.seed).privateKey,
    })
    expect(stranger.res.status).toBe(403)
    // A signature over another share does not carry over to this one.
    const moved = await replaceShare(
      token,
      { address: a.wallet.address, authShare, privateKey: mineKey },
      { signedShare: b64((await splitForDevice(seed)).auth) },
    )
    expect(moved.res.status).toBe(403)
    const put = await replaceShare(token, { address: a.wallet.address, authShare, privateKey: mineKey })
    expect(put.res.status).toBe(200)
    // The signed replacement works once: sent again it is refused, and the browser stays on its new split.
    const replayed = await site.call('PUT', AUTH_PATHS.authShare, put.body, bearer(token))
    expect(replayed.status).toBe(403)
    expect(((await replayed.json()) as { error: string }).error).toMatch(/this browser, its split and nonce/)
    // Nor on another browser of the account, even one that asked for a nonce of its own.
    await shareNonce(a.token)
    expect((await site.call('PUT', AUTH_PATHS.authShare, put.body, bearer(a.token))).status).toBe(403)
    // A nonce works only until the browser asks for the next one.
    const early = await shareNonce(token)
    await shareNonce(token)
    const stale = await replaceShare(token, {
      address: a.wallet.address,
      authShare,
      privateKey: mineKey,
      nonce: early,
    })
    expect(stale.res.status).toBe(403)
    expect(((await stale.res.json()) as { error: string }).error).toMatch(/already used, expired/)
    const mine = await get<Share>(AUTH_PATHS.authShare, token)
    expect(await combine([own.device, unb64(mine.authShare!)])).toEqual(a.wallet.seed)
    // The first browser's split still works.
    const first = await get<Share>(AUTH_PATHS.authShare, a.token)
    expect(first.authShare).toBe(b64(a.wallet.auth))
  })

  it('refuses a link past 10 minutes and a second link within 30 s; the page is never framed', async () => {
    const a = await account()
    const device = newDeviceId()
    await start(a.email, device)
    const token = linkToken(a.email)
    const again = await start(a.email, device)
    expect(again.status).toBe(429)
    expect(((await again.json()) as { error: string }).error).toMatch(/^Please try again after \d+ seconds$/)
    await site.db
      .update(authDevices)
      .set({ approvalExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authDevices.deviceHash, sha256(device)))
    expect((await post(AUTH_PATHS.approveDevice, { token })).status).toBe(404)
    expect(await status(a.email, device)).toEqual({ approved: false })
    const page = await fetch(`${site.origin}${AUTH_PATHS.approveDevice}?token=${token}`)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    // Approving is a call from the wallet's own origin only.
    const forged = await site.call(
      'POST',
      AUTH_PATHS.approveDevice,
      { token },
      { origin: 'http://evil.example' },
    )
    expect(forged.status).toBe(403)
  })
})
