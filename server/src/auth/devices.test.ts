import { evmAccountOf } from '@latch/frame/derive'
import { splitForDevice } from '@latch/frame/keys'
import { AUTH_PATHS, type DevicesResponse } from '@latch/protocol/embedded'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, b64, makeWallet, newDeviceId, newPublicKey, type TestSite } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { sha256 } from './crypto.ts'
import { authDevices, authShares } from './tables.ts'

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

describe.each(DRIVERS())("a wallet's browsers on %s", (_, driver) => {
  let site: TestSite
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())
  const { fresh, start, verify, login, bearer, putWallet, get, replaceShare } = authClient(() => site)
  const post = (path: string, body: unknown, token?: string) =>
    site.call('POST', path, body, token ? bearer(token) : {})
  const linkToken = (to: string) =>
    /[?&]token=([\w-]{43})/.exec(
      site.mail
        .messages()
        .filter((m) => m.to.includes(to) && /approve/i.test(m.subject))
        .at(-1)?.text ?? '',
    )?.[1] ?? ''

  /** Adds a browser to the account through the mailed link; `from` hands its split over. */
  const addBrowser = async (email: string, from?: string) => {
    const device = newDeviceId()
    await site.call(
      'POST',
      AUTH_PATHS.startEmail,
      {
        projectId: 'latch-demo',
        email,
        deviceId: device,
        devicePublicKey: await newPublicKey(),
      },
      { 'user-agent': MAC_SAFARI },
    )
    const handover = from
      ? { handover: b64(crypto.getRandomValues(new Uint8Array(120))), fromDeviceId: from }
      : {}
    expect((await post(AUTH_PATHS.approveDevice, { token: linkToken(email), ...handover })).status).toBe(200)
    const s = await verify(email, await site.code(email), device)
    return { device, token: ((await s.json()) as { token: string }).token }
  }

  it('lists them with names, and revoking one ends its session and the share only it used', async () => {
    const owner = await login(fresh())
    const wallet = await makeWallet()
    expect((await putWallet(owner.token, wallet)).status).toBe(200)
    const sharing = await addBrowser(owner.email, owner.device)
    const own = await addBrowser(owner.email)
    // The third browser recovered and has a split of its own.
    const split = await splitForDevice(wallet.seed)
    const authShare = b64(split.auth)
    const { res } = await replaceShare(own.token, {
      address: wallet.address,
      authShare,
      privateKey: evmAccountOf(wallet.seed).privateKey,
    })
    expect(res.status).toBe(200)

    const { devices } = await get<DevicesResponse>(AUTH_PATHS.devices, owner.token)
    expect(devices).toHaveLength(3)
    expect(devices.filter((d) => d.current).map((d) => d.id)).toEqual([sha256(owner.device)])
    expect(devices.find((d) => d.id === sha256(own.device))).toMatchObject({ browser: 'Safari', os: 'macOS' })
    expect(devices.every((d) => !Number.isNaN(Date.parse(d.approvedAt)))).toBe(true)

    // Not itself: that is signing out.
    expect((await post(AUTH_PATHS.revokeDevice, { id: sha256(owner.device) }, owner.token)).status).toBe(400)
    // The browser sharing the owner's split: its session ends, the owner's share stays.
    const one = await post(AUTH_PATHS.revokeDevice, { id: sha256(sharing.device) }, owner.token)
    expect(await one.json()).toEqual({ revoked: 1 })
    expect((await site.call('GET', AUTH_PATHS.me, undefined, bearer(sharing.token))).status).toBe(401)
    expect((await get<{ authShare: string }>(AUTH_PATHS.authShare, owner.token)).authShare).toBe(
      b64(wallet.auth),
    )
    // It must be approved again to log in.
    expect((await start(owner.email, sharing.device)).status).toBe(200)
    expect((await verify(owner.email, '000000', sharing.device)).status).toBe(403)

    // Everywhere else: the recovered browser's session ends and its own split's share is gone.
    const [ownRow] = await site.db
      .select({ splitId: authDevices.splitId })
      .from(authDevices)
      .where(eq(authDevices.deviceHash, sha256(own.device)))
    const others = await post(AUTH_PATHS.revokeDevice, { others: true }, owner.token)
    expect(await others.json()).toEqual({ revoked: 1 })
    expect((await site.call('GET', AUTH_PATHS.authShare, undefined, bearer(own.token))).status).toBe(401)
    const left = await site.db
      .select()
      .from(authShares)
      .where(and(eq(authShares.kind, 'auth'), eq(authShares.splitId, ownRow!.splitId!)))
    expect(left).toEqual([])
    expect((await get<DevicesResponse>(AUTH_PATHS.devices, owner.token)).devices.map((d) => d.id)).toEqual([
      sha256(owner.device),
    ])
    // The owner's own browser still opens the wallet.
    expect((await get<{ authShare: string }>(AUTH_PATHS.authShare, owner.token)).authShare).toBe(
      b64(wallet.auth),
    )
    // Another account's browser cannot be named.
    expect((await post(AUTH_PATHS.revokeDevice, { id: sha256(newDeviceId()) }, owner.token)).status).toBe(404)
  })
})
