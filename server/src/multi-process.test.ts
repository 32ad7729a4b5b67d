/**
 * Two stateless server processes over one PostgreSQL behind a real nginx, both configured to index the
 * same chain: one leads the indexing, what it writes the other serves at once (its caches hear of it),
 * the shared index holds every transfer once, a rate limit hammered through the proxy counts exactly
 * across both, and when the leader is killed under load the other takes over within seconds with
 * nothing lost, nothing written twice and no request through the proxy failing.
 */

import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { type Mailbox, startMailbox } from '@latch/devnet/mail'
import { API_PATHS, apiPath, type BalanceResponse } from '@latch/protocol/api'
import { AUTH_PATHS } from '@latch/protocol/embedded'
import { count, countDistinct, sql } from 'drizzle-orm'
import pg from 'pg'
import { createWalletClient, formatEther, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { embeddedWalletSchema } from './auth/settings.ts'
import { connectionName, openDatabase } from './db/client.ts'
import { type RunningCluster, startCluster } from './deploy/cluster.ts'
import { LEADER_LOCK_CLASS } from './indexer/cluster.ts'
import { transfers } from './indexer/tables.ts'
import { newDeviceId, newPublicKey } from './test/auth-client.ts'
import { freshPostgres, processConfig, testConfig } from './test/harness.ts'

const q = 'projectId=latch-demo'
let anvil: Awaited<ReturnType<typeof startAnvil>>
let mailbox: Mailbox
let url: string
let cluster: RunningCluster
/** What the cluster said of its processes' deaths and restarts. */
const said: string[] = []
/** Process `i` itself, past the proxy. */
const base = (i: number) => cluster.processes[i]!.api

beforeAll(async () => {
  anvil = await startAnvil({ port: 18_810, chainId: 31337 })
  await deployTestTokens(anvil.rpcUrl, 31337)
  url = await freshPostgres('latch_multi')
  mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 })
  const shared = testConfig().embeddedWallet!
  cluster = await startCluster({
    processes: 2,
    databaseUrl: url,
    port: 18_811,
    securePort: 18_812,
    firstPort: 18_813,
    config: processConfig({
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrls: [anvil.rpcUrl] }],
      // Swaps and buying name the devnet's second chain, which this one-chain server does not serve.
      swaps: undefined,
      onramp: undefined,
      // The default takeover delay: the test below measures what an operator gets.
      indexer: { enabled: true, pollIntervalMs: 100, batchBlocks: 3, takeoverMs: 2_000 },
      // The production limits, which the rate-limit test counts against.
      embeddedWallet: {
        ...shared,
        smtp: { ...shared.smtp, port: mailbox.smtpPort },
        limits: embeddedWalletSchema.shape.limits.parse(undefined),
      },
    }),
    // Generous: on two cores beside other test files, compiling and starting them can take long.
    startTimeoutMs: 75_000,
    log: (line) => said.push(line),
  })
}, 90_000)
afterAll(async () => {
  await cluster?.stop()
  await mailbox?.stop()
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
    return rows.map((r) => cluster.processes.findIndex((p) => r.name === connectionName(p.pid)))
  } finally {
    await admin.end()
  }
}

const walletOf = (index: number) =>
  createWalletClient({ account: testAccount(index), chain: foundry, transport: http(anvil.rpcUrl) })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const balancePath = (address: string) => apiPath(API_PATHS.balance, { address })
const historyPath = (address: string) => apiPath(API_PATHS.history, { address })
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
    const r = await fetch(`${base(i)}${historyPath(testAccount(4).address)}?${q}&limit=50`)
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

/** Starts an email login at `site` (the proxy's secure site or a process's own) as `visitor`; its status. */
async function start(site: string, visitor: string, tag: string): Promise<number> {
  const r = await fetch(`${site}${AUTH_PATHS.startEmail}`, {
    method: 'POST',
    // The frame's origin is the public one, the proxy's.
    headers: { origin: cluster.secureSite!, 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({
      projectId: 'latch-demo',
      email: `hammer-${tag}-${Date.now()}@example.com`,
      deviceId: newDeviceId(),
      devicePublicKey: await newPublicKey(),
    }),
  })
  return r.status
}

it('a login limit hammered through the proxy counts exactly across both processes', async () => {
  const { mailsPerIpHour } = embeddedWalletSchema.shape.limits.parse(undefined)
  const visitor = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
  // Half again as many as the limit, all at once, each for a new address (so only the per-IP limit counts).
  const starts = await Promise.all(
    Array.from({ length: mailsPerIpHour * 1.5 }, (_, i) => start(cluster.secureSite!, visitor, String(i))),
  )
  expect(starts.filter((s) => s === 200)).toHaveLength(mailsPerIpHour)
  expect(starts.filter((s) => s === 429)).toHaveLength(mailsPerIpHour / 2)
  await expect
    .poll(() => mailbox.messages().filter((m) => m.to.some((to) => to.startsWith('hammer-'))).length)
    .toBe(mailsPerIpHour)
  // The count is the database's: each process, asked directly, refuses the same visitor too.
  for (const p of cluster.processes) expect(await start(p.secureSite!, visitor, 'direct')).toBe(429)
})

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

let killedPid = 0
let killedIndex = -1

it('the leader killed under load: the other takes over within 10 s, nothing is lost or written twice, no request fails', async () => {
  const [leader] = await leaders()
  const survivor = leader === 0 ? 1 : 0
  const to = freshAddress()
  const wallet = walletOf(6)
  // Eight visitors keep reading the recipient's history and balance through the proxy throughout: the
  // proxy passes what the dead process cannot answer to the survivor.
  let loading = true
  const statuses: number[] = []
  const visitor = async () => {
    while (loading) {
      for (const path of [`${historyPath(to)}?${q}&limit=50`, `${balancePath(to)}?${q}`]) {
        const r = await fetch(`${cluster.url}${path}`)
        await r.arrayBuffer()
        statuses.push(r.status)
      }
    }
  }
  const load = Promise.all(Array.from({ length: 8 }, visitor))
  const sent: string[] = []
  for (let i = 0; i < 10; i++) sent.push(await wallet.sendTransaction({ to, value: parseEther('0.001') }))
  killedPid = cluster.processes[leader!]!.pid
  killedIndex = leader!
  cluster.processes[leader!]!.child.kill('SIGKILL')
  const killed = Date.now()
  for (let i = 0; i < 10; i++) sent.push(await wallet.sendTransaction({ to, value: parseEther('0.001') }))
  await expect.poll(leaders, { timeout: 10_000, interval: 100 }).toEqual([survivor])
  expect(Date.now() - killed).toBeLessThan(10_000)
  const history = async () => {
    const r = await fetch(`${cluster.url}${historyPath(to)}?${q}&limit=50`)
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

it('the killed process is said, started again with a new pid, and serves again', async () => {
  expect(killedIndex).toBeGreaterThanOrEqual(0)
  const p = cluster.processes[killedIndex]!
  await expect.poll(() => p.restarts, { timeout: 10_000 }).toBe(1)
  expect(p.pid).not.toBe(killedPid)
  expect(said).toEqual([
    expect.stringMatching(
      new RegExp(
        `^cluster: server process ${killedIndex} \\(pid ${killedPid}\\) died \\(SIGKILL\\) after \\d+ s; restarting in 250 ms$`,
      ),
    ),
    `cluster: server process ${killedIndex} restarted (pid ${p.pid}, restart 1)`,
  ])
  await expect
    .poll(
      () =>
        fetch(`${base(killedIndex)}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000, interval: 250 },
    )
    .toBe(200)
}, 75_000)
