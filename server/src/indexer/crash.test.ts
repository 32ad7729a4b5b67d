/**
 * Kills the server (SIGKILL) in the middle of indexing, restarts it, and checks the index then holds
 * every transfer the chain has, once.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import { count, countDistinct, eq, sql } from 'drizzle-orm'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseConfig, openDatabase } from '../db/client.ts'
import { freshPostgres, processConfig } from '../test/harness.ts'
import { startServerProcess, waitUntilHealthy } from '../test/server-process.ts'
import { indexerCursors, transfers } from './tables.ts'

const SENDS = 400
const MINTS = 28 // 2 tokens × 10 accounts + 5 NFTs + the 3 fixtures (a spam NFT, a hostile token and NFT)

describe.each([
  ['PostgreSQL', 'postgres', 18_760],
  ['PGlite', 'pglite', 18_770],
] as const)('crash mid-indexing on %s', (_, kind, port) => {
  let anvil: Awaited<ReturnType<typeof startAnvil>>
  let database: DatabaseConfig
  let configFile: string
  const children: ChildProcess[] = []
  const base = `http://127.0.0.1:${port + 1}`
  let lastSend: `0x${string}` = '0x'
  /** The chain's last block once every send is mined: anvil may mine two sends that arrive together in one. */
  let head = 0n

  beforeAll(async () => {
    anvil = await startAnvil({ port, chainId: 31337 })
    await deployTestTokens(anvil.rpcUrl, 31337)
    const wallet = createWalletClient({
      account: testAccount(7),
      chain: foundry,
      transport: http(anvil.rpcUrl),
    })
    const publicClient = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    // Each send fully prepared here (nonce, gas, fees), so each is one request to anvil, not five: 400
    // sends beside the rest of the suite otherwise took most of this hook's minute.
    const from = testAccount(7).address
    const nonce = await publicClient.getTransactionCount({ address: from })
    const fees = await publicClient.estimateFeesPerGas()
    for (let i = 0; i < SENDS; i++) {
      lastSend = await wallet.sendTransaction({
        to: testAccount(8).address,
        value: parseEther('0.001'),
        nonce: nonce + i,
        gas: 21_000n,
        ...fees,
      })
    }
    head = (await publicClient.waitForTransactionReceipt({ hash: lastSend })).blockNumber
    const dir = mkdtempSync(join(tmpdir(), 'latch-crash-'))
    database =
      kind === 'postgres'
        ? { kind, url: await freshPostgres('latch_crash') }
        : { kind, dataDir: join(dir, 'db') }
    configFile = join(dir, 'config.json')
    writeFileSync(
      configFile,
      JSON.stringify(
        processConfig({
          port: port + 1,
          chains: [{ caipNetworkId: 'eip155:31337', rpcUrls: [anvil.rpcUrl] }],
          // Swaps and buying name the devnet's second chain, which this one-chain server does not serve.
          swaps: undefined,
          onramp: undefined,
          indexer: { enabled: true, pollIntervalMs: 50, batchBlocks: 1, takeoverMs: 2_000 },
          ...(database.kind === 'postgres' ? { databaseUrl: database.url } : { dataDir: database.dataDir }),
        }),
      ),
    )
  }, 60_000)
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL')
    await anvil.stop()
  })

  const start = () => {
    const server = startServerProcess(configFile, process.env.LOG_SERVER ? { LOG: '1' } : {})
    children.push(server.child)
    return server
  }
  /** Reads the cursor through the same database (PGlite only between server runs). */
  const cursor = async (): Promise<bigint> => {
    const { db, close } = await openDatabase(database)
    try {
      const [row] = await db.select().from(indexerCursors).where(eq(indexerCursors.chain, 'eip155:31337'))
      return row?.blockNumber ?? -1n
    } finally {
      await close()
    }
  }
  /** The newest transaction ids of the receiving account, through the server's history endpoint. */
  const newest = async (limit: number): Promise<string[]> => {
    const url = `${base}/v1/account/${testAccount(8).address}/history?projectId=latch-demo&limit=${limit}`
    const r = await fetch(url).catch(() => undefined)
    if (!r?.ok) return []
    return ((await r.json()) as { data: { id: string }[] }).data.map((t) => t.id)
  }
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const end = Date.now() + ms
    while (Date.now() < end) {
      if (await check()) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('timed out')
  }

  it('loses nothing and repeats nothing after SIGKILL and restart', async () => {
    const first = start()
    await waitUntilHealthy(first, base)
    // As soon as part of the chain is indexed, kill it without warning.
    await waitFor(async () => (await newest(50)).length >= 5, 30_000)
    first.child.kill('SIGKILL')
    await new Promise((r) => first.child.once('exit', r))
    const mid = await cursor()
    expect(mid).toBeGreaterThan(0n)
    expect(mid).toBeLessThan(head)
    // The restart indexes in larger batches, only to finish sooner.
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('"batchBlocks":1', '"batchBlocks":50'))
    const second = start()
    await waitUntilHealthy(second, base)
    // Blocks are indexed in order, so once the newest send shows, everything before it is indexed.
    await waitFor(async () => (await newest(1))[0] === lastSend, 60_000)
    second.child.kill('SIGTERM')
    await new Promise((r) => second.child.once('exit', r))
    const { db, close } = await openDatabase(database)
    try {
      const [{ n }] = (await db.select({ n: count() }).from(transfers)) as [{ n: number }]
      const [{ d }] = (await db
        .select({ d: countDistinct(sql`(${transfers.chain}, ${transfers.txHash}, ${transfers.logIndex})`) })
        .from(transfers)) as [{ d: number }]
      const [row] = await db.select().from(indexerCursors)
      expect(row?.blockNumber).toBe(head)
      expect(Number(n)).toBe(SENDS + MINTS)
      expect(Number(d)).toBe(Number(n))
    } finally {
      await close()
    }
  }, 300_000)
})
