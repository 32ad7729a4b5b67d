import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createLatchStorage } from '../latch-storage.ts'
import { createMemoryStorage } from '../storage.ts'
import { createApiClient } from './client.ts'

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
    storage: createLatchStorage(createMemoryStorage()),
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
    storage: createLatchStorage(createMemoryStorage()),
    onStatus: () => {},
  })
  await expect(api.supportedChains()).rejects.toMatchObject({ code: 'NETWORK_REQUEST_FAILED' })
})
