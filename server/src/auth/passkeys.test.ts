import { DEMO_ORIGINS } from '@latch/devnet/server-config'
import { accountOf } from '@latch/frame/derive'
import { openPasskeyShare, rebuildSeed, sealPasskeyShare, splitForPasskey } from '@latch/frame/keys'
import {
  AUTH_PATHS,
  type MethodsResponse,
  newSessionKey,
  PASSKEY_PRF_INPUT,
  type PasskeyLoginResponse,
  type PasskeyOptionsJSON,
  passkeyShareMessage,
  passkeySharesDigest,
} from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authClient,
  b64,
  makeWallet,
  newDeviceId,
  type TestSite,
  type TestWallet,
  unb64,
} from '../test/auth-client.ts'
import { softAuthenticator } from '../test/authenticator.ts'
import { DRIVERS, startTestSecureSite } from '../test/harness.ts'
import { passkeyRpId } from './passkeys.ts'
import { authPasskeys, authShares } from './tables.ts'

/** The page the wallet frame runs in: an origin of the demo project. */
const APP = new URL(DEMO_ORIGINS[0]!).origin

describe('passkeyRpId', () => {
  it('is the host name of an HTTPS origin or of localhost, never an IP address', () => {
    expect(passkeyRpId('https://wallet.example.com')).toBe('wallet.example.com')
    expect(passkeyRpId('http://localhost:8788')).toBe('localhost')
    expect(passkeyRpId('http://wallet.localhost:8788')).toBe('wallet.localhost')
    expect(passkeyRpId('http://127.0.0.1:8788')).toBeUndefined()
    expect(passkeyRpId('https://[::1]:8788')).toBeUndefined()
    expect(passkeyRpId('http://wallet.example.com')).toBeUndefined()
  })
})

