/**
 * `npm run bench:server`: loads a bare Fastify route, the cached balance endpoint and the history
 * endpoint (an address with 100,000 indexed transfers) with autocannon, 100 connections each, and prints
 * req/s, p50, p99 and the ratio to the bare route. It fails on any non-2xx answer or socket error.
 *   BENCH_SECONDS=10 (default) · BENCH_CONNECTIONS=100 (default) · BENCH_DB=postgres to measure a
 *   local PostgreSQL instead of PGlite · BENCH_PROFILE=<folder> writes the server's CPU profile there
 */
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { startPostgres } from '../src/deploy/postgres.ts'
import { seededCursor } from './seed.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
const here = dirname(fileURLToPath(import.meta.url))
const postgres = process.env.BENCH_DB === 'postgres' ? startPostgres(15_532) : undefined
const profile = process.env.BENCH_PROFILE
const target = spawn(
  process.execPath,
  [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    '--import',
    'tsx',
    join(here, 'target.ts'),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  },
)
const line = await new Promise<string>((resolve, reject) => {
  createInterface({ input: target.stdout! }).once('line', resolve)
  target.once('exit', (code) => reject(new Error(`target exited (${code})`)))
})
const { api, bare, address, database, transfers } = JSON.parse(line) as Record<string, string>
const q = 'projectId=latch-demo&st=bench&sv=1'

async function load(name: string, url: string, randomPath?: () => string) {
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(randomPath ? { requests: [{ setupRequest: (req) => ({ ...req, path: randomPath() }) }] } : {}),
  })
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`)
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

try {
  await fetch(`${api}/v1/account/${address}/balance?${q}&chainId=eip155:31337`) // primes the cache
  const results = [
    await load('bare Fastify route', `${bare}/bare`),
    await load('cached balance', `${api}/v1/account/${address}/balance?${q}&chainId=eip155:31337`),
    await load(`history (${transfers} transfers), first page`, `${api}/v1/account/${address}/history?${q}`),
    // Every request a different page: the cache cannot help, each one reads the database.
    await load(`history, random pages (cache misses)`, api!, () => {
      const n = 1 + Math.floor(Math.random() * (Number(transfers) - 1))
      return `/v1/account/${address}/history?${q}&cursor=${seededCursor(n)}`
    }),
  ]
  const base = results[0]!.rps
  console.log(`\nLatch server benchmark: ${database}, ${connections} connections, ${seconds} s each`)
  console.log('| endpoint | req/s | p50 ms | p99 ms | vs bare |')
  console.log('|---|---|---|---|---|')
  for (const r of results) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / base) * 100).toFixed(0)} % |`,
    )
  }
} finally {
  target.kill('SIGTERM')
  await new Promise((r) => target.once('exit', r))
  postgres?.stop()
}
