import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { defaultConfig, loadConfig } from './config.ts'

describe('server', () => {
  let app: Awaited<ReturnType<typeof buildApp>>
  let base: string
  beforeAll(async () => {
    app = await buildApp(defaultConfig)
    base = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => app.close())

  it('answers health', async () => {
    const res = await fetch(`${base}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('lists the configured chains as CAIP-2 ids', async () => {
    const res = await fetch(`${base}/v1/supported-chains`)
    expect(await res.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })

  it('allows the demo origin through CORS and refuses others', async () => {
    const ok = await fetch(`${base}/v1/supported-chains`, { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const other = await fetch(`${base}/v1/supported-chains`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('config', () => {
  it('uses the defaults, with HOST and PORT overrides', () => {
    expect(loadConfig({})).toEqual(defaultConfig)
    expect(loadConfig({ PORT: '9000', HOST: '0.0.0.0' })).toMatchObject({ port: 9000, host: '0.0.0.0' })
  })

  it('reads a file and names the bad field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-config-'))
    const file = join(dir, 'c.json')
    writeFileSync(
      file,
      JSON.stringify({ ...defaultConfig, chains: [{ caipNetworkId: 'eip155', rpcUrls: ['http://x'] }] }),
    )
    expect(() => loadConfig({ LATCH_CONFIG: file })).toThrowError(
      'Invalid server configuration at chains.0.caipNetworkId: Invalid CAIP-2 network id',
    )
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/at port/)
  })
})
