/**
 * Fuzz: 5,000 random and malformed requests across every endpoint of the API and of the embedded
 * wallet's secure site (with a real SMTP catcher, and a real session for the routes behind one) against
 * a real server process; none may answer 5xx and the process must still be alive and healthy afterwards.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Mailbox, startMailbox } from '@latch/devnet/mail'
import { AUTH_PATHS, newSessionKey, proveCall, SESSION_PROOF_HEADER } from '@latch/protocol/embedded'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newDeviceId, newPublicKey } from './test/auth-client.ts'
import { testConfig } from './test/harness.ts'
import {
  SERVER_START_MS,
  type ServerProcess,
  startServerProcess,
  waitUntilHealthy,
} from './test/server-process.ts'

const REQUESTS = 5_000

let server: ServerProcess
let base: string
let secure: string
let mail: Mailbox
/** A real session on the secure site, so the routes behind one are reached too. */
let session: string
/** The session's key, as the frame keeps it. */
let sessionKey: CryptoKey
const device = newDeviceId()

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
  const securePort = 18_901
  mail = await startMailbox({ smtpPort: 0, httpPort: 0 })
  // The pages the secure site serves, as files (the frame itself is built later in `npm test`).
  const frameDir = join(dir, 'frame')
  mkdirSync(frameDir)
  for (const page of ['index.html', 'approve.html']) writeFileSync(join(frameDir, page), '<!doctype html>')
  const config = testConfig()
  const embeddedWallet = {
    ...config.embeddedWallet!,
    port: securePort,
    frameDir,
    smtp: { ...config.embeddedWallet!.smtp, port: mail.smtpPort },
  }
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      ...config,
      port,
      dataDir: join(dir, 'db'),
      indexer: { enabled: false },
      embeddedWallet,
    }),
  )
  base = `http://127.0.0.1:${port}`
  secure = `http://127.0.0.1:${securePort}`
  server = startServerProcess(join(dir, 'config.json'))
  await waitUntilHealthy(server, base)
  session = await logIn('fuzz-session@example.com')
}, SERVER_START_MS + 20_000)
afterAll(async () => {
  server.child.kill('SIGTERM')
  await mail.stop()
})

/** Logs in on the secure site with the code the catcher received; returns the session token. */
async function logIn(email: string): Promise<string> {
  const key = await newSessionKey()
  sessionKey = key.keyPair.privateKey
  const post = (path: string, body: object) =>
    fetch(`${secure}${path}`, {
      method: 'POST',
      headers: { origin: secure, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: 'latch-demo', email, deviceId: device, ...body }),
    })
  expect((await post(AUTH_PATHS.startEmail, { devicePublicKey: await newPublicKey() })).status).toBe(200)
  const deadline = Date.now() + 5_000
  let otp: string | undefined
  while (!otp && Date.now() < deadline) {
    otp = /\d{6}/.exec(mail.messages().find((m) => m.to.includes(email))?.subject ?? '')?.[0]
    await new Promise((r) => setTimeout(r, 50))
  }
  const verified = await post(AUTH_PATHS.verifyEmail, { otp, sessionPublicKey: key.publicKey })
  return ((await verified.json()) as { token: string }).token
}

