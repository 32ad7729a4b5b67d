import {
  deployTestTokens,
  FIXTURE_HOLDER_INDEX,
  startAnvil,
  testAccount,
  testNft,
  testTokens,
} from '@latch/devnet'
import type { CaipNetworkId } from '@latch/protocol/caip'
import { count, eq } from 'drizzle-orm'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../chain/clients.ts'
import { DRIVERS, ownDatabase, startTestServer, testConfig } from '../test/harness.ts'
import { type Indexer, startIndexer } from './indexer.ts'
import { transfers } from './tables.ts'

type History = {
  data: {
    id: string
    metadata: { operationType: string; status: string; chain: string; sentFrom: string; sentTo: string }
    transfers: {
      direction: string
      sender: string
      recipient: string
      quantity: { numeric: string }
      fungible_info?: { symbol: string }
      nft_info?: { name: string }
    }[]
  }[]
  next: string | null
}

describe.each(DRIVERS().map(([n, d], i) => [n, d, 18_700 + i] as const))(
  'indexer and history on %s',
  (_, driver, port) => {
    const chain: CaipNetworkId = 'eip155:31337'
    let anvil: Awaited<ReturnType<typeof startAnvil>>
    let s: Awaited<ReturnType<typeof startTestServer>>
    let indexer: Indexer
    const rpc = (method: string, params: unknown[] = []) =>
      fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then(async (r) => ((await r.json()) as { result: unknown }).result)
    const wallet = (i: number) =>
      createWalletClient({ account: testAccount(i), chain: foundry, transport: http(anvil.rpcUrl) })
    const client = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const send = async (from: number, to: number, eth: string) => {
      const hash = await wallet(from).sendTransaction({ to: testAccount(to).address, value: parseEther(eth) })
      await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
      return hash
    }
    const catchUp = async () => {
      while ((await indexer.step(chain)) > 0) {}
    }
    const history = async (i: number, params: Record<string, string> = {}): Promise<History> =>
      (await fetch(s.q(`/v1/account/${testAccount(i).address}/history`, params))).json() as Promise<History>

    beforeAll(async () => {
      anvil = await startAnvil({ port, chainId: 31337 })
      await deployTestTokens(anvil.rpcUrl, 31337)
      const over = {
        chains: [{ caipNetworkId: chain, rpcUrls: [anvil.rpcUrl] }],
        indexer: { enabled: false, pollIntervalMs: 50, batchBlocks: 7, takeoverMs: 2_000 },
      }
      s = await startTestServer(await ownDatabase(driver, 'latch_indexer'), over)
      indexer = startIndexer({
        db: s.db,
        config: testConfig(over),
        clients: createChainClients(testConfig(over)),
        loop: false,
        onIndexed: s.indexed.emit,
      })
      await catchUp()
    })
    afterAll(async () => {
      await indexer.stop()
      await s.stop()
      await anvil.stop()
    })

    it('indexes token and NFT mints', async () => {
      const h = await history(0)
      const mints = h.data.filter((t) => t.metadata.operationType === 'mint')
      const symbols = mints.flatMap((t) =>
        t.transfers.map((x) => x.fungible_info?.symbol ?? x.nft_info?.name),
      )
      expect(symbols.sort()).toEqual([
        'LTK',
        'LUSD',
        'Latch Collectibles #1',
        'Latch Collectibles #2',
        'Latch Collectibles #3',
      ])
      expect(mints.every((t) => t.metadata.status === 'confirmed' && t.metadata.chain === chain)).toBe(true)
    })

    it('lists the NFTs an account holds now, with previews and the spam flag', async () => {
      type Nfts = { data: { name: string; tokenId: string; previewUrl: string; isSpam: boolean }[] }
      const nfts = async (i: number, params: Record<string, string> = {}) =>
        (await (await fetch(s.q(`/v1/account/${testAccount(i).address}/nfts`, params))).json()) as Nfts
      expect((await nfts(0)).data.map((n) => n.name)).toEqual([
        'Latch Collectibles #1',
        'Latch Collectibles #2',
        'Latch Collectibles #3',
      ])
      const fixtures = await nfts(FIXTURE_HOLDER_INDEX, { chainId: chain })
      expect(fixtures.data).toEqual([
        expect.objectContaining({ name: '<svg onload="window.__latchXss=2">Hostile NFT #1', isSpam: false }),
        expect.objectContaining({ name: 'Free Airdrop Voucher #1', isSpam: true }),
      ])
      expect(fixtures.data[0]!.previewUrl).toMatch(/^data:image\/svg\+xml,/)
      // Account #1 gives token 5 to account #8: it leaves one list and joins the other.
      const give = await wallet(1).writeContract({
        address: testNft().address,
        abi: parseAbi(['function transferFrom(address from, address to, uint256 id)']),
        functionName: 'transferFrom',
        args: [testAccount(1).address, testAccount(8).address, 5n],
      })
      await client().waitForTransactionReceipt({ hash: give, pollingInterval: 20 })
      await catchUp()
      expect((await nfts(1)).data.map((n) => n.tokenId)).toEqual(['4'])
      expect((await nfts(8)).data.map((n) => n.tokenId)).toEqual(['5'])
      // The NFT's counterparty is its Transfer log's sender, not the NFT contract.
      expect((await history(8)).data.find((x) => x.id === give)!.transfers[0]).toMatchObject({
        direction: 'in',
        sender: testAccount(1).address.toLowerCase(),
        recipient: testAccount(8).address.toLowerCase(),
      })
      const bad = await fetch(s.q('/v1/account/0x12/nfts'))
      expect(bad.status).toBe(400)
    })

    it('indexes native and ERC-20 transfers from both sides, and marks a reverted transfer failed', async () => {
      const hash = await send(1, 2, '1.5')
      const [lusd] = testTokens()
      const t = await wallet(1).writeContract({
        address: lusd!.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [testAccount(2).address, parseUnits('12.5', 6)],
      })
      await client().waitForTransactionReceipt({ hash: t, pollingInterval: 20 })
      const reverted = await wallet(1).sendTransaction({
        to: lusd!.address,
        value: parseEther('0.1'),
        gas: 100_000n,
      })
      await client().waitForTransactionReceipt({ hash: reverted, pollingInterval: 20 })
      await catchUp()
      const received = await history(2)
      const native = received.data.find((x) => x.id === hash)!
      expect(native.metadata.operationType).toBe('receive')
      expect(native.transfers).toEqual([
        expect.objectContaining({ direction: 'in', quantity: { numeric: '1.5' } }),
      ])
      expect(received.data.find((x) => x.id === t)!.transfers[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '12.5' },
        fungible_info: { symbol: 'LUSD' },
      })
      const sent = await history(1)
      // A token transfer's parties are its Transfer log's, not the transaction's (which went to the
      // token contract); a native transfer's are the transaction's.
      const one = testAccount(1).address.toLowerCase()
      const two = testAccount(2).address.toLowerCase()
      const tokenSend = sent.data.find((x) => x.id === t)!
      expect(tokenSend.metadata.sentTo).toBe(lusd!.address.toLowerCase())
      expect(tokenSend.transfers[0]).toMatchObject({ direction: 'out', sender: one, recipient: two })
      expect(sent.data.find((x) => x.id === hash)!.transfers[0]).toMatchObject({
        sender: one,
        recipient: two,
      })
      expect(sent.data.find((x) => x.id === hash)!.metadata.operationType).toBe('send')
      expect(sent.data.find((x) => x.id === reverted)!.metadata.status).toBe('failed')
    })

    it('pages newest first by cursor, with no overlap and no gap', async () => {
      const hashes: string[] = []
      for (let i = 0; i < 30; i++) hashes.push(await send(3, 4, '0.01'))
      await catchUp()
      const first = await history(4, { limit: '25' })
      expect(first.data).toHaveLength(25)
      expect(first.next).not.toBeNull()
      const second = await history(4, { limit: '25', cursor: first.next! })
      expect(second.next).toBeNull()
      const ids = [...first.data, ...second.data].map((t) => t.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.slice(0, 30)).toEqual([...hashes].reverse())
      const filtered = await history(4, { limit: '25', chainId: 'eip155:31337' })
      expect(filtered.data.map((t) => t.id)).toEqual(first.data.map((t) => t.id))
      expect(
        (await fetch(s.q(`/v1/account/${testAccount(4).address}/history`, { chainId: 'eip155:31338' })))
          .status,
      ).toBe(400)
      const bad = await fetch(
        s.q(`/v1/account/${testAccount(4).address}/history`, { cursor: 'not-a-cursor' }),
      )
      expect(bad.status).toBe(400)
      expect((await bad.json()).field).toBe('query.cursor')
    })

    it('handles a reorg: transfers of the replaced blocks disappear, the new ones appear', async () => {
      const snapshot = (await rpc('evm_snapshot')) as string
      const orphan = await send(5, 6, '7')
      await rpc('anvil_mine', ['0x2'])
      await catchUp()
      expect((await history(6)).data.map((t) => t.id)).toContain(orphan)
      await rpc('evm_revert', [snapshot])
      const canonical = await send(5, 6, '3')
      await rpc('anvil_mine', ['0x3'])
      await catchUp()
      const ids = (await history(6)).data.map((t) => t.id)
      expect(ids).toContain(canonical)
      expect(ids).not.toContain(orphan)
    })

    /** Every indexed row's block hash is the chain's own at that height: nothing stale is left. */
    const everyRowCanonical = async () => {
      const rows = await s.db
        .selectDistinct({ blockNumber: transfers.blockNumber, blockHash: transfers.blockHash })
        .from(transfers)
        .where(eq(transfers.chain, chain))
      for (const r of rows) {
        const block = await client().getBlock({ blockNumber: r.blockNumber })
        expect(block.hash, `block ${r.blockNumber}`).toBe(r.blockHash)
      }
      return rows.length
    }

    it('handles a reorg deeper than 12 blocks: it walks back to the common ancestor and leaves nothing stale', async () => {
      const snapshot = (await rpc('evm_snapshot')) as string
      const orphans: string[] = []
      for (let i = 0; i < 16; i++) orphans.push(await send(5, 7, '0.01'))
      await catchUp()
      expect((await history(7)).data.map((t) => t.id)).toEqual(expect.arrayContaining(orphans.slice(-10)))
      await rpc('evm_revert', [snapshot])
      const canonical: string[] = []
      for (let i = 0; i < 20; i++) canonical.push(await send(5, 7, '0.02'))
      await catchUp()
      const ids = (await history(7, { limit: '100' })).data.map((t) => t.id)
      expect(ids).toEqual(expect.arrayContaining(canonical))
      for (const orphan of orphans) expect(ids).not.toContain(orphan)
      expect(await everyRowCanonical()).toBeGreaterThan(20)
    })

    it('stop() returns promptly while the loop sleeps between polls', async () => {
      const config = testConfig({
        chains: [{ caipNetworkId: chain, rpcUrls: [anvil.rpcUrl] }],
        indexer: { enabled: true, pollIntervalMs: 60_000, batchBlocks: 50, takeoverMs: 2_000 },
      })
      const looping = startIndexer({ db: s.db, config, clients: createChainClients(config) })
      await new Promise((r) => setTimeout(r, 300))
      const t0 = Date.now()
      await looping.stop()
      expect(Date.now() - t0).toBeLessThan(1_000)
    })

    it('a new indexer resumes from the cursor and repeats nothing', async () => {
      const [{ n: before }] = (await s.db
        .select({ n: count() })
        .from(transfers)
        .where(eq(transfers.chain, chain))) as [{ n: number }]
      const again = startIndexer({
        db: s.db,
        config: testConfig({
          chains: [{ caipNetworkId: chain, rpcUrls: [anvil.rpcUrl] }],
        }),
        clients: createChainClients(
          testConfig({
            chains: [{ caipNetworkId: chain, rpcUrls: [anvil.rpcUrl] }],
          }),
        ),
        loop: false,
        onIndexed: s.indexed.emit,
      })
      expect(await again.step(chain)).toBe(0)
      const [{ n: after }] = (await s.db
        .select({ n: count() })
        .from(transfers)
        .where(eq(transfers.chain, chain))) as [{ n: number }]
      expect(Number(after)).toBe(Number(before))
      await again.stop()
    })

    // Last: it resets the chain this describe shares.
    it("recovers from a chain reset (the cursor past the new head): the old chain's rows go, new transfers come", async () => {
      const before = (await history(6)).data.length
      expect(before).toBeGreaterThan(0)
      await rpc('anvil_reset')
      expect(await client().getBlockNumber({ cacheTime: 0 })).toBe(0n)
      const fresh = await send(5, 6, '1')
      await catchUp()
      const after = (await history(6)).data.map((t) => t.id)
      expect(after).toEqual([fresh])
      expect(await everyRowCanonical()).toBe(1)
    })
  },
)
