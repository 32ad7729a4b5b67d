import { randomBytes } from 'node:crypto'
import {
  approveSignIn,
  type FarcasterRelay,
  installIdRegistry,
  placeContractCustody,
  registerFid,
  startFarcasterRelay,
} from '@latch/devnet/farcaster'
import { DEMO_ORIGINS } from '@latch/devnet/server-config'
import { AUTH_PATHS, type FarcasterPollResponse, type SocialSessionResponse } from '@latch/protocol/embedded'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newDeviceId, newPublicKey, type TestSite } from '../../test/auth-client.ts'
import { DRIVERS, startTestSecureSite, testConfig } from '../../test/harness.ts'

const [chain] = inject('devnet')
const OPENER = new URL(DEMO_ORIGINS[0]!).origin
const token43 = () => randomBytes(32).toString('base64url')

describe.each(DRIVERS())('Sign In With Farcaster on %s', (_, driver) => {
  let relay: FarcasterRelay
  let site: TestSite
  beforeAll(async () => {
    relay = await startFarcasterRelay()
    await installIdRegistry(chain!.rpcUrl)
    const base = testConfig()
    site = await startTestSecureSite(driver, {
      embeddedWallet: {
        ...base.embeddedWallet!,
        social: { farcaster: { relay: relay.url, rpcUrl: chain!.rpcUrl } },
      },
    })
  })
  afterAll(async () => {
    await site?.stop()
    await relay?.stop()
  })
  const post = (path: string, body: unknown) => site.call('POST', path, body)

  /** The frame starts a Farcaster login: the URL the visitor opens in their app, and the attempt's secrets. */
  async function start() {
    const binding = token43()
    const device = newDeviceId()
    const res = await post(AUTH_PATHS.socialStart, {
      projectId: 'latch-demo',
      provider: 'farcaster',
      deviceId: device,
      binding,
      openerOrigin: OPENER,
    })
    expect(res.status).toBe(200)
    const { url, state } = (await res.json()) as { url: string; state: string }
    const poll = async (over: Record<string, string> = {}) => {
      const r = await post(AUTH_PATHS.farcasterPoll, {
        projectId: 'latch-demo',
        state,
        binding,
        deviceId: device,
        ...over,
      })
      return { status: r.status, body: (await r.json()) as FarcasterPollResponse & { reason?: string } }
    }
    return { url, state, binding, device, poll }
  }
  const custodian = async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    return { account, fid: await registerFid(chain!.rpcUrl, account.address) }
  }

  it('is offered once configured; the visitor approves in their app, the server verifies and the frame redeems a session', async () => {
    const offered = await site.call('GET', `${AUTH_PATHS.socialProviders}?projectId=latch-demo`)
    expect(((await offered.json()) as { providers: string[] }).providers).toEqual(['farcaster'])
    const attempt = await start()
    expect(attempt.url).toMatch(/^farcaster:\/\/connect\?/)
    expect((await attempt.poll()).body).toEqual({ status: 'pending' })

    const { account, fid } = await custodian()
    await approveSignIn(relay.url, attempt.url, { signer: account, fid, username: 'alice' })
    const done = await attempt.poll()
    expect(done.body.status).toBe('done')
    const result = (done.body as { result: string }).result
    const session = await post(AUTH_PATHS.socialVerify, {
      projectId: 'latch-demo',
      result,
      binding: attempt.binding,
      deviceId: attempt.device,
      sessionPublicKey: await newPublicKey(),
      devicePublicKey: await newPublicKey(),
    })
    expect(session.status).toBe(200)
    const body = (await session.json()) as SocialSessionResponse
    expect(body).toMatchObject({ email: null, social: { provider: 'farcaster', username: 'alice' } })
    // The answer was used: polling again, or the provider's callback with the channel's token, opens nothing.
    expect((await attempt.poll()).status).toBe(401)
    const callback = await site.call('GET', `${AUTH_PATHS.socialCallback}?state=${attempt.state}&code=x`)
    expect(callback.status).toBe(400)
  })

  it('refuses a signer that does not hold the id, and keeps the attempt to its own frame', async () => {
    const attempt = await start()
    // Another frame (its secret, its browser) hears nothing of this attempt.
    expect((await attempt.poll({ binding: token43() })).status).toBe(401)
    expect((await attempt.poll({ deviceId: newDeviceId() })).status).toBe(401)
    const { fid } = await custodian()
    const stranger = privateKeyToAccount(generatePrivateKey())
    await approveSignIn(relay.url, attempt.url, { signer: stranger, fid })
    const refused = await attempt.poll()
    expect(refused).toMatchObject({ status: 401, body: { reason: 'farcasterFailed' } })
    expect((await attempt.poll()).status).toBe(401)
  })

  it('a contract custody (ERC-1271) signs in through its owner: the server checks the signature through its code', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const custody = await placeContractCustody(chain!.rpcUrl, owner.address)
    const fid = await registerFid(chain!.rpcUrl, custody)
    const attempt = await start()
    await approveSignIn(relay.url, attempt.url, { signer: owner, custody, fid, username: 'safe' })
    expect((await attempt.poll()).body.status).toBe('done')
    // Another key's signature for the same contract does not pass its check.
    const other = await start()
    await approveSignIn(relay.url, other.url, {
      signer: privateKeyToAccount(generatePrivateKey()),
      custody,
      fid,
    })
    expect((await other.poll()).body).toMatchObject({ reason: 'farcasterFailed' })
  })

  it('refuses an answer signed for another domain', async () => {
    const attempt = await start()
    const { account, fid } = await custodian()
    await approveSignIn(relay.url, attempt.url, { signer: account, fid, domain: 'evil.example' })
    expect((await attempt.poll()).body).toMatchObject({ reason: 'farcasterFailed' })
  })
})
