import { BITCOIN_DEVNET, bitcoinTestAccounts, signBip322 } from '@latch/devnet/bitcoin'
import { formatSiwxMessage, type SiwxNonceResponse, type SiwxSignInResponse } from '@latch/protocol/api'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { eq } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { newToken, sha256 } from '../auth/crypto.ts'
import { DRIVERS, startTestServer, testConfig } from '../test/harness.ts'
import { siwxNonces, siwxSessions } from './tables.ts'

const PAGE = 'http://127.0.0.1:5173'
const OTHER_ALLOWED = 'http://localhost:5173'

describe.each(DRIVERS())('sign in with X on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())
  const chainId = () => inject('devnet')[0]!.id
  const account = privateKeyToAccount(generatePrivateKey())

  const nonce = async () =>
    ((await (await s.post('/v1/siwx/nonce', {}, {}, { origin: PAGE })).json()) as SiwxNonceResponse).nonce
  /** A message as `latchSiwx()` writes it for the page at PAGE, changed by `over`. */
  const message = async (over: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
    createSiweMessage({
      address: account.address,
      chainId: chainId(),
      domain: new URL(PAGE).host,
      uri: PAGE,
      version: '1',
      nonce: await nonce(),
      issuedAt: new Date(),
      statement: 'Sign in to Latch demo',
      ...over,
    })
  const signIn = async (text: string, signer = account, origin = PAGE) =>
    s.post(
      '/v1/siwx/sessions',
      { message: text, signature: await signer.signMessage({ message: text }) },
      {},
      { origin },
    )
  const refusal = async (res: Response) => {
    expect(res.status).toBe(401)
    return ((await res.json()) as { error: string }).error
  }
  const session = (token: string, projectId = 'latch-demo') =>
    fetch(s.q('/v1/siwx/session', { projectId }), { headers: { authorization: `Bearer ${token}` } })

  it('signs in with a message on a fresh nonce; the token opens the session until signed out', async () => {
    const text = await message()
    const res = await signIn(text)
    expect(res.status).toBe(200)
    const { token, session: made } = (await res.json()) as SiwxSignInResponse
    expect(made).toMatchObject({
      address: `eip155:${chainId()}:${account.address}`,
      chainId: `eip155:${chainId()}`,
      domain: '127.0.0.1:5173',
      uri: PAGE,
      message: text,
    })
    // The session lasts the server's session lifetime (a week by default), the message naming none.
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000)
    // An app's backend asks with the token alone (no Origin): the same session.
    const read = await session(token)
    expect(read.status).toBe(200)
    expect(((await read.json()) as { session: unknown }).session).toEqual(made)
    // The token is stored only as its hash.
    const rows = await s.db
      .select()
      .from(siwxSessions)
      .where(eq(siwxSessions.tokenHash, sha256(token)))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    // Another project's key does not open it.
    expect((await session(token, 'another-project')).status).toBe(401)

    const out = await fetch(s.q('/v1/siwx/session'), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(await out.json()).toEqual({ success: true })
    expect(await refusal(await session(token))).toMatch(/No sign-in session/)
  })

  it('refuses a replayed message: its nonce was used up by the first sign-in', async () => {
    const text = await message()
    const first = await signIn(text)
    expect(first.status).toBe(200)
    expect(await refusal(await signIn(text))).toMatch(/nonce .* used or expired/)
  })

  it('refuses a nonce it never gave, and one past its expiry', async () => {
    expect(await refusal(await signIn(await message({ nonce: 'made0up0in0the0browser' })))).toMatch(
      /nonce is not one this server gave/,
    )
    const text = await message()
    const given = /Nonce: (\w+)/.exec(text)![1]!
    await s.db
      .update(siwxNonces)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(siwxNonces.nonce, given))
    expect(await refusal(await signIn(text))).toMatch(/nonce .* expired/)
  })

  it("refuses another domain, a URI off the page's origin, and a domain the project allows that is not the page's", async () => {
    // A refused message does not use its nonce up: the correct message on it then signs in.
    const n = await nonce()
    expect(await refusal(await signIn(await message({ nonce: n, domain: 'evil.example' })))).toMatch(
      /domain evil\.example is not http:\/\/127\.0\.0\.1:5173/,
    )
    expect(
      await refusal(await signIn(await message({ nonce: n, uri: 'https://evil.example/login' }))),
    ).toMatch(/URI https:\/\/evil\.example\/login is not on http:\/\/127\.0\.0\.1:5173/)
    expect(
      await refusal(await signIn(await message({ nonce: n, domain: 'localhost:5173', uri: OTHER_ALLOWED }))),
    ).toMatch(/domain localhost:5173 is not http:\/\/127\.0\.0\.1:5173/)
    expect((await signIn(await message({ nonce: n }))).status).toBe(200)
  })

  it('refuses an expired message, one not valid yet, one issued in the future, a chain not served here and one that is no CAIP-2 reference', async () => {
    const hour = 3_600_000
    expect(
      await refusal(await signIn(await message({ expirationTime: new Date(Date.now() - 1_000) }))),
    ).toMatch(/it has expired/)
    expect(await refusal(await signIn(await message({ notBefore: new Date(Date.now() + hour) })))).toMatch(
      /not valid yet/,
    )
    expect(await refusal(await signIn(await message({ issuedAt: new Date(Date.now() + hour) })))).toMatch(
      /issued in the future/,
    )
    expect(await refusal(await signIn(await message({ chainId: 999_999 })))).toMatch(
      /chain 999999 is not served/,
    )
    // A chain line outside the CAIP-2 grammar is refused as such, before any chain is looked up.
    const odd = (await message()).replace(/^Chain ID: \d+$/m, 'Chain ID: 1.5')
    expect(odd).toContain('Chain ID: 1.5')
    expect(await refusal(await signIn(odd))).toMatch(/chain 1\.5 is not a CAIP-2 reference/)
  })

  it("refuses another account's signature and text that is not a sign-in message", async () => {
    const someoneElse = privateKeyToAccount(generatePrivateKey())
    expect(await refusal(await signIn(await message(), someoneElse))).toMatch(/signature is not the account/)
    expect(await refusal(await signIn(`Sign in please\nNonce: ${await nonce()}`))).toMatch(
      /not a sign-in message/,
    )
  })

  it('ends a session at the message’s own expiration time when that comes first', async () => {
    const soon = new Date(Date.now() + 60_000)
    const res = await signIn(await message({ expirationTime: soon }))
    const { session: made } = (await res.json()) as SiwxSignInResponse
    expect(Date.parse(made.expiresAt)).toBe(soon.getTime())
  })

  it('opens no session from a row written into the database without the key, nor from a row whose expiry was moved', async () => {
    // The database as the attacker: a row for a token of its own, with a made-up HMAC.
    const forged = newToken()
    await s.db.insert(siwxSessions).values({
      tokenHash: sha256(forged),
      projectId: 'latch-demo',
      address: `eip155:${chainId()}:${account.address}`,
      chainId: `eip155:${chainId()}`,
      domain: '127.0.0.1:5173',
      uri: PAGE,
      message: 'forged',
      signature: '0x00',
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
      mac: 'A'.repeat(43),
    })
    expect((await session(forged)).status).toBe(401)
    // A real session, shortened by its message, then lengthened in the database: its HMAC no longer holds.
    const res = await signIn(await message({ expirationTime: new Date(Date.now() + 60_000) }))
    const { token } = (await res.json()) as SiwxSignInResponse
    expect((await session(token)).status).toBe(200)
    await s.db
      .update(siwxSessions)
      .set({ expiresAt: new Date(Date.now() + 30 * 24 * 3_600_000) })
      .where(eq(siwxSessions.tokenHash, sha256(token)))
    expect((await session(token)).status).toBe(401)
  })
})

