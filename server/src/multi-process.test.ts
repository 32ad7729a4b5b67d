/**
 * Two stateless server processes over one PostgreSQL, both configured to index the same chain: one
 * leads the indexing, what it writes the other serves at once (its caches hear of it), the shared index
 * holds every transfer once, and when the leader is killed under load the other takes over within
 * seconds with nothing lost, nothing written twice and no request failing.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { API_PATHS, type BalanceResponse } from '@latch/core/api'
import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { count, countDistinct, sql } from 'drizzle-orm'
import pg from 'pg'
import { createWalletClient, formatEther, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connectionName, openDatabase } from './db/client.ts'
import { transfers } from './db/schema.ts'
import { LEADER_LOCK_CLASS } from './indexer/cluster.ts'
import { freshPostgres, processConfig } from './test/harness.ts'

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
  url = await freshPostgres('latch_multi')
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
          // The default takeover delay: the test below measures what an operator gets.
          indexer: { enabled: true, pollIntervalMs: 100, batchBlocks: 3, takeoverMs: 2_000 },
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

/** Which processes (by index) lead the chain's indexing now, as the database's locks say. */
async function leaders(): Promise<number[]> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ name: string }>(
      `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.classid = $1 and l.granted`,
      [LEADER_LOCK_CLASS],
    )
    return rows.map((r) => children.findIndex((c) => c.pid !== undefined && r.name === connectionName(c.pid)))
  } finally {
    await admin.end()
  }
}

const walletOf = (index: number) =>
  createWalletClient({ account: testAccount(index), chain: foundry, transport: http(anvil.rpcUrl) })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const balancePath = (address: string) => API_PATHS.balance.replace(':address', address)
/** The native balance process `i` serves for `address` ("0" when it lists none). */
const nativeBalance = async (i: number, address: string) => {
  const r = await fetch(`${base(i)}${balancePath(address)}?${q}&chainId=eip155:31337`)
  const { balances } = (await r.json()) as BalanceResponse
  return balances.find((b) => b.address === undefined)?.quantity.numeric ?? '0'
}

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

it('one process leads the indexing; both serve one history, each transfer once', async () => {
  await expect.poll(leaders, { timeout: 10_000 }).toHaveLength(1)
  expect([0, 1]).toContain((await leaders())[0])
  const wallet = walletOf(3)
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

it('a balance changed on chain is served fresh by both processes at once, though both had it cached', async () => {
  const to = freshAddress()
  // Both read it, so both cache it for 30 s unless the indexer's notice drops it.
  expect([await nativeBalance(0, to), await nativeBalance(1, to)]).toEqual(['0', '0'])
  await walletOf(5).sendTransaction({ to, value: parseEther('0.25') })
  const fresh = formatEther(parseEther('0.25'))
  await expect
    .poll(async () => [await nativeBalance(0, to), await nativeBalance(1, to)], {
      timeout: 5_000,
      interval: 100,
    })
    .toEqual([fresh, fresh])
})

it('the leader killed under load: the other takes over within 10 s, nothing is lost or written twice, no request fails', async () => {
  const [leader] = await leaders()
  const survivor = leader === 0 ? 1 : 0
  const to = freshAddress()
  const wallet = walletOf(6)
  // Eight visitors keep reading the recipient's history and balance from the survivor throughout.
  let loading = true
  const statuses: number[] = []
  const visitor = async () => {
    while (loading) {
      for (const path of [
        `${API_PATHS.history.replace(':address', to)}?${q}&limit=50`,
        `${balancePath(to)}?${q}`,
      ]) {
        const r = await fetch(`${base(survivor)}${path}`)
        await r.arrayBuffer()
        statuses.push(r.status)
      }
    }
  }
  const load = Promise.all(Array.from({ length: 8 }, visitor))
  const sent: string[] = []
  for (let i = 0; i < 10; i++) sent.push(await wallet.sendTransaction({ to, value: parseEther('0.001') }))
  children[leader!]!.kill('SIGKILL')
  const killed = Date.now()
  for (let i = 0; i < 10; i++) sent.push(await wallet.sendTransaction({ to, value: parseEther('0.001') }))
  await expect.poll(leaders, { timeout: 10_000, interval: 100 }).toEqual([survivor])
  expect(Date.now() - killed).toBeLessThan(10_000)
  const history = async () => {
    const r = await fetch(`${base(survivor)}/v1/account/${to}/history?${q}&limit=50`)
    return ((await r.json()) as { data: { id: string }[] }).data.map((t) => t.id).sort()
  }
  await expect.poll(history, { timeout: 15_000, interval: 200 }).toEqual([...sent].sort())
  loading = false
  await load
  expect(statuses.length).toBeGreaterThan(40)
  expect(statuses.filter((status) => status >= 500)).toEqual([])
  const { db, close } = await openDatabase({ kind: 'postgres', url })
  try {
    const rows = await db
      .select({ n: count(), d: countDistinct(transfers.txHash) })
      .from(transfers)
      .where(sql`${transfers.recipient} = ${to.toLowerCase()}`)
    expect(rows.map((r) => [Number(r.n), Number(r.d)])).toEqual([[20, 20]])
  } finally {
    await close()
  }
}, 60_000)
