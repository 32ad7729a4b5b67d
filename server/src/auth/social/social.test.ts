import { randomBytes } from 'node:crypto'
import { type IdentityProvider, standInSocialConfig, startIdentityProvider } from '@latch/devnet/identity'
import { DEMO_ORIGINS } from '@latch/devnet/server-config'
import {
  AUTH_PATHS,
  newSessionKey,
  type SocialLoginProvider,
  type SocialResultMessage,
  type SocialSessionResponse,
} from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authClient, makeWallet, newDeviceId, newPublicKey, type TestSite } from '../../test/auth-client.ts'
import { DRIVERS, startTestSecureSite, testConfig } from '../../test/harness.ts'
import { sha256 } from '../crypto.ts'
import { authEmails, authIdentities, authSocialLogins } from '../tables.ts'

const OPENER = new URL(DEMO_ORIGINS[0]!).origin
const token43 = () => randomBytes(32).toString('base64url')

/** A browser at the identity provider: follows redirects by hand, keeping the provider's cookies. */
function providerBrowser() {
  const jar = new Map<string, string>()
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return res
  }
  /** Follows redirects from `url` until `stop` says a URL is where to stop; returns that URL or the last answer. */
  const follow = async (url: string, stop: (u: string) => boolean, init?: RequestInit) => {
    let res = await send(url, init)
    let at = url
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      at = new URL(res.headers.get('location')!, at).href
      if (stop(at)) return { at, res: undefined }
      res = await send(at)
    }
    return { at, res }
  }
  return { send, follow }
}