it(`survives ${REQUESTS} random and malformed requests with no 5xx`, async () => {
  const seed = Number(process.env.FUZZ_SEED ?? 20261121)
  const publicKey = await newPublicKey()
  const secureOk = { count: 0 }
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
  const holder = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const swapTokens = testConfig()
    .swaps.networks.flatMap((n) => [
      `${n.chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
      ...(n.tokens ?? []).map((t) => `${n.chain}:${t}`),
    ])
    .concat([
      'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      'eip155:31337:0x0000000000000000000000000000000000000001',
    ])
  const amounts = [
    '1',
    '1000000',
    '1000000000000000000',
    '150000000000000000000',
    '0',
    '-5',
    '1.5',
    '9'.repeat(80),
    'abc',
  ]
  // Header values must be printable ASCII, or fetch itself refuses them.
  const ascii = nasty.filter((v) => /^[\x20-\x7e]*$/.test(v))
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
        projectId: pick(['latch-demo', pick(nasty)]),
        email: pick(['fuzz@example.com', 'fuzz-session@example.com', pick(nasty)]),
        deviceId: pick([device, newDeviceId(), pick(nasty)]),
        devicePublicKey: pick([publicKey, pick(nasty)]),
        otp: pick(['123456', pick(nasty)]),
        token: pick([newDeviceId(), pick(nasty)]),
        handover: pick(['A'.repeat(200), pick(nasty)]),
        fromDeviceId: pick([device, pick(nasty)]),
        address: pick(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', pick(nasty)]),
        authShare: pick(['A'.repeat(44), pick(nasty)]),
        recoveryShare: pick(['A'.repeat(44), pick(nasty)]),
        sealedRecoveryShare: pick(['A'.repeat(80), pick(nasty)]),
      }),
      () => ({
        purchaseCurrency: pick(['ETH', 'LUSD', pick(nasty)]),
        paymentCurrency: pick(['USD', 'EUR', pick(nasty)]),
        amount: pick(['50', '10.00', '9.99', '25000.01', pick(nasty)]),
        network: pick(['eip155:31337', pick(nasty)]),
        paymentMethod: pick(['card', 'ach_bank_account', pick(nasty)]),
        destinationWallets: pick([[{ address: holder, assets: ['ETH'] }], pick(nasty), [values()]]),
        defaultNetwork: pick(['eip155:31337', pick(nasty)]),
        partnerUserId: pick([holder, pick(nasty)]),
        presetFiatAmount: pick([50, -1, 1e12, pick(nasty)]),
      }),
      () => ({
        eventId: pick(['evt-1', pick(nasty)]),
        type: pick(['order.paid', pick(nasty)]),
        orderId: pick([`ord_${'a'.repeat(32)}`, pick(nasty)]),
        sessionToken: pick(['ab'.repeat(32), pick(nasty)]),
      }),
      () => ({
        amount: pick(amounts),
        from: pick(swapTokens),
        to: pick(swapTokens),
        userAddress: pick([`eip155:31337:${holder}`, pick(nasty)]),
        eip155: pick([{ slippage: pick([0.5, 1, 80, -1, '2', pick(nasty)]) }, pick(nasty)]),
        exact: pick(['in', 'out', pick(nasty)]),
        disableEstimate: pick([true, false, pick(nasty)]),
      }),
      () => ({
        eventId: pick(nasty),
        url: pick(nasty),
        domain: pick(nasty),
        timestamp: values(),
        props: { type: pick(['track', 'error', 'x']), event: pick(nasty) },
      }),
    ])()
  // The secure site's routes, marked by their leading '~'.
  const secureRoutes: [string, (seg: string) => string][] = [
    ['GET', () => `~${AUTH_PATHS.frame}`],
    ['GET', (s) => `~${AUTH_PATHS.frame}/assets/${s}`],
    ['GET', () => `~${AUTH_PATHS.originCheck}`],
    ['POST', () => `~${AUTH_PATHS.rpc}`],
    ['POST', () => `~${AUTH_PATHS.startEmail}`],
    ['POST', () => `~${AUTH_PATHS.verifyEmail}`],
    ['POST', () => `~${AUTH_PATHS.deviceStatus}`],
    ['GET', () => `~${AUTH_PATHS.approveDevice}`],
    ['POST', () => `~${AUTH_PATHS.approveDevice}`],
    ['POST', () => `~${AUTH_PATHS.deviceRequest}`],
    ['GET', () => `~${AUTH_PATHS.me}`],
    ['PUT', () => `~${AUTH_PATHS.wallet}`],
    ['GET', () => `~${AUTH_PATHS.authShare}`],
    ['PUT', () => `~${AUTH_PATHS.authShare}`],
    ['GET', () => `~${AUTH_PATHS.recovery}`],
    ['POST', () => `~${AUTH_PATHS.updateEmail}`],
    ['POST', () => `~${AUTH_PATHS.updateEmailPrimary}`],
    ['POST', () => `~${AUTH_PATHS.updateEmailSecondary}`],
    ['POST', () => `~${AUTH_PATHS.signOut}`],
  ]
  const routes: [string, (seg: string) => string][] = [
    ...secureRoutes,
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
    ['GET', () => '/v1/convert/tokens'],
    ['GET', () => '/v1/convert/quotes'],
    ['GET', () => '/v1/convert/allowance'],
    ['GET', () => '/v1/convert/gas-price'],
    ['GET', () => '/v1/convert/build-approve'],
    ['POST', () => '/v1/convert/build-transaction'],
    ['GET', () => '/v1/onramp/options'],
    ['POST', () => '/v1/onramp/quote'],
    ['POST', () => '/v1/generators/onrampurl'],
    ['GET', (s) => `/v1/onramp/orders/${s}`],
    ['POST', () => '/v1/onramp/webhook/devpay'],
    ['POST', (s) => `/v1/onramp/webhook/${s}`],
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
    // The convert calls' fields, often well formed, so the fuzz reaches the chain reads behind them.
    for (const key of ['from', 'to', 'tokenAddress'])
      if (rand() < 0.4) query.set(key, rand() < 0.7 ? pick(swapTokens) : pick(nasty))
    if (rand() < 0.4) query.set('amount', pick(amounts))
    if (rand() < 0.3) query.set('userAddress', pick([`eip155:31337:${holder}`, holder, pick(nasty)]))
    if (rand() < 0.2) query.set('exact', pick(['in', 'out', pick(nasty)]))
    if (rand() < 0.2) query.set('gasPrice', pick(amounts))
    const headers: Record<string, string> = {}
    const onSecure = path('').startsWith('~')
    if (onSecure ? rand() < 0.9 : rand() < 0.3)
      headers.origin = onSecure
        ? pick([secure, secure, 'https://evil.example'])
        : pick(['http://127.0.0.1:5173', 'https://evil.example', 'null'])
    if (onSecure && rand() < 0.7)
      headers.authorization = pick([
        `Bearer ${session}`,
        `Bearer ${session}`,
        `Bearer ${pick(ascii)}`,
        pick(ascii),
      ])
    let body: string | undefined
    if (method === 'POST' || method === 'PUT') {
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
    const target = onSecure ? `${secure}${path(segment).slice(1)}` : `${base}${path(segment)}`
    const url = `${target}?${query}`
    // With the real session, usually a proof of its key over this very call, so the handlers behind run.
    if (headers.authorization === `Bearer ${session}` && rand() < 0.8)
      headers[SESSION_PROOF_HEADER] = await proveCall(sessionKey, {
        method,
        path: url.slice(secure.length),
        body: body ?? '',
      })
    const res = await fetch(url, { method, headers, body })
    await res.arrayBuffer()
    if (onSecure && res.ok) secureOk.count++
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
  expect(secureOk.count, 'successes on the secure site').toBeGreaterThan(0)
  console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`)
  expect(server.child.exitCode).toBeNull()
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' })
}, 120_000)
