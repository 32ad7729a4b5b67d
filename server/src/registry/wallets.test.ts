import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIVERS, startTestServer } from '../test/harness.ts'
import { registryEntry, upsertWallets } from './store.ts'

const run = Math.random().toString(36).slice(2, 8)
const entry = registryEntry
type Page = { count: number; data: { id: string; name: string; imageUrl: string; chains: string[] }[] }

describe.each(DRIVERS())('wallet registry on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  const list = async (params: Record<string, string>): Promise<Page> => {
    const res = await fetch(s.q('/v1/wallets', params))
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`)
    return res.json() as Promise<Page>
  }
  beforeAll(async () => {
    s = await startTestServer(driver)
    const many = Array.from({ length: 95 }, (_, i) =>
      entry(`t${run}-${String(i).padStart(3, '0')}`, `Zyx${run} Wallet ${String(i).padStart(3, '0')}`),
    )
    await upsertWallets(s.db, many, 100_000)
    await upsertWallets(
      s.db,
      [
        entry(`odd${run}`, `Odd${run} <b>100%_Wallet</b>`, {
          chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'],
        }),
        entry(`img${run}`, `Img${run}`, {
          image: { data: Buffer.from('PNGDATA').toString('base64'), type: 'image/png' },
        }),
      ],
      200_000,
    )
  })
  afterAll(() => s.stop())

  it('ships the seed dataset of real wallets, MetaMask first, with image URLs', async () => {
    const page = await list({ search: 'MetaMask' })
    expect(page.data[0]).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      name: 'MetaMask',
      imageUrl: '/v1/wallets/c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96/image',
    })
    expect((await list({})).count).toBeGreaterThanOrEqual(22)
  })

  it('pages 40 at a time in rank order, and finds wallets by part of their name', async () => {
    const first = await list({ search: `zyx${run} wal` })
    expect(first.count).toBe(95)
    expect(first.data).toHaveLength(40)
    expect(first.data[0]?.name).toBe(`Zyx${run} Wallet 000`)
    const third = await list({ search: `Zyx${run}`, page: '3' })
    expect(third.data.map((w) => w.name)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Zyx${run} Wallet 0${80 + i}`),
    )
    expect((await list({ search: `Zyx${run}`, entries: '100' })).data).toHaveLength(95)
  })

  it('treats regex, LIKE and HTML characters in a search as plain text', async () => {
    expect((await list({ search: '100%_' })).data.map((w) => w.id)).toEqual([`odd${run}`])
    expect((await list({ search: `Odd${run} <b>` })).count).toBe(1)
    for (const search of ['.*', '(?:x)', '[a-', '%%', '\\', "'; drop table wallets; --"])
      expect((await list({ search })).count, search).toBe(0)
  })

  it('honours include, exclude and featured ids', async () => {
    const ids = [`t${run}-005`, `t${run}-001`, `t${run}-009`]
    expect((await list({ include: ids.join(',') })).data.map((w) => w.id)).toEqual([
      `t${run}-001`,
      `t${run}-005`,
      `t${run}-009`,
    ])
    const featured = await list({ search: `Zyx${run}`, featured: `t${run}-090,t${run}-042` })
    expect(featured.data.slice(0, 3).map((w) => w.id)).toEqual([`t${run}-090`, `t${run}-042`, `t${run}-000`])
    const excluded = await list({ search: `Zyx${run}`, exclude: `t${run}-000,t${run}-001`, entries: '100' })
    expect(excluded.count).toBe(93)
    expect(excluded.data[0]?.id).toBe(`t${run}-002`)
  })

  it('filters by chain: a CAIP-2 id, or a namespace for any of its chains', async () => {
    const cosmos = await list({ chains: 'cosmos:cosmoshub-4' })
    expect(cosmos.data.map((w) => w.name).sort()).toEqual(['Keplr', 'Leap Wallet'])
    const polkadot = await list({ chains: 'polkadot' })
    expect(polkadot.data.map((w) => w.id)).toContain(`odd${run}`)
    expect(polkadot.data.every((w) => w.chains.some((c) => c.startsWith('polkadot:')))).toBe(true)
    expect((await list({ chains: 'eip155:99999999' })).count).toBe(0)
  })

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const [params, field] of [
      [{ page: '0' }, 'query.page'],
      [{ entries: '1000' }, 'query.entries'],
      [{ include: 'a,<script>' }, 'query.include.1'],
      [{ chains: 'eip155:1,<x>' }, 'query.chains.1'],
      [{ search: 'x'.repeat(65) }, 'query.search'],
    ] as const) {
      const res = await fetch(s.q('/v1/wallets', params))
      expect(res.status, field).toBe(400)
      expect((await res.json()).field).toBe(field)
    }
  })

  it('serves icons without query params: a generated mark with no registry text in it, or the imported image', async () => {
    const svg = await fetch(`${s.base}/v1/wallets/odd${run}/image`)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'")
    const text = await svg.text()
    expect(text).toMatch(/^<svg [^>]+><defs><linearGradient/)
    expect(text).not.toContain('<text')
    expect(text).not.toContain('<b>')
    // The same wallet keeps its mark; another wallet gets its own.
    expect(await (await fetch(`${s.base}/v1/wallets/odd${run}/image`)).text()).toBe(text)
    const png = await fetch(`${s.base}/v1/wallets/img${run}/image`)
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await png.arrayBuffer()).toString()).toBe('PNGDATA')
    expect((await fetch(`${s.base}/v1/wallets/nope${run}/image`)).status).toBe(404)
  })

  it('serves token icons by symbol without query params, and refuses a symbol that is not one', async () => {
    const lusd = await fetch(`${s.base}/v1/tokens/LUSD/image`)
    expect(lusd.status).toBe(200)
    expect(lusd.headers.get('content-type')).toContain('image/svg+xml')
    expect(lusd.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await lusd.text()).toContain('>LUSD</text>')
    const eth = await (await fetch(`${s.base}/v1/tokens/ETH/image`)).text()
    expect(eth).not.toContain('<text')
    const bad = await fetch(`${s.base}/v1/tokens/${encodeURIComponent('<b>')}/image`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('params.symbol')
  })
})
