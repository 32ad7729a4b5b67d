/**
 * `npm run bench:scale`: the server as an operator scales it. 1, 2 and 4 server processes over one
 * PostgreSQL behind nginx (`@latch/server/deploy`), each endpoint loaded through the proxy with
 * autocannon at 100 and 500 connections: a bare route (`/health`), the cached balance, the history's
 * first page, uncached history pages (every request a different page of 100,000 transfers), the email
 * login's start (a mail sent per request, to a local mail catcher) and the JSON-RPC proxy (to anvil).
 * Prints req/s, p50, p99 and the CPU each server process, nginx and PostgreSQL used, as a Markdown table.
 * It fails on any non-2xx answer or socket error.
 *   BENCH_SECONDS=5 (default) · BENCH_PROCESSES=1,2,4 · BENCH_CONNECTIONS=100,500 ·
 *   BENCH_ENDPOINTS=uncached (only the endpoints whose name contains one of these words) ·
 *   DATABASE_URL to measure an existing PostgreSQL (default: a local one, started here)
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { startMailbox } from '@latch/devnet/mail'
import { devnetServerConfig } from '@latch/devnet/server-config'
import { API_PATHS, apiPath } from '@latch/protocol/api'
import { AUTH_PATHS } from '@latch/protocol/embedded'
import autocannon from 'autocannon'
import { openDatabase } from '../src/db/client.ts'
import { startCluster, startPostgres } from '../src/deploy/index.ts'
import { seededCursor, seedHistory } from './seed.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2)
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '100,500').split(',').map(Number)
const endpointFilter = process.env.BENCH_ENDPOINTS?.split(',')
const TRANSFERS = 100_000
const CHAIN = 'eip155:31337'
const PROXY_PORT = 19_790
const SECURE_PORT = 19_791
const FIRST_PORT = 19_800
const q = 'projectId=latch-demo&st=bench&sv=1'
const proxy = `http://127.0.0.1:${PROXY_PORT}`

const postgres = process.env.DATABASE_URL ? undefined : startPostgres(15_732)
const databaseUrl = process.env.DATABASE_URL ?? postgres!.url
const anvil = await startAnvil({ port: 19_645, chainId: 31337 })
const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 })
const stops: (() => Promise<unknown>)[] = [anvil.stop, mailbox.stop, async () => postgres?.stop()]

/** CPU seconds a process has used (user + system), from /proc. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())
const cpuOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}
const pidsOf = (pattern: string): number[] => {
  try {
    return execFileSync('pgrep', ['-f', pattern]).toString().trim().split('\n').map(Number)
  } catch {
    return []
  }
}

/** A pool of P-256 public keys, as browsers send them when a login starts. */
const publicKeys = await Promise.all(
  Array.from({ length: 64 }, async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])) as CryptoKeyPair
    return Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
  }),
)
const random = (n: number) => Math.floor(Math.random() * n)

type Row = {
  endpoint: string
  processes: number
  connections: number
  rps: number
  p50: number
  p99: number
  cpu: string
}
const rows: Row[] = []

