import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approveSignIn, installIdRegistry, registerFid } from './app.ts'
import { type FarcasterRelay, startFarcasterRelay } from './relay.ts'

const [chain] = inject('devnet')

describe("the devnet's Farcaster, through @farcaster/auth-client", () => {
  let relay: FarcasterRelay
  beforeAll(async () => {
    relay = await startFarcasterRelay()
    await installIdRegistry(chain!.rpcUrl)
  })
  afterAll(() => relay?.stop())
  const app = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: chain!.rpcUrl }) })
  const channel = async () => {
    const created = await app().createChannel({
      siweUri: 'http://localhost:8788/login',
      domain: 'localhost:8788',
    })
    expect(created.isError).toBe(false)
    return created.data!
  }

  it('a channel is pending until the Farcaster app answers; the answer verifies against the id its custody holds', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    const fid = await registerFid(chain!.rpcUrl, custody.address)
    expect(fid).toBeGreaterThan(0)
    const { channelToken, url, nonce } = await channel()
    expect(url).toMatch(/^farcaster:\/\/connect\?/)
    expect((await app().status({ channelToken })).data?.state).toBe('pending')
    expect(relay.pending().map((c) => c.channelToken)).toContain(channelToken)

    await approveSignIn(relay.url, url, { signer: custody, fid, username: 'alice' })
    const status = await app().status({ channelToken })
    expect(status.data).toMatchObject({ state: 'completed', fid, username: 'alice', nonce })
    const verified = await app().verifySignInMessage({
      nonce,
      domain: 'localhost:8788',
      message: status.data!.message!,
      signature: status.data!.signature!,
      acceptAuthAddress: false,
    })
    expect(verified.isError).toBe(false)
    expect(verified).toMatchObject({ success: true, fid, authMethod: 'custody' })
    expect(verified.data.address).toBe(custody.address)
  })

  it('a signature by an account that does not hold the id, or for another domain, does not verify', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    const fid = await registerFid(chain!.rpcUrl, custody.address)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const { channelToken, url, nonce } = await channel()
    await approveSignIn(relay.url, url, { signer: stranger, fid })
    const status = (await app().status({ channelToken })).data!
    const claimed = await app().verifySignInMessage({
      nonce,
      domain: 'localhost:8788',
      message: status.message!,
      signature: status.signature!,
      acceptAuthAddress: false,
    })
    expect(claimed.isError).toBe(true)

    const other = await channel()
    await approveSignIn(relay.url, other.url, { signer: custody, fid, domain: 'evil.example' })
    const answer = (await app().status({ channelToken: other.channelToken })).data!
    const elsewhere = await app().verifySignInMessage({
      nonce: other.nonce,
      domain: 'localhost:8788',
      message: answer.message!,
      signature: answer.signature!,
      acceptAuthAddress: false,
    })
    expect(elsewhere.isError).toBe(true)
  })

  it("the relay's page says whose each waiting request is: the site, the page that asked, when, and its own Approve", async () => {
    const withPage = await startFarcasterRelay({ app: async () => {} })
    try {
      const client = createAppClient({
        relay: withPage.url,
        ethereum: viemConnector({ rpcUrl: chain!.rpcUrl }),
      })
      await client.createChannel({ siweUri: 'http://localhost:8788/login', domain: 'localhost:8788' })
      await new Promise((r) => setTimeout(r, 1_100))
      await client.createChannel({ siweUri: 'https://shop.example/account', domain: 'shop.example' })
      const html = await (await fetch(`${withPage.url}/`)).text()
      const rows = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) =>
        m[1]!
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      expect(rows).toEqual([
        expect.stringMatching(
          /^shop\.example asks you to sign in From https:\/\/shop\.example\/account, asked at \d\d:\d\d:\d\d UTC, 10 min left Approve$/,
        ),
        expect.stringMatching(
          /^localhost:8788 asks you to sign in From http:\/\/localhost:8788\/login, asked at \d\d:\d\d:\d\d UTC, 10 min left Approve$/,
        ),
      ])
      const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1])
      expect(labels).toHaveLength(2)
      expect(new Set(labels).size).toBe(2)
      expect(labels[0]).toMatch(/^Approve the sign-in shop\.example asked at/)
    } finally {
      await withPage.stop()
    }
  })
})