describe.each(DRIVERS())('sign in with Solana (CAIP-122) on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())
  const solana = () =>
    testConfig().chains.find((c) => c.caipNetworkId.startsWith('solana:'))!
      .caipNetworkId as `solana:${string}`

  /** A Solana key's sign-in for the page, signed (ed25519, base58) by `signer` (default: the key itself). */
  async function signed(chainId = solana(), signer?: CryptoKeyPair) {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const { nonce } = (await (
      await s.post('/v1/siwx/nonce', {}, {}, { origin: PAGE })
    ).json()) as SiwxNonceResponse
    const message = formatSiwxMessage({
      accountAddress: address,
      chainId,
      domain: new URL(PAGE).host,
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
      statement: 'Sign in to Latch demo',
    })
    const bytes = await signBytes((signer ?? keys).privateKey, new TextEncoder().encode(message))
    return { address, message, signature: getBase58Decoder().decode(bytes) }
  }
  const signIn = (m: { message: string; signature: string }) =>
    s.post('/v1/siwx/sessions', { message: m.message, signature: m.signature }, {}, { origin: PAGE })
  const error = async (res: Response) => ((await res.json()) as { error: string }).error

  it("signs a Solana account in with its ed25519 signature, and refuses another key's and an unserved chain", async () => {
    const good = await signed()
    expect(good.message.split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Solana account:')
    const res = await signIn(good)
    expect(res.status).toBe(200)
    expect(((await res.json()) as SiwxSignInResponse).session).toMatchObject({
      address: `${solana()}:${good.address}`,
      chainId: solana(),
    })
    const forged = await signIn(await signed(solana(), await generateKeyPair()))
    expect(forged.status).toBe(401)
    expect(await error(forged)).toMatch(/signature is not the account/)
    const elsewhere = await signIn(await signed('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'))
    expect(await error(elsewhere)).toMatch(/chain 4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z is not served/)
  })
})

