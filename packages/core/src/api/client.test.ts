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