describe.each(DRIVERS())('passkeys on %s', (_, driver) => {
  let site: TestSite
  const client = authClient(() => site)
  beforeAll(async () => {
    site = await startTestSecureSite(driver, {}, { byName: true })
  })
  afterAll(() => site?.stop())

  const post = (path: string, body: unknown, token?: string) =>
    site.call('POST', path, body, token ? client.bearer(token) : {})

  /** A signed-in visitor with a wallet, and their authenticator. */
  async function withWallet(): Promise<{ token: string; wallet: TestWallet; device: string }> {
    const session = await client.login()
    const wallet = await makeWallet()
    expect((await client.putWallet(session.token, wallet)).status).toBe(200)
    return { token: session.token, wallet, device: session.device }
  }

  /** What the frame sends to add a passkey: the credential, its split of the seed, the wallet's signature. */
  async function registration(
    token: string,
    wallet: TestWallet,
    authenticator: ReturnType<typeof softAuthenticator>,
    signer = accountOf(wallet.seed),
  ) {
    const res = await post(AUTH_PATHS.passkeyRegisterOptions, { appName: 'Latch demo' }, token)
    expect(res.status).toBe(200)
    const options = (await res.json()) as PasskeyOptionsJSON & { rp: { id: string; name: string } }
    const { credential, prf } = authenticator.create(options, PASSKEY_PRF_INPUT)
    const { server, passkey } = await splitForPasskey(wallet.seed)
    const passkeyShare = b64(server)
    const sealedPasskeyShare = b64(await sealPasskeyShare(passkey, prf))
    const signature = await signer.signMessage({
      message: passkeyShareMessage(
        wallet.address,
        credential.id,
        await passkeySharesDigest(passkeyShare, sealedPasskeyShare),
      ),
    })
    return {
      options,
      credential,
      body: { credential, address: wallet.address, passkeyShare, sealedPasskeyShare, signature },
    }
  }

  /** Logs in with a credential from a browser, as the frame does: the session and the split it gives. */
  async function login(
    authenticator: ReturnType<typeof softAuthenticator>,
    id: string,
    device = newDeviceId(),
  ) {
    const options = (await (
      await post(AUTH_PATHS.passkeyLoginOptions, { projectId: 'latch-demo', deviceId: device })
    ).json()) as PasskeyOptionsJSON
    const { credential, prf } = authenticator.get(options, id, PASSKEY_PRF_INPUT)
    const { keyPair, publicKey } = await newSessionKey()
    const body = { projectId: 'latch-demo', deviceId: device, sessionPublicKey: publicKey, credential }
    const res = await post(AUTH_PATHS.passkeyLogin, body)
    if (res.ok)
      site.sessionKeys.set(((await res.clone().json()) as { token: string }).token, keyPair.privateKey)
    return { res, prf, body }
  }

  it('is offered on a secure site reached by name', async () => {
    const answer = await site.call('GET', `${AUTH_PATHS.socialProviders}?projectId=latch-demo`)
    expect(((await answer.json()) as { passkeys: boolean }).passkeys).toBe(true)
  })

  it('adds a passkey with a split only the passkey opens; it logs in on a new browser, whose session works and whose split rebuilds the wallet', async () => {
    const { token, wallet } = await withWallet()
    const authenticator = softAuthenticator(site.origin, APP)
    const { options, body } = await registration(token, wallet, authenticator)
    expect(options.rp).toEqual({ id: 'localhost', name: 'Latch demo' })
    const added = await post(AUTH_PATHS.passkeyRegister, body, token)
    expect(added.status).toBe(200)
    const { methods } = (await added.json()) as MethodsResponse
    expect(methods.map((m) => m.kind)).toEqual(['email', 'passkey'])

    const { res, prf } = await login(authenticator, body.credential.id)
    expect(res.status).toBe(200)
    const s = (await res.json()) as PasskeyLoginResponse
    expect(s.address).toBe(wallet.address.toLowerCase())
    const mine = await openPasskeyShare(unb64(s.sealedPasskeyShare), prf)
    const seed = await rebuildSeed(unb64(s.passkeyShare), mine, s.address)
    expect(accountOf(seed).address).toBe(wallet.address)
    // The new browser's session opens the account (the passkey approved it).
    const me = await client.get<{ address: string }>(AUTH_PATHS.me, s.token)
    expect(me.address).toBe(wallet.address.toLowerCase())
    // Another passkey's PRF opens nothing.
    await expect(openPasskeyShare(unb64(s.sealedPasskeyShare), new Uint8Array(32))).rejects.toThrow()
    // The signature counter moved on.
    const [row] = await site.db
      .select()
      .from(authPasskeys)
      .where(eq(authPasskeys.credentialId, body.credential.id))
    expect(row?.counter).toBe(1)
    expect(row?.lastUsedAt).toBeInstanceOf(Date)
  })

  it('refuses shares the wallet did not sign, a used challenge, and a replayed assertion', async () => {
    const { token, wallet } = await withWallet()
    const authenticator = softAuthenticator(site.origin, APP)
    const stranger = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const forged = await registration(token, wallet, authenticator, stranger)
    expect((await post(AUTH_PATHS.passkeyRegister, forged.body, token)).status).toBe(403)

    const { body } = await registration(token, wallet, authenticator)
    expect((await post(AUTH_PATHS.passkeyRegister, body, token)).status).toBe(200)
    // The same registration again: its challenge is spent.
    const again = await post(AUTH_PATHS.passkeyRegister, body, token)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { reason?: string }).reason).toBe('passkeyFailed')

    const first = await login(authenticator, body.credential.id)
    expect(first.res.status).toBe(200)
    const replay = await post(AUTH_PATHS.passkeyLogin, first.body)
    expect(replay.status).toBe(401)
    // A challenge made for one browser does not log in another.
    const options = (await (
      await post(AUTH_PATHS.passkeyLoginOptions, { projectId: 'latch-demo', deviceId: newDeviceId() })
    ).json()) as PasskeyOptionsJSON
    const { credential } = authenticator.get(options, body.credential.id, PASSKEY_PRF_INPUT)
    const { publicKey } = await newSessionKey()
    const elsewhere = await post(AUTH_PATHS.passkeyLogin, {
      projectId: 'latch-demo',
      deviceId: newDeviceId(),
      sessionPublicKey: publicKey,
      credential,
    })
    expect(elsewhere.status).toBe(401)
    // Nor does an assertion made in a frame on a page outside the project.
    const framed = softAuthenticator(site.origin, 'https://attacker.example')
    const theirs = await registration(token, wallet, framed)
    expect((await post(AUTH_PATHS.passkeyRegister, theirs.body, token)).status).toBe(200)
    expect((await login(framed, theirs.body.credential.id)).res.status).toBe(401)
  })

  it('the database as the attacker: a passkey row written without the server key logs nobody in', async () => {
    const { token, wallet } = await withWallet()
    const victim = softAuthenticator(site.origin, APP)
    const { body } = await registration(token, wallet, victim)
    expect((await post(AUTH_PATHS.passkeyRegister, body, token)).status).toBe(200)
    const [real] = await site.db
      .select()
      .from(authPasskeys)
      .where(eq(authPasskeys.credentialId, body.credential.id))

    // The attacker's own credential, registered to their own account, then moved to the victim's by
    // rewriting the row: its HMAC no longer holds.
    const attacker = await withWallet()
    const theirs = softAuthenticator(site.origin, APP)
    const own = await registration(attacker.token, attacker.wallet, theirs)
    expect((await post(AUTH_PATHS.passkeyRegister, own.body, attacker.token)).status).toBe(200)
    await site.db
      .update(authPasskeys)
      .set({ userId: real!.userId })
      .where(eq(authPasskeys.credentialId, own.body.credential.id))
    const moved = await login(theirs, own.body.credential.id)
    expect(moved.res.status).toBe(401)
    expect(((await moved.res.json()) as { reason?: string }).reason).toBe('passkeyUnknown')
    // A row inserted outright, with a made-up HMAC, neither.
    const fake = softAuthenticator(site.origin, APP)
    const made = await registration(attacker.token, attacker.wallet, fake)
    await site.db.insert(authPasskeys).values({
      credentialId: made.body.credential.id,
      userId: real!.userId,
      publicKey: real!.publicKey,
      mac: 'x'.repeat(43),
    })
    expect((await login(fake, made.body.credential.id)).res.status).toBe(401)
  })

  it('a removed passkey logs in no more and its split is gone; the last method is never removed', async () => {
    const { token, wallet } = await withWallet()
    const authenticator = softAuthenticator(site.origin, APP)
    const { body } = await registration(token, wallet, authenticator)
    expect((await post(AUTH_PATHS.passkeyRegister, body, token)).status).toBe(200)
    const id = body.credential.id

    // The email goes: the passkey is now the only way in, and stays.
    expect((await post(AUTH_PATHS.removeMethod, { kind: 'email' }, token)).status).toBe(200)
    const last = await post(AUTH_PATHS.removeMethod, { kind: 'passkey', id }, token)
    expect(last.status).toBe(409)
    expect((await login(authenticator, id)).res.status).toBe(200)

    // With a second passkey the first may go, with both its shares.
    const second = await registration(token, wallet, authenticator)
    expect((await post(AUTH_PATHS.passkeyRegister, second.body, token)).status).toBe(200)
    const removed = await post(AUTH_PATHS.removeMethod, { kind: 'passkey', id }, token)
    expect(removed.status).toBe(200)
    const { methods } = (await removed.json()) as MethodsResponse
    expect(methods).toEqual([expect.objectContaining({ kind: 'passkey', id: second.body.credential.id })])
    expect(await site.db.select().from(authShares).where(eq(authShares.splitId, id))).toEqual([])
    expect((await login(authenticator, id)).res.status).toBe(401)
  })
})