describe('sign in with Bitcoin (CAIP-122, BIP-322)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
  })
  afterAll(() => s.stop())
  const { payment, ordinals } = bitcoinTestAccounts(5)

  async function message(chainId: string = BITCOIN_DEVNET.caipNetworkId) {
    const { nonce } = (await (
      await s.post('/v1/siwx/nonce', {}, {}, { origin: PAGE })
    ).json()) as SiwxNonceResponse
    return formatSiwxMessage({
      accountAddress: payment.address,
      chainId: chainId as `bip122:${string}`,
      domain: new URL(PAGE).host,
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date().toISOString(),
    })
  }
  const signIn = (m: string, signature: string) =>
    s.post('/v1/siwx/sessions', { message: m, signature }, {}, { origin: PAGE })
  const error = async (res: Response) => ((await res.json()) as { error: string }).error

  it("signs a Bitcoin account in with its BIP-322 signature, and refuses another key's and a network not listed", async () => {
    const m = await message()
    expect(m.split('\n')[0]).toBe('127.0.0.1:5173 wants you to sign in with your Bitcoin account:')
    const forged = await signIn(m, signBip322(m, ordinals))
    expect(await error(forged)).toMatch(/signature is not the account/)
    const res = await signIn(m, signBip322(m, payment))
    expect(res.status).toBe(200)
    expect(((await res.json()) as SiwxSignInResponse).session.address).toBe(
      `${BITCOIN_DEVNET.caipNetworkId}:${payment.address}`,
    )
    const mainnet = await message('bip122:000000000019d6689c085ae165831e93')
    expect(await error(await signIn(mainnet, signBip322(mainnet, payment)))).toMatch(
      /chain 000000000019d6689c085ae165831e93 is not served/,
    )
  })
})

describe('sign in with X, not configured', () => {
  it('answers 404 saying where to configure it', async () => {
    const s = await startTestServer({ kind: 'pglite' }, { siwx: undefined })
    try {
      const res = await s.post('/v1/siwx/nonce', {})
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: string }).error).toMatch(/add "siwx" to its configuration/)
    } finally {
      await s.stop()
    }
  })
})
