/**
 * Fuzz: 5,000 random and malformed requests across every endpoint against a real server process; none
 * may answer 5xx and the process must still be alive and healthy afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { testConfig } from './test/harness.ts'

const REQUESTS = 5_000
const here = dirname(fileURLToPath(import.meta.url))
let child: ChildProcess
let base: string

/** mulberry32: a small seeded PRNG, so a failure can be replayed with the same seed. */
function prng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-fuzz-'))
  const port = 18_900
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ ...testConfig(), port, dataDir: join(dir, 'db'), indexer: { enabled: false } }),
  )
  child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], {
    env: { ...process.env, LATCH_CONFIG: join(dir, 'config.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start')
}, 40_000)
afterAll(() => {
  child.kill('SIGTERM')
})

it(`survives ${REQUESTS} random and malformed requests with no 5xx`, async () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20261121)
  const rand = prng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
  const nasty = [
    '',
    ' ',
    '0x',
    '0x123',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'alice.latch.id',
    'ab.latch.id',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000\uffff',
    '😀'.repeat(50),
    'a'.repeat(5_000),
    '.*+?^$' + '{}()|[]\\',
    'eip155:31337',
    'eip155:1',
    'eip155',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
  ]
  const values = (): unknown =>
    pick([
      () => pick(nasty),
      () => Math.floor(rand() * 2 ** 40) * (rand() < 0.5 ? -1 : 1),
      () => rand(),
      () => null,
      () => true,
      () => [values(), values()],
      () => ({ [pick(nasty)]: values() }),
      () => ({ jsonrpc: '2.0', id: 1, method: `fuzz_${Math.floor(rand() * 1e6)}`, params: [values()] }),
      () => ({
        coin_type: pick([0, 2147514985, -1, 2 ** 33]),
        address: pick(nasty),
        message: pick([pick(nasty), JSON.stringify({ name: pick(nasty), timestamp: values() })]),
        signature: pick(nasty),
      }),
      () => ({
        eventId: pick(nasty),
        url: pick(nasty),
        domain: pick(nasty),
        timestamp: values(),
        props: { type: pick(['track', 'error', 'x']), event: pick(nasty) },
      }),
    ])()
  const routes: [string, (seg: string) => string][] = [
    ['GET', () => '/v1/supported-chains'],
    ['GET', (s) => `/v1/identity/${s}`],
    ['GET', (s) => `/v1/account/${s}/balance`],
    ['GET', (s) => `/v1/account/${s}/history`],
    ['POST', () => '/v1/fungible/price'],
    ['GET', (s) => `/v1/profile/account/${s}`],
    ['GET', (s) => `/v1/profile/reverse/${s}`],
    ['GET', (s) => `/v1/profile/suggestions/${s}`],
    ['POST', () => '/v1/profile/account'],
    ['POST', () => '/v1'],
    ['POST', () => '/e'],
    ['GET', (s) => `/v1/sessions/${s}`],
    ['POST', (s) => `/v1/sessions/${s}`],
    ['POST', (s) => `/v1/sessions/${s}/revoke`],
    ['GET', (s) => `/nothing/${s}`],
    ['DELETE', () => '/v1/supported-chains'],
  ]
  const request = async () => {
    const [method, path] = pick(routes)
    const query = new URLSearchParams()
    if (rand() < 0.9) query.set('projectId', rand() < 0.9 ? 'latch-demo' : pick(nasty))
    for (const key of [
      'st',
      'sv',
      'clientId',
      'chainId',
      'cursor',
      'currency',
      'forceUpdate',
      'limit',
      'zone',
      'apiVersion',
      'sender',
    ]) {
      if (rand() < 0.3) query.set(key, pick(nasty))
    }
    if (rand() < 0.3) query.set('chainId', pick(['eip155:31337', 'eip155:31338']))
    const headers: Record<string, string> = {}
    if (rand() < 0.3) headers.origin = pick(['http://127.0.0.1:5173', 'https://evil.example', 'null'])
    let body: string | undefined
    if (method === 'POST') {
      headers['content-type'] = pick([
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ])
      body =
        rand() < 0.15 ? pick(['{', '{"a":', '[1,2', '\u0000', 'a'.repeat(10_000)]) : JSON.stringify(values())
    }
    const segment = encodeURIComponent(pick(nasty)).slice(0, 3_000) || 'x'
    const res = await fetch(`${base}${path(segment)}?${query}`, { method, headers, body })
    await res.arrayBuffer()
    return {
      status: res.status,
      what: `${method} ${path(segment).slice(0, 80)}?${query.toString().slice(0, 120)}`,
    }
  }
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let done = 0
  const worker = async () => {
    while (done < REQUESTS) {
      done++
      const r = await request()
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      if (r.status >= 500) failures.push(`${r.status} ${r.what}`)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  expect(failures, `seed ${seed}`).toEqual([])
  // The fuzz must reach the handlers, not only the guards: successes and each kind of refusal occur.
  for (const code of [200, 400, 401, 403, 404])
    expect(statuses.get(code) ?? 0, `status ${code}`).toBeGreaterThan(0)
  console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`)
  expect(child.exitCode).toBeNull()
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' })
}, 120_000)