try {
  await deployTestTokens(anvil.rpcUrl, 31337)
  const address = testAccount(0).address.toLowerCase()
  const balance = apiPath(API_PATHS.balance, { address })
  const history = apiPath(API_PATHS.history, { address })
  const { db, close } = await openDatabase({ kind: 'postgres', url: databaseUrl })
  await seedHistory(db, {
    chain: CHAIN,
    address,
    other: testAccount(1).address.toLowerCase(),
    count: TRANSFERS,
  })
  await close()
  const base = devnetServerConfig({
    chains: [{ id: 31337, name: 'bench', rpcUrl: anvil.rpcUrl }],
    solanaRpcUrl: null,
  })
  const config = {
    ...base,
    swaps: undefined,
    onramp: undefined,
    // The bench measures serving: no indexer racing the seeded history.
    indexer: { enabled: false, pollIntervalMs: 1_000, batchBlocks: 200, takeoverMs: 2_000 },
    embeddedWallet: {
      ...base.embeddedWallet,
      smtp: { ...base.embeddedWallet.smtp, port: mailbox.smtpPort },
      // Every request a new address from its own visitor address: the limits never answer instead.
      limits: {
        mailsPerIpHour: 100_000,
        codesPerIpHour: 100_000,
        mailsPerAddressHour: 1_000,
        codesPerAddressHour: 1_000,
      },
    },
  }
  const secureSite = `http://127.0.0.1:${SECURE_PORT}`
  const endpoints: { name: string; url: string; request?: autocannon.Request }[] = [
    { name: 'bare route (/health)', url: `${proxy}${API_PATHS.health}` },
    {
      name: 'cached balance',
      url: `${proxy}${balance}?${q}&chainId=${CHAIN}`,
    },
    { name: 'history, first page', url: `${proxy}${history}?${q}` },
    {
      name: 'history, uncached pages',
      url: proxy,
      request: {
        setupRequest: (req) => ({
          ...req,
          path: `${history}?${q}&cursor=${seededCursor(1 + random(TRANSFERS - 1))}`,
        }),
      },
    },
    {
      name: 'email login, start',
      url: secureSite,
      request: {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path: AUTH_PATHS.startEmail,
          headers: {
            origin: secureSite,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${random(256)}.${random(256)}.${1 + random(254)}`,
          },
          body: JSON.stringify({
            projectId: 'latch-demo',
            email: `bench-${Date.now()}-${random(1e9)}@example.com`,
            deviceId: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
            devicePublicKey: publicKeys[random(publicKeys.length)],
          }),
        }),
      },
    },
    {
      name: 'JSON-RPC proxy (eth_blockNumber)',
      url: `${proxy}${API_PATHS.rpc}?chainId=${CHAIN}&${q}`,
      request: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      },
    },
  ]

  for (const processes of processCounts) {
    const cluster = await startCluster({
      processes,
      databaseUrl,
      config,
      port: PROXY_PORT,
      securePort: SECURE_PORT,
      firstPort: FIRST_PORT,
    })
    try {
      // Primes the balance cache in every process.
      for (const p of cluster.processes) await fetch(`${p.api}${balance}?${q}&chainId=${CHAIN}`)
      const groups = () => ({
        servers: cluster.processes.map((p) => p.pid),
        nginx: pidsOf('nginx: '),
        // Its backends come and go with the pools' connections: read again after each cell.
        postgres: pidsOf('postgres'),
      })
      for (const connections of connectionCounts) {
        for (const e of endpoints) {
          if (endpointFilter && !endpointFilter.some((word) => e.name.includes(word))) continue
          const failures = new Map<string, number>()
          const run = (duration: number) =>
            new Promise<autocannon.Result>((resolve, reject) => {
              const options = {
                url: e.url,
                connections,
                duration,
                pipelining: 1,
                ...(e.request ? { requests: [e.request] } : {}),
              }
              const load = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)))
              load.on('reqError', (err: Error) =>
                failures.set(err.message, (failures.get(err.message) ?? 0) + 1),
              )
            })
          // Untimed first: the processes compile the route's code and PostgreSQL reads the pages it needs.
          const warm = await run(WARMUP_SECONDS)
          const before = new Map(
            Object.values(groups())
              .flat()
              .map((pid) => [pid, cpuOf(pid)]),
          )
          const started = Date.now()
          const r = await run(seconds)
          const wall = (Date.now() - started) / 1000
          const now = groups()
          const used = (pids: number[]) => pids.map((pid) => (cpuOf(pid) - (before.get(pid) ?? 0)) / wall)
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
          const percent = (x: number) => `${Math.round(x * 100)} %`
          if ([warm, r].some((x) => x.non2xx > 0 || x.errors > 0 || x.timeouts > 0))
            throw new Error(
              `${e.name}, ${processes} × ${connections}: ${warm.non2xx + r.non2xx} non-2xx, ${warm.errors + r.errors} errors (${[...failures].map(([m, n]) => `${n} × ${m}`).join(', ')}), ${warm.timeouts + r.timeouts} timeouts`,
            )
          rows.push({
            endpoint: e.name,
            processes,
            connections,
            rps: Math.round(r.requests.average),
            p50: r.latency.p50,
            p99: r.latency.p99,
            cpu: `${used(now.servers).map(percent).join(' + ')} · nginx ${percent(sum(used(now.nginx)))} · pg ${percent(sum(used(now.postgres)))}`,
          })
          console.error(
            `  ${processes} × ${connections} ${e.name}: ${rows.at(-1)!.rps} req/s, p99 ${rows.at(-1)!.p99} ms`,
          )
        }
      }
    } finally {
      await cluster.stop()
    }
  }
  console.log(
    `\nLatch bench:scale: PostgreSQL, nginx, ${seconds} s per cell, on this machine (load generator included)`,
  )
  console.log(
    '| endpoint | processes | connections | req/s | p50 ms | p99 ms | CPU: each process · nginx · PostgreSQL |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.endpoint} | ${r.processes} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpu} |`,
    )
} finally {
  for (const stop of stops) await stop().catch(() => {})
}
