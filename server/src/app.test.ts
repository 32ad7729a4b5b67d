import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SOLANA_DEVNET } from '@latch/devnet/solana-facts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from './analytics/tables.ts'
import { loadConfig, parseConfig } from './config.ts'
import { DRIVERS, startTestServer } from './test/harness.ts'

describe.each(DRIVERS())('API server on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())

  it('answers health without a project', async () => {
    const res = await fetch(`${s.base}/health`)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('lists the configured chains as CAIP-2 ids', async () => {
    const res = await fetch(s.q('/v1/supported-chains'))
    expect(await res.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', SOLANA_DEVNET.caipNetworkId],
      ws: [],
    })
  })

  it('refuses an unknown project with 401 and a missing one with 400 naming the field', async () => {
    const unknown = await fetch(`${s.base}/v1/supported-chains?projectId=nope`)
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({
      error: 'Unknown projectId "nope": add it to "projects" in the server\'s configuration (LATCH_CONFIG)',
      field: 'query.projectId',
    })
    const missing = await fetch(`${s.base}/v1/supported-chains`)
    expect(missing.status).toBe(400)
    expect((await missing.json()).field).toBe('query.projectId')
  })

  it('refuses an origin the project does not allow with a 403 the browser can read, naming origin and project', async () => {
    const evil = 'https://evil.example'
    const bad = await fetch(s.q('/v1/supported-chains'), { headers: { origin: evil } })
    expect(bad.status).toBe(403)
    expect(bad.headers.get('access-control-allow-origin')).toBe(evil)
    expect(await bad.json()).toEqual({
      error: `Origin ${evil} is not allowed for project "latch-demo": add it to that project's "origins" in the server's configuration (LATCH_CONFIG)`,
    })
    const unknown = await fetch(`${s.base}/v1/supported-chains?projectId=nope`, { headers: { origin: evil } })
    expect(unknown.status).toBe(401)
    expect(unknown.headers.get('access-control-allow-origin')).toBe(evil)
    // The preflight of a JSON POST is answered (and may be cached), whatever the origin.
    const preflight = await fetch(s.q('/e'), {
      method: 'OPTIONS',
      headers: {
        origin: evil,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(evil)
    expect(preflight.headers.get('access-control-max-age')).toBe('600')
    // …and the POST itself is refused, so the origin gets nothing but the reason.
    const post = await s.post('/e', [], {}, { origin: evil })
    expect(post.status).toBe(403)
    const ok = await fetch(s.q('/v1/supported-chains'), { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
  })

  it('stores analytics events once per eventId, single or batched', async () => {
    const event = (id: string) => ({
      eventId: id,
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false }, address: '0xabc' },
    })
    const id = `e-${Math.random()}`
    expect((await s.post('/e', event(id), {}, { origin: 'http://127.0.0.1:5173' })).status).toBe(204)
    expect((await s.post('/e', [event(id), event(`${id}-2`)])).status).toBe(204)
    const rows = await s.db.select().from(analyticsEvents).where(eq(analyticsEvents.projectId, 'latch-demo'))
    const mine = rows.filter((r) => r.eventId.startsWith(id))
    expect(mine).toHaveLength(2)
    expect(mine.find((r) => r.eventId === id)).toMatchObject({
      event: 'MODAL_OPEN',
      origin: 'http://127.0.0.1:5173',
    })
    const bad = await s.post('/e', { ...event('x'), props: { type: 'nope', event: 'X' } })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('body')
  })

  it('proxies JSON-RPC at /v1/ as at /v1, JSON sent as text/plain included', async () => {
    const res = await fetch(s.q('/v1/', { chainId: 'eip155:31337' }), {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' })
  })

  it('proxies JSON-RPC to the chain, single and batched (split above 1000)', async () => {
    const single = await s.post(
      '/v1',
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { chainId: 'eip155:31337' },
    )
    expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    const batch = Array.from({ length: 2_500 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'eth_chainId' }))
    const answers = (await (await s.post('/v1', batch, { chainId: 'eip155:31338' })).json()) as {
      id: number
      result: string
    }[]
    expect(answers).toHaveLength(2_500)
    expect(new Set(answers.map((a) => a.id)).size).toBe(2_500)
    expect(answers.every((a) => a.result === '0x7a6a')).toBe(true)
  })

  it('refuses unsupported chains and malformed JSON-RPC with 400 naming the field', async () => {
    const chain = await s.post(
      '/v1',
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { chainId: 'eip155:1' },
    )
    expect(chain.status).toBe(400)
    expect(await chain.json()).toEqual({ error: 'Unsupported chain eip155:1', field: 'query.chainId' })
    const body = await s.post('/v1', { jsonrpc: '1.0', method: 'x' }, { chainId: 'eip155:31337' })
    expect(body.status).toBe(400)
    expect((await body.json()).field).toMatch(/^body/)
    const notJson = await fetch(s.q('/v1', { chainId: 'eip155:31337' }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
  })

  it('answers unknown routes with 404 JSON', async () => {
    const res = await fetch(s.q('/v1/nothing-here'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'No route GET /v1/nothing-here' })
  })
})

describe('JSON-RPC upstream faults', () => {
  it('a silent upstream times out with 504, a dead one fails with 502', async () => {
    const silent = createServer(() => {})
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const port = (silent.address() as { port: number }).port
    const s = await startTestServer(
      { kind: 'pglite' },
      {
        rpcTimeoutMs: 300,
        chains: [
          { caipNetworkId: 'eip155:1', rpcUrls: [`http://127.0.0.1:${port}`] },
          { caipNetworkId: 'eip155:2', rpcUrls: ['http://127.0.0.1:9'] },
        ],
      },
    )
    try {
      const slow = await s.post(
        '/v1',
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { chainId: 'eip155:1' },
      )
      expect(slow.status).toBe(504)
      expect(await slow.json()).toEqual({ error: 'Network request timed out' })
      const dead = await s.post(
        '/v1',
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { chainId: 'eip155:2' },
      )
      expect(dead.status).toBe(502)
      expect(await dead.json()).toEqual({ error: 'Network request failed' })
    } finally {
      await s.stop()
      silent.closeAllConnections()
      silent.close()
    }
  })
})

describe('config', () => {
  const minimal = {
    chains: [{ caipNetworkId: 'eip155:1', rpcUrls: ['https://rpc.example'] }],
    projects: [{ id: 'my-app', origins: ['https://app.example'] }],
  }

  it('refuses to start without a configuration, and its built-in defaults serve no chain, token or fixture', () => {
    expect(() => loadConfig({})).toThrowError(/No server configuration: set LATCH_CONFIG/)
    const config = parseConfig(minimal)
    expect(config.tokens).toEqual([])
    expect(config.priceSource).toEqual({ kind: 'static', usd: {} })
    expect(config.chains.map((c) => c.caipNetworkId)).toEqual(['eip155:1'])
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      nameZones: ['latch.id'],
      rpcTimeoutMs: 10_000,
    })
  })

  it('takes HOST, PORT, LATCH_DATA_DIR and DATABASE_URL over the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-config-'))
    const file = join(dir, 'c.json')
    writeFileSync(file, JSON.stringify({ ...minimal, port: 1234 }))
    expect(loadConfig({ LATCH_CONFIG: file }).port).toBe(1234)
    expect(
      loadConfig({
        LATCH_CONFIG: file,
        PORT: '9000',
        HOST: '0.0.0.0',
        LATCH_DATA_DIR: '/tmp/x',
        DATABASE_URL: 'postgres://h/db',
      }),
    ).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://h/db',
    })
  })

  it('reads a file and names the bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-config-'))
    const file = join(dir, 'c.json')
    writeFileSync(
      file,
      JSON.stringify({ ...minimal, chains: [{ caipNetworkId: 'eip155', rpcUrls: ['http://x'] }] }),
    )
    expect(() => loadConfig({ LATCH_CONFIG: file })).toThrowError(
      'Invalid server configuration at chains.0.caipNetworkId: Invalid CAIP-2 network id',
    )
    expect(() => loadConfig({ PORT: 'abc' }, minimal)).toThrowError(/at port/)
  })

  it('lets a project offer only the social logins the secure site is configured for', () => {
    const embeddedWallet = {
      secretKey: 'ab'.repeat(32),
      smtp: { host: '127.0.0.1', port: 2525, from: 'x@example.com' },
      social: { github: { clientId: 'id', clientSecret: 'secret' } },
    }
    const project = (socials: string[]) => ({
      ...minimal,
      embeddedWallet,
      projects: [{ id: 'p', origins: [], socials }],
    })
    expect(parseConfig(project(['github'])).projects[0]?.socials).toEqual(['github'])
    expect(() => parseConfig(project(['google']))).toThrowError(
      'Invalid server configuration at projects.0.socials: google is not configured (embeddedWallet.social.google)',
    )
    expect(() => parseConfig(project(['myspace']))).toThrowError(/at projects\.0\.socials\.0/)
  })
})