describe.each(DRIVERS())('social login (SPEC §4) on %s', (_, driver) => {
  let idp: IdentityProvider
  let site: TestSite
  beforeAll(async () => {
    idp = await startIdentityProvider({
      port: 0,
      anyLoopbackSite: true,
    })
    const base = testConfig()
    site = await startTestSecureSite(driver, {
      embeddedWallet: { ...base.embeddedWallet!, social: standInSocialConfig(idp.issuer) },
      projects: [...base.projects, { id: 'only-github', origins: [...DEMO_ORIGINS], socials: ['github'] }],
    })
  })
  afterAll(async () => {
    await site.stop()
    await idp.stop()
  })
  const { fresh, login, get, putWallet, bearer } = authClient(() => site)
  const post = (path: string, body: unknown) => site.call('POST', path, body)

  /**
   * A pop-up's journey: the frame starts the login, the visitor signs in as `identity` at the provider
   * (or denies), and the provider sends the pop-up back to the callback page, whose posted message is
   * returned with the attempt's secrets.
   */
  async function popUp(
    provider: SocialLoginProvider,
    identity: { email: string; verified?: boolean } | 'deny',
    device = newDeviceId(),
    returnTo?: string,
    /** A signed-in visitor's session: the attempt adds the provider to their account. */
    linkToken?: string,
    /** Runs once the attempt started, before the provider answers (someone who learned the state). */
    meanwhile?: (state: string) => Promise<void>,
  ) {
    const binding = token43()
    const start = await site.call(
      'POST',
      linkToken ? AUTH_PATHS.socialLinkStart : AUTH_PATHS.socialStart,
      {
        projectId: 'latch-demo',
        provider,
        deviceId: device,
        binding,
        openerOrigin: OPENER,
        ...(returnTo ? { returnTo } : {}),
      },
      linkToken ? bearer(linkToken) : undefined,
    )
    expect(start.status).toBe(200)
    const { url, state } = (await start.json()) as { url: string; state: string }
    await meanwhile?.(state)
    const browser = providerBrowser()
    const callback = `${site.origin}${AUTH_PATHS.socialCallback}`
    const atCallback = (u: string) => u.startsWith(callback)
    const signIn = await browser.follow(url, atCallback)
    expect(signIn.res?.status).toBe(200)
    const form =
      identity === 'deny'
        ? new URLSearchParams({ action: 'deny' })
        : new URLSearchParams({
            email: identity.email,
            ...(identity.verified === false ? {} : { verified: 'on' }),
            action: 'sign-in',
          })
    const back = await browser.follow(signIn.at, atCallback, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    let page: Response
    if (back.res) {
      // Apple answers with a form the browser posts to the callback from the provider's origin.
      const answer = await back.res.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(answer)?.[1]
      const fields = [...answer.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)]
      expect(action).toBe(callback)
      page = await fetch(action!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: idp.issuer },
        body: new URLSearchParams(fields.map((f) => [f[1]!, f[2]!])).toString(),
      })
    } else {
      expect(back.at).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/social\/callback\?/)
      page = await fetch(back.at)
    }
    const html = await page.text()
    return {
      page,
      html,
      message: postedMessage(html),
      state,
      binding,
      device,
      callbackUrl: back.at,
      formPosted: Boolean(back.res),
    }
  }

  /** What the callback page posts to its opener, and to which origin. */
  const postedMessage = (html: string) => {
    const m = /const r=(\{.*?\});if\(window\.opener/.exec(html)
    return m ? (JSON.parse(m[1]!) as { message: SocialResultMessage; origin: string }) : undefined
  }

  const redeem = async (
    run: { message?: { message: SocialResultMessage }; binding: string; device: string },
    over: Record<string, string> = {},
  ) => {
    const result = run.message && 'result' in run.message.message ? run.message.message.result : ''
    const res = await post(AUTH_PATHS.socialVerify, {
      projectId: 'latch-demo',
      result,
      binding: run.binding,
      deviceId: run.device,
      sessionPublicKey: await newPublicKey(),
      devicePublicKey: await newPublicKey(),
      ...over,
    })
    return { status: res.status, body: (await res.json()) as SocialSessionResponse & { error?: string } }
  }
  /** Redeems a result as the frame does, with a session key later calls prove, as `redeem` otherwise. */
  const redeemWithKey = async (run: {
    message?: { message: SocialResultMessage }
    binding: string
    device: string
  }) => {
    const { keyPair, publicKey } = await newSessionKey()
    const session = await redeem(run, { sessionPublicKey: publicKey })
    if ('token' in session.body) site.sessionKeys.set(session.body.token, keyPair.privateKey)
    return session
  }

  it('logs in through an OpenID Connect provider (Google) and posts the result only to the opener that started it', async () => {
    const email = fresh()
    const run = await popUp('google', { email })
    expect(run.page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    expect(run.message).toEqual({
      origin: OPENER,
      message: {
        type: 'latch:social-result',
        state: run.state,
        result: expect.stringMatching(/^[\w-]{43}$/),
      },
    })
    const session = await redeem(run)
    expect(session).toEqual({
      status: 200,
      body: {
        token: expect.any(String),
        email,
        address: null,
        social: { provider: 'google', username: email.split('@')[0] },
      },
    })
    // Nothing of the provider's tokens is kept: the attempt's row holds the identity only.
    const [row] = await site.db
      .select()
      .from(authSocialLogins)
      .where(eq(authSocialLogins.stateHash, sha256(run.state)))
    expect(JSON.stringify(row)).not.toMatch(/access_token|id_token|eyJ/)
  })

  it('logs in through Apple, whose answer is a form posted from its own origin', async () => {
    const email = fresh()
    const run = await popUp('apple', { email })
    expect(run.formPosted).toBe(true)
    expect(run.message?.message).toMatchObject({ type: 'latch:social-result', state: run.state })
    expect(await redeem(run)).toMatchObject({ status: 200, body: { email, social: { provider: 'apple' } } })
  })

  it('reads the OAuth 2 providers in their own shapes: GitHub, Discord, X (HTTP Basic), Facebook', async () => {
    const email = fresh()
    const github = await redeem(await popUp('github', { email }))
    expect(github.body).toMatchObject({
      email,
      social: { provider: 'github', username: email.split('@')[0] },
    })
    const discord = await redeem(await popUp('discord', { email: fresh() }))
    expect(discord.body).toMatchObject({ social: { provider: 'discord' } })
    // X shares no email: the account has none.
    const x = await redeem(await popUp('x', { email: fresh() }))
    expect(x.body).toMatchObject({ email: null, social: { provider: 'x' } })
    const facebook = await redeem(await popUp('facebook', { email: fresh() }))
    expect(facebook.status).toBe(200)
  })

  it('an account a provider without an email reached (X) has a session of its own: GET me answers email null', async () => {
    const x = await redeemWithKey(await popUp('x', { email: fresh() }))
    expect(x.body).toMatchObject({ email: null, address: null })
    const token = 'token' in x.body ? x.body.token : ''
    expect(await get(AUTH_PATHS.me, token)).toEqual({ email: null, address: null })
  })

  it('a new browser: approved by the mailed link when the account has an email, else on to the recovery code', async () => {
    const email = fresh()
    const github = await redeemWithKey(await popUp('github', { email }))
    const wallet = await makeWallet()
    expect((await putWallet('token' in github.body ? github.body.token : '', wallet)).status).toBe(200)
    expect((await redeem(await popUp('github', { email }))).body).toEqual({ action: 'VERIFY_DEVICE', email })
    // X gave no email: no mailbox to approve from; the provider's login opens a session, and the
    // wallet, with no share on this browser, asks for its recovery code.
    const xEmail = fresh()
    const x = await redeemWithKey(await popUp('x', { email: xEmail }))
    const xWallet = await makeWallet()
    expect((await putWallet('token' in x.body ? x.body.token : '', xWallet)).status).toBe(200)
    expect((await redeem(await popUp('x', { email: xEmail }))).body).toMatchObject({
      token: expect.any(String),
      email: null,
      address: xWallet.address.toLowerCase(),
    })
  })

  it('ProfileWallets: lists the methods, adds a provider to the signed-in account, never one that opens another, and never removes the last', async () => {
    const a = await login()
    expect(await get(AUTH_PATHS.methods, a.token)).toEqual({ methods: [{ kind: 'email', email: a.email }] })
    const handle = fresh()
    const run = await popUp('github', { email: handle, verified: false }, a.device, undefined, a.token)
    const linkBody = (r: typeof run) => ({
      projectId: 'latch-demo',
      result: r.message && 'result' in r.message.message ? r.message.message.result : '',
      binding: r.binding,
      deviceId: r.device,
    })
    // A link's result opens no session; it joins the account that started it, with that session only.
    expect((await redeem(run)).status).toBe(401)
    const again = await popUp('github', { email: handle, verified: false }, a.device, undefined, a.token)
    const linked = await site.call('POST', AUTH_PATHS.socialLink, linkBody(again), bearer(a.token))
    expect(await linked.json()).toEqual({
      methods: [
        { kind: 'email', email: a.email },
        { kind: 'social', provider: 'github', username: handle.split('@')[0], email: handle },
      ],
    })
    // GitHub now logs in to the same account.
    const viaGithub = await redeemWithKey(await popUp('github', { email: handle, verified: false }))
    expect(viaGithub.body).toMatchObject({ email: a.email, social: { provider: 'github' } })
    // Another account cannot take that GitHub identity.
    const b = await login()
    const taken = await popUp('github', { email: handle, verified: false }, b.device, undefined, b.token)
    const refused = await site.call('POST', AUTH_PATHS.socialLink, linkBody(taken), bearer(b.token))
    expect(refused.status).toBe(409)
    // A login's result does not link, and a link started from another browser is refused.
    const plain = await popUp('github', { email: fresh() })
    expect((await site.call('POST', AUTH_PATHS.socialLink, linkBody(plain), bearer(b.token))).status).toBe(
      401,
    )
    expect(
      (
        await site.call(
          'POST',
          AUTH_PATHS.socialLinkStart,
          {
            projectId: 'latch-demo',
            provider: 'github',
            deviceId: newDeviceId(),
            binding: token43(),
            openerOrigin: OPENER,
          },
          bearer(b.token),
        )
      ).status,
    ).toBe(403)
    // Removing: GitHub goes; the email, now the last, stays.
    const remove = (body: unknown) => site.call('POST', AUTH_PATHS.removeMethod, body, bearer(a.token))
    expect(await (await remove({ kind: 'social', provider: 'github' })).json()).toEqual({
      methods: [{ kind: 'email', email: a.email }],
    })
    const last = await remove({ kind: 'email' })
    expect(last.status).toBe(409)
    expect(await last.json()).toMatchObject({ error: expect.stringMatching(/only way to log in/) })
    expect((await remove({ kind: 'social', provider: 'myspace' })).status).toBe(400)
    // Without a session, nothing.
    expect((await site.call('GET', AUTH_PATHS.methods)).status).toBe(401)
  })

  it('an account without an email gains the verified email of a provider it adds', async () => {
    const first = await popUp('x', { email: fresh() })
    const x = await redeemWithKey(first)
    const token = 'token' in x.body ? x.body.token : ''
    expect(await get(AUTH_PATHS.methods, token)).toMatchObject({
      methods: [{ kind: 'social', provider: 'x' }],
    })
    const email = fresh()
    const google = await popUp('google', { email }, first.device, undefined, token)
    const linked = await site.call(
      'POST',
      AUTH_PATHS.socialLink,
      {
        projectId: 'latch-demo',
        result: google.message && 'result' in google.message.message ? google.message.message.result : '',
        binding: google.binding,
        deviceId: google.device,
      },
      bearer(token),
    )
    expect(((await linked.json()) as { methods: unknown[] }).methods[0]).toEqual({ kind: 'email', email })
    // Email login now reaches the same account.
    expect(await get(AUTH_PATHS.me, token)).toEqual({ email, address: null })
  })

  it('a full-page login (no pop-up) goes back to the app page it named, the result in its fragment', async () => {
    const page = `${OPENER}/shop?item=3#basket`
    const run = await popUp('github', { email: fresh() }, newDeviceId(), page)
    const back = /"back":"([^"]+)"/.exec(run.html)?.[1]
    expect(back).toMatch(new RegExp(`^${OPENER}/shop\\?item=3#latch-social=`))
    const message = JSON.parse(decodeURIComponent(back!.split('#latch-social=')[1]!)) as SocialResultMessage
    expect(message).toEqual({ type: 'latch:social-result', state: run.state, result: expect.any(String) })
    expect((await redeem({ ...run, message: { message } })).status).toBe(200)
    // Never back to a page of another origin.
    const elsewhere = await post(AUTH_PATHS.socialStart, {
      projectId: 'latch-demo',
      provider: 'github',
      deviceId: newDeviceId(),
      binding: token43(),
      openerOrigin: OPENER,
      returnTo: 'https://evil.example/steal',
    })
    expect(elsewhere.status).toBe(403)
  })

  it('one account: the same verified email by email login and by a provider, the same provider identity again', async () => {
    const a = await login()
    const run = await popUp('github', { email: a.email })
    expect((await redeem(run)).status).toBe(200)
    const [byEmail] = await site.db.select().from(authEmails).where(eq(authEmails.email, a.email))
    const identities = await site.db
      .select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, byEmail!.userId))
    expect(identities.map((i) => i.provider)).toEqual(['github'])
    // The same GitHub account again reaches the same account, whatever email it shows now.
    expect((await redeem(await popUp('github', { email: a.email }))).status).toBe(200)
    expect(
      await site.db.select().from(authIdentities).where(eq(authIdentities.userId, byEmail!.userId)),
    ).toHaveLength(1)
  })

  it('an unverified provider email never joins an email account', async () => {
    const a = await login()
    const session = await redeem(await popUp('google', { email: a.email, verified: false }))
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ email: null })
    const [byEmail] = await site.db.select().from(authEmails).where(eq(authEmails.email, a.email))
    const [google] = await site.db.select().from(authIdentities).where(eq(authIdentities.email, a.email))
    expect(google?.userId).toBeDefined()
    expect(google?.userId).not.toBe(byEmail!.userId)
  })

  it('a denied consent reaches the opener with the provider’s reason', async () => {
    const run = await popUp('google', 'deny')
    expect(run.message?.message).toEqual({
      type: 'latch:social-result',
      state: run.state,
      error: 'The test identity denied access',
    })
  })

  it('refuses a replayed result, a replayed callback, another binding, another browser and a forged row', async () => {
    const run = await popUp('google', { email: fresh() })
    // Another frame's secret, or the same result from another browser: refused, and the result is spent.
    expect((await redeem(run, { binding: token43() })).status).toBe(401)
    const again = await popUp('google', { email: fresh() })
    expect((await redeem(again, { deviceId: newDeviceId() })).status).toBe(401)
    const third = await popUp('google', { email: fresh() })
    expect((await redeem(third)).status).toBe(200)
    expect(await redeem(third)).toMatchObject({
      status: 401,
      body: { error: expect.stringMatching(/expired or was already used/) },
    })
    // The provider's redirect again (the code and the state a second time): the state was used.
    const replay = await fetch(third.callbackUrl)
    expect(replay.status).toBe(400)
    expect(postedMessage(await replay.text())).toBeUndefined()
    // The database as the attacker: a result row written without the server key opens nothing.
    const forged = await popUp('google', { email: fresh() })
    const result = token43()
    await site.db
      .update(authSocialLogins)
      .set({ resultHash: sha256(result), email: 'victim@example.com', emailVerified: true })
      .where(eq(authSocialLogins.stateHash, sha256(forged.state)))
    expect(
      (await redeem({ ...forged, message: { message: { type: 'latch:social-result', state: '', result } } }))
        .status,
    ).toBe(401)
  })

  it('someone who learned a pending state cannot end the attempt: a made-up code or error claims nothing', async () => {
    const callback = `${site.origin}${AUTH_PATHS.socialCallback}`
    const run = await popUp('google', { email: fresh() }, undefined, undefined, undefined, async (state) => {
      const forgedCode = await fetch(`${callback}?${new URLSearchParams({ state, code: token43() })}`)
      expect(postedMessage(await forgedCode.text())?.message).toMatchObject({ error: 'socialFailed' })
      const forgedError = await fetch(`${callback}?${new URLSearchParams({ state, error: 'access_denied' })}`)
      expect(postedMessage(await forgedError.text())?.message).toMatchObject({ error: 'access_denied' })
    })
    // The provider's real answer still completes the attempt, once.
    expect(run.message?.message).toMatchObject({ state: run.state, result: expect.any(String) })
    expect((await redeem(run)).status).toBe(200)
  })

  it('lists the providers a project offers: those the server configures, narrowed by the project’s list', async () => {
    const answer = await site.call('GET', `${AUTH_PATHS.socialProviders}?projectId=latch-demo`)
    // The host page reads it, from its own origin.
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    // Served on 127.0.0.1, an IP address, it offers no passkeys (WebAuthn needs a name).
    expect(await answer.json()).toEqual({
      providers: ['google', 'x', 'discord', 'github', 'apple', 'facebook'],
      passkeys: false,
    })
    expect((await site.call('GET', `${AUTH_PATHS.socialProviders}?projectId=nope`)).status).toBe(401)
    const narrowed = await site.call('GET', `${AUTH_PATHS.socialProviders}?projectId=only-github`)
    expect(await narrowed.json()).toEqual({ providers: ['github'], passkeys: false })
    // A provider the server has but the project does not list is refused for it.
    const body = {
      projectId: 'only-github',
      deviceId: newDeviceId(),
      binding: token43(),
      openerOrigin: OPENER,
    }
    expect(await post(AUTH_PATHS.socialStart, { ...body, provider: 'google' })).toMatchObject({ status: 403 })
    expect((await post(AUTH_PATHS.socialStart, { ...body, provider: 'github' })).status).toBe(200)
  })

  it('refuses a provider the project does not offer and an opener that is not one of its origins', async () => {
    const body = { projectId: 'latch-demo', provider: 'google', deviceId: newDeviceId(), binding: token43() }
    const foreign = await post(AUTH_PATHS.socialStart, { ...body, openerOrigin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    const unknown = await post(AUTH_PATHS.socialStart, { ...body, provider: 'myspace', openerOrigin: OPENER })
    expect(unknown.status).toBe(400)
  })
})
