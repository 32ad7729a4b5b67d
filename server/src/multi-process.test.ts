/**
 * Two stateless server processes over one PostgreSQL, both indexing the same chain: what one writes the
 * other serves, and the shared index holds every transfer once.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { count, countDistinct, sql } from 'drizzle-orm'
import pg from 'pg'
import { createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { openDatabase } from './db/client.ts'
import { transfers } from './db/schema.ts'
import { processConfig } from './test/harness.ts'

const here = dirname(fileURLToPath(import.meta.url))
const PORTS = [18_811, 18_812]
let anvil: Awaited<ReturnType<typeof startAnvil>>
let url: string
const children: ChildProcess[] = []
const base = (i: number) => `http://127.0.0.1:${PORTS[i]}`
const q = 'projectId=latch-demo'

beforeAll(async () => {
  anvil = await startAnvil({ port: 18_810, chainId: 31337 })
  await deployTestTokens(anvil.rpcUrl, 31337)
  const name = `latch_multi_${Date.now()}`
  const admin = new pg.Client({ connectionString: inject('postgresUrl') })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  url = inject('postgresUrl').replace(/\/postgres$/, `/${name}`)
  const dir = mkdtempSync(join(tmpdir(), 'latch-multi-'))
  for (const port of PORTS) {
    const file = join(dir, `${port}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        processConfig({
          port,
          databaseUrl: url,
          chains: [{ caipNetworkId: 'eip155:31337', rpcUrls: [anvil.rpcUrl] }],
          // Swaps and buying name the devnet's second chain, which this one-chain server does not serve.
          swaps: undefined,
          onramp: undefined,
          indexer: { enabled: true, pollIntervalMs: 100, batchBlocks: 3 },
        }),
      ),
    )
    children.push(
      spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], {
        env: { ...process.env, LATCH_CONFIG: file },
        stdio: 'ignore',
      }),
    )
  }
  // Generous: on two cores beside other test files, compiling and starting them can take long.
  const deadline = Date.now() + 75_000
  for (let i = 0; i < PORTS.length; i++) {
    while (
      !(await fetch(`${base(i)}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('servers did not start')
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}, 90_000)
afterAll(async () => {
  for (const c of children) c.kill('SIGTERM')
  await anvil.stop()
})

it('a name registered through one process is served by the other', async () => {
  const account = testAccount(2)
  const message = JSON.stringify({
    name: 'multiproc.latch.id',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const body = {
    coin_type: (31337 | 0x80000000) >>> 0,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
  const res = await fetch(`${base(0)}/v1/profile/account?${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  const other = await fetch(`${base(1)}/v1/profile/account/multiproc.latch.id?${q}`)
  expect((await other.json()).name).toBe('multiproc.latch.id')
})

it('both processes index the same chain into one history, each transfer once', async () => {
  const wallet = createWalletClient({
    account: testAccount(3),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  let last = ''
  for (let i = 0; i < 40; i++)
    last = await wallet.sendTransaction({ to: testAccount(4).address, value: parseEther('0.01') })
  const newest = async (i: number) => {
    const r = await fetch(`${base(i)}/v1/account/${testAccount(4).address}/history?${q}&limit=50`)
    return ((await r.json()) as { data: { id: string }[] }).data.map((t) => t.id)
  }
  const end = Date.now() + 30_000
  while ((await newest(0))[0] !== last || (await newest(1))[0] !== last) {
    if (Date.now() > end) throw new Error('not indexed in time')
    await new Promise((r) => setTimeout(r, 200))
  }
  await new Promise((r) => setTimeout(r, 2_100)) // past the history page cache
  expect(await newest(0)).toEqual(await newest(1))
  const { db, close } = await openDatabase({ kind: 'postgres', url })
  try {
    const [{ n }] = (await db.select({ n: count() }).from(transfers)) as [{ n: number }]
    const [{ d }] = (await db
      .select({ d: countDistinct(sql`(${transfers.chain}, ${transfers.txHash}, ${transfers.logIndex})`) })
      .from(transfers)) as [{ d: number }]
    expect(Number(n)).toBe(40 + 28) // the sends, and the devnet's mints
    expect(Number(d)).toBe(Number(n))
  } finally {
    await close()
  }
}, 60_000)
