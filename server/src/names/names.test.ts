import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIVERS, startTestServer } from '../test/harness.ts'

const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const bob = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const COIN_31337 = (31337 | 0x80000000) >>> 0

async function signed(
  account: typeof alice,
  name: string,
  extra: { attributes?: Record<string, string>; timestamp?: number } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: extra.attributes ?? {},
    timestamp: extra.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: COIN_31337,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

describe.each(DRIVERS())('name service on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  const label = `ada${Math.random().toString(36).slice(2, 8)}`
  const name = `${label}.latch.id`
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())

  it('registers a name with a valid EIP-191 signature; lookup, reverse lookup and identity find it', async () => {
    const res = await s.post(
      '/v1/profile/account',
      await signed(alice, name, { attributes: { avatar: 'https://img.example/a.png' } }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, name })
    const lookup = await (await fetch(s.q(`/v1/profile/account/${name}`, { apiVersion: '2' }))).json()
    expect(lookup).toEqual({
      name,
      registered_at: expect.any(String),
      updated_at: lookup.registered_at,
      addresses: { [COIN_31337]: { address: alice.address, created: lookup.registered_at } },
      attributes: [{ avatar: 'https://img.example/a.png' }],
    })
    expect(Math.abs(Date.parse(lookup.registered_at) - Date.now())).toBeLessThan(60_000)
    const reverse = await (
      await fetch(s.q(`/v1/profile/reverse/${alice.address}`, { sender: alice.address }))
    ).json()
    expect(reverse.map((p: { name: string }) => p.name)).toContain(name)
    const identity = await (await fetch(s.q(`/v1/identity/${alice.address.toLowerCase()}`))).json()
    expect(identity.name).toMatch(/\.latch\.id$/)
  })

  it('suggestions mark the registered name as taken', async () => {
    const res = await (await fetch(s.q(`/v1/profile/suggestions/${label}`, { zone: 'latch.id' }))).json()
    expect(res.suggestions[0]).toEqual({ name, registered: true })
    expect(res.suggestions.slice(1).every((x: { registered: boolean }) => !x.registered)).toBe(true)
  })

  it('refuses a replayed signature (409), a stale message (400), a forged signature (401) and another owner (409)', async () => {
    const first = await signed(alice, `re${label}.latch.id`)
    expect((await s.post('/v1/profile/account', first)).status).toBe(200)
    const replay = await s.post('/v1/profile/account', first)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual({ error: 'This signature was already used' })
    const stale = await s.post(
      '/v1/profile/account',
      await signed(alice, `st${label}.latch.id`, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    )
    expect(stale.status).toBe(400)
    expect((await stale.json()).field).toBe('body.message.timestamp')
    const forged = { ...(await signed(bob, `fo${label}.latch.id`)), address: alice.address }
    expect((await s.post('/v1/profile/account', forged)).status).toBe(401)
    const taken = await s.post('/v1/profile/account', await signed(bob, name))
    expect(taken.status).toBe(409)
    expect((await taken.json()).error).toBe(`Error registering name ${name}: already registered`)
  })

  it('refuses bad names and coin types with 400 naming the field', async () => {
    for (const bad of ['abc.latch.id', 'a_b_c_d.latch.id', 'valid-name.other.id']) {
      const res = await s.post('/v1/profile/account', await signed(alice, bad))
      expect(res.status).toBe(400)
      expect((await res.json()).field).toBe('body.name')
    }
    const coin = await s.post('/v1/profile/account', {
      ...(await signed(alice, `co${label}.latch.id`)),
      coin_type: 31337,
    })
    expect(coin.status).toBe(400)
    expect((await coin.json()).field).toBe('body.coin_type')
    const lookup = await fetch(s.q('/v1/profile/account/ab.latch.id'))
    expect(lookup.status).toBe(400)
    const missing = await fetch(s.q(`/v1/profile/account/none${label}.latch.id`))
    expect(missing.status).toBe(404)
    const badAddress = await fetch(s.q('/v1/identity/0xnope'))
    expect(badAddress.status).toBe(400)
  })

  it('takes a registration without projectId: by its origin from a browser, by its signature alone from a server', async () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${s.base}/v1/profile/account`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    expect((await post(await signed(alice, `np${label}.latch.id`))).status).toBe(200)
    const allowed = await post(await signed(alice, `or${label}.latch.id`), {
      origin: 'http://127.0.0.1:5173',
    })
    expect(allowed.status).toBe(200)
    const evil = await post(await signed(alice, `ev${label}.latch.id`), { origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toEqual({ error: 'Origin https://evil.example is not allowed for any project' })
    expect((await fetch(s.q(`/v1/profile/account/ev${label}.latch.id`))).status).toBe(404)
  })

  it('keeps when each address was added, and moves updated_at on a change', async () => {
    const n = `up${label}.latch.id`
    await s.post('/v1/profile/account', await signed(alice, n))
    const before = await (await fetch(s.q(`/v1/profile/account/${n}`))).json()
    await new Promise((r) => setTimeout(r, 20))
    await s.post('/v1/profile/account', await signed(alice, n, { attributes: { bio: 'hi' } }))
    const after = await (await fetch(s.q(`/v1/profile/account/${n}`))).json()
    expect(after.registered_at).toBe(before.registered_at)
    expect(after.addresses[COIN_31337].created).toBe(before.addresses[COIN_31337].created)
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at))
    expect(after.attributes).toEqual([{ bio: 'hi' }])
  })
})

describe('name zones', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(DRIVERS()[0]![1], { nameZones: ['latch.id', 'reown.id'] })
  })
  afterAll(() => s.stop())

  it('serves every configured zone, the first by default, and refuses others naming the field', async () => {
    const label = `zo${Math.random().toString(36).slice(2, 8)}`
    expect((await s.post('/v1/profile/account', await signed(alice, `${label}.reown.id`))).status).toBe(200)
    const inZone = await (await fetch(s.q(`/v1/profile/suggestions/${label}`, { zone: 'reown.id' }))).json()
    expect(inZone.suggestions[0]).toEqual({ name: `${label}.reown.id`, registered: true })
    const byDefault = await (await fetch(s.q(`/v1/profile/suggestions/${label}`))).json()
    expect(byDefault.suggestions[0]).toEqual({ name: `${label}.latch.id`, registered: false })
    const other = await fetch(s.q(`/v1/profile/suggestions/${label}`, { zone: 'other.id' }))
    expect(other.status).toBe(400)
    expect(await other.json()).toEqual({
      error: 'Invalid query.zone: zone must be one of latch.id, reown.id',
      field: 'query.zone',
    })
    expect((await s.post('/v1/profile/account', await signed(alice, `${label}.other.id`))).status).toBe(400)
  })
})
