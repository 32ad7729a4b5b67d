import type {
  SiwxLinkResponse,
  SiwxLinksResponse,
  SiwxNonceResponse,
  SiwxSignInResponse,
} from '@latch/protocol/api'
import { eq } from 'drizzle-orm'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DRIVERS, startTestServer } from '../test/harness.ts'
import { siwxLinks } from './tables.ts'

const PAGE = 'http://127.0.0.1:5173'

describe.each(DRIVERS())('wallets linked to a sign-in profile on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())
  const chainId = () => inject('devnet')[0]!.id
  const caip = (a: PrivateKeyAccount, chain = chainId()) => `eip155:${chain}:${a.address}` as const

  /** `account`'s signed sign-in message for the page, on a fresh nonce. */
  const signed = async (account: PrivateKeyAccount, signer = account, chain = chainId()) => {
    const nonce = (
      (await (await s.post('/v1/siwx/nonce', {}, {}, { origin: PAGE })).json()) as SiwxNonceResponse
    ).nonce
    const message = createSiweMessage({
      address: account.address,
      chainId: chain,
      domain: new URL(PAGE).host,
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    return { message, signature: await signer.signMessage({ message }) }
  }
  const signIn = async (account: PrivateKeyAccount) =>
    (
      (await (
        await s.post('/v1/siwx/sessions', await signed(account), {}, { origin: PAGE })
      ).json()) as SiwxSignInResponse
    ).token
  const call = (method: string, path: string, token: string | undefined, body?: object) =>
    fetch(s.q(path), {
      method,
      headers: {
        origin: PAGE,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  const errorOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status)
    return ((await res.json()) as { error: string }).error
  }

  it("links a wallet by its own signature under the profile's session, lists it, and unlinks it", async () => {
    const [profile, second] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const token = await signIn(profile)
    const proof = await signed(second)
    const res = await call('POST', '/v1/siwx/links', token, proof)
    expect(res.status).toBe(200)
    const { link } = (await res.json()) as SiwxLinkResponse
    expect(link).toMatchObject({ address: caip(second), chainId: `eip155:${chainId()}` })
    const listed = (await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse
    expect(listed).toEqual({ profile: caip(profile), links: [link] })

    // The same proof again: its nonce was used up.
    expect(await errorOf(await call('POST', '/v1/siwx/links', token, proof), 401)).toMatch(
      /nonce .* used or expired/,
    )

    expect(await (await call('DELETE', `/v1/siwx/links/${caip(second)}`, token)).json()).toEqual({
      success: true,
    })
    expect(((await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse).links).toEqual(
      [],
    )
    expect(await errorOf(await call('DELETE', `/v1/siwx/links/${caip(second)}`, token), 404)).toMatch(
      /is not linked/,
    )
  })

  it('keeps one link per account: linked again on another chain it replaces the first, and any chain unlinks it', async () => {
    const [profile, second] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const other = inject('devnet')[1]!.id
    const token = await signIn(profile)
    expect((await call('POST', '/v1/siwx/links', token, await signed(second))).status).toBe(200)
    expect((await call('POST', '/v1/siwx/links', token, await signed(second, second, other))).status).toBe(
      200,
    )
    const { links } = (await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse
    expect(links).toEqual([
      expect.objectContaining({ address: caip(second, other), chainId: `eip155:${other}` }),
    ])
    // The profile's own account on the other chain is the profile: it needs no link.
    expect(
      await errorOf(await call('POST', '/v1/siwx/links', token, await signed(profile, profile, other)), 400),
    ).toMatch(/needs no link/)
    // Unlinked through the first chain's CAIP-10, in lower case: the same account.
    const first = caip(second).toLowerCase()
    expect((await call('DELETE', `/v1/siwx/links/${first}`, token)).status).toBe(200)
    expect(((await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse).links).toEqual(
      [],
    )
  })

  it('keeps one link per account when several requests link it at once, through one chain or two', async () => {
    const [profile, second] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const other = inject('devnet')[1]!.id
    const token = await signIn(profile)
    const proofs = await Promise.all(
      [chainId(), other, chainId(), other, chainId(), other].map((chain) => signed(second, second, chain)),
    )
    const answers = await Promise.all(proofs.map((proof) => call('POST', '/v1/siwx/links', token, proof)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    const { links } = (await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse
    expect(links).toHaveLength(1)
    expect([caip(second), caip(second, other)]).toContain(links[0]!.address)
    const rows = await s.db
      .select()
      .from(siwxLinks)
      .where(eq(siwxLinks.profile, caip(profile)))
    expect(rows.map((r) => r.account)).toEqual([`eip155:${second.address.toLowerCase()}`])
  })

  it('refuses a link without a session (its nonce kept), of the profile itself, or signed by another key', async () => {
    const [profile, second, thief] = [0, 1, 2].map(() => privateKeyToAccount(generatePrivateKey())) as [
      PrivateKeyAccount,
      PrivateKeyAccount,
      PrivateKeyAccount,
    ]
    const proof = await signed(second)
    expect(await errorOf(await call('POST', '/v1/siwx/links', undefined, proof), 401)).toMatch(
      /No sign-in session/,
    )
    const token = await signIn(profile)
    // Refused for want of a session, the proof was not used up: it links once a session is shown.
    expect((await call('POST', '/v1/siwx/links', token, proof)).status).toBe(200)
    expect(await errorOf(await call('POST', '/v1/siwx/links', token, await signed(profile)), 400)).toMatch(
      /needs no link/,
    )
    expect(
      await errorOf(await call('POST', '/v1/siwx/links', token, await signed(second, thief)), 401),
    ).toMatch(/signature is not the account/)
    expect(await errorOf(await call('DELETE', '/v1/siwx/links/not-an-account', token), 400)).toMatch(
      /CAIP-10 expected/,
    )
    // Another profile sees none of these links.
    const other = await signIn(thief)
    expect(((await (await call('GET', '/v1/siwx/links', other)).json()) as SiwxLinksResponse).links).toEqual(
      [],
    )
  })

  it('a link row written into the database without the sign-in key links nothing', async () => {
    const [profile, planted] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const token = await signIn(profile)
    await s.db.insert(siwxLinks).values({
      projectId: 'latch-demo',
      profile: caip(profile),
      account: `eip155:${planted.address.toLowerCase()}`,
      address: caip(planted),
      chainId: `eip155:${chainId()}` as const,
      message: 'planted',
      signature: '0x00',
      linkedAt: new Date(),
      mac: 'forged',
    })
    expect(((await (await call('GET', '/v1/siwx/links', token)).json()) as SiwxLinksResponse).links).toEqual(
      [],
    )
  })
})
