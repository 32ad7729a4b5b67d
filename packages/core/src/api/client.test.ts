import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createPageStorage } from '../plumbing/page-storage.ts'
import { createMemoryStorage } from '../plumbing/storage.ts'
import { API_TIMEOUT_MS, createApiClient } from './client.ts'

let server: Server
let base: string
beforeAll(async () => {
  server = createServer((_, res) =>
    res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Origin not allowed"}'),
  )
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => new Promise((r) => server.close(r)))

it('a 403 reports the origin as not allowed and throws "HTTP status code: 403"', async () => {
  let forbidden = 0
  const api = createApiClient({
    apiUrl: base,
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage: createPageStorage(createMemoryStorage()),
    onStatus: (s) => void (s === 403 && forbidden++),
  })
  await expect(api.identity('0xabc')).rejects.toThrowError('HTTP status code: 403')
  expect(forbidden).toBe(1)
})

it('an unreachable server gives "Network request failed"', async () => {
  const api = createApiClient({
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage: createPageStorage(createMemoryStorage()),
    onStatus: () => {},
  })
  await expect(api.supportedChains()).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' })
})

it('a server that accepts and never answers fails with "Network request timed out" after the timeout', async () => {
  const silent = createServer(() => {})
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
  const api = createApiClient({
    apiUrl: `http://127.0.0.1:${(silent.address() as { port: number }).port}`,
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage: createPageStorage(createMemoryStorage()),
    timeoutMs: 300,
  })
  const started = Date.now()
  await expect(api.identity(`0x${'1'.repeat(40)}`)).rejects.toMatchObject({
    code: 'NETWORK_REQUEST_TIMEOUT',
    message: 'Network request timed out',
  })
  expect(Date.now() - started).toBeLessThan(3_000)
  silent.closeAllConnections()
  await new Promise((r) => silent.close(r))
})

it("the default timeout is SPEC §9's 10 s", () => {
  expect(API_TIMEOUT_MS).toBe(10_000)
})

it('an answer of another shape than its schema is a failed request naming the field, and nothing is cached', async () => {
  // A server of another version, or a proxy in between, answering 200 with what Latch did not ask for.
  const answers: Record<string, unknown> = {
    '/v1/supported-chains': { http: ['eip155:1'], ws: [] },
    '/v1/account/0xabc/balance': { balances: [{ name: 'Ether', symbol: 'ETH', value: '12' }] },
    '/v1/identity/0xabc': { name: 7, avatar: null },
  }
  const odd = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[path] ?? {}))
  })
  await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r))
  const storage = createPageStorage(createMemoryStorage())
  const api = createApiClient({
    apiUrl: `http://127.0.0.1:${(odd.address() as { port: number }).port}`,
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage,
  })
  try {
    const balance = await api.balance('0xabc', 'eip155:1').catch((e: unknown) => e)
    expect(balance).toMatchObject({ code: 'NETWORK_REQUEST_FAILED' })
    expect(String((balance as Error).cause)).toContain('balances')
    await expect(api.identity('0xabc')).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' })
    // The well-formed answer still reads, and the malformed ones left nothing in the cache.
    expect([...(await api.supportedChains())]).toEqual(['eip155:1'])
    answers['/v1/identity/0xabc'] = { name: 'ada.latch.id', avatar: null }
    await expect(api.identity('0xabc')).resolves.toEqual({ name: 'ada.latch.id', avatar: null })
  } finally {
    await new Promise((r) => odd.close(r))
  }
})

it('a cached answer of another shape (an older version, a hand edit) is dropped and asked for again', async () => {
  let asked = 0
  const fine = createServer((_, res) => {
    asked++
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":null,"avatar":null}')
  })
  await new Promise<void>((r) => fine.listen(0, '127.0.0.1', r))
  const raw = createMemoryStorage()
  const storage = createPageStorage(raw)
  raw.setItem('@latch/cache/identity/0xabc', JSON.stringify({ value: { name: ['x'] }, at: Date.now() }))
  const api = createApiClient({
    apiUrl: `http://127.0.0.1:${(fine.address() as { port: number }).port}`,
    projectId: 'latch-demo',
    sdkType: 'latch',
    sdkVersion: 'test',
    storage,
  })
  try {
    await expect(api.identity('0xabc')).resolves.toEqual({ name: null, avatar: null })
    expect(asked).toBe(1)
    await api.identity('0xabc')
    expect(asked).toBe(1)
  } finally {
    await new Promise((r) => fine.close(r))
  }
})
