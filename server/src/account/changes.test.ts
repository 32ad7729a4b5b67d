import { deployTestTokens, startAnvil, testAccount } from '@latch/devnet'
import type { CaipNetworkId } from '@latch/protocol/caip'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../chain/clients.ts'
import { type Indexer, startIndexer } from '../indexer/indexer.ts'
import { DRIVERS, ownDatabase, startTestServer, testConfig } from '../test/harness.ts'
import { CHANGES_SWEEP_MS } from './changes.ts'

type Balance = { balances: { symbol: string; quantity: { numeric: string } }[] }

describe.each(DRIVERS().map(([n, d], i) => [n, d, 18_720 + i] as const))(
  'account changes on %s',
  (_, driver, port) => {
    const chain: CaipNetworkId = 'eip155:31337'
    let anvil: Awaited<ReturnType<typeof startAnvil>>
    let s: Awaited<ReturnType<typeof startTestServer>>
    /** This process's indexer: it tells the server what it wrote. */
    let own: Indexer
    /** Another process's indexer over the same database: the server hears nothing from it. */
    let other: Indexer
    const over = {
      chains: [{ caipNetworkId: chain, rpcUrls: [] as string[] }],
      indexer: { enabled: false, pollIntervalMs: 50, batchBlocks: 20, takeoverMs: 2_000 },
    }
    const catchUp = async (indexer: Indexer) => {
      while ((await indexer.step(chain)) > 0) {}
    }
    const pay = async (to: `0x${string}`) => {
      const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
      const hash = await createWalletClient({
        account: testAccount(3),
        chain: foundry,
        transport: http(anvil.rpcUrl),
      }).sendTransaction({ to, value: parseEther('0.25') })
      return (await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).blockNumber
    }
    const changes = async (address: string, params: Record<string, string>) => {
      const r = await fetch(s.q(`/v1/account/${address}/changes`, { chainId: chain, ...params }))
      return { status: r.status, body: (await r.json()) as { block?: string; error?: string } }
    }
    /** Whether a promise is still pending after `ms`. */
    const pendingAfter = (p: Promise<unknown>, ms: number) =>
      Promise.race([p.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), ms))])

    beforeAll(async () => {
      anvil = await startAnvil({ port, chainId: 31337 })
      await deployTestTokens(anvil.rpcUrl, 31337)
      over.chains[0]!.rpcUrls = [anvil.rpcUrl]
      s = await startTestServer(await ownDatabase(driver, 'latch_changes'), over)
      const config = testConfig(over)
      own = startIndexer({
        db: s.db,
        config,
        clients: createChainClients(config),
        loop: false,
        onIndexed: s.indexed.emit,
      })
      other = startIndexer({ db: s.db, config, clients: createChainClients(config), loop: false })
      await catchUp(own)
    })
    afterAll(async () => {
      await own.stop()
      await other.stop()
      await s.stop()
      await anvil.stop()
    })

    it('answers at once without `after`: the latest block holding a transfer of the account', async () => {
      const { status, body } = await changes(testAccount(0).address, {})
      expect(status).toBe(200)
      expect(BigInt(body.block!)).toBeGreaterThan(0n)
      // An account with no transfer at all is at block 0.
      const nobody = await changes('0x000000000000000000000000000000000000dead', {})
      expect(nobody.body).toEqual({ block: '0' })
    })

    it('holds a request until this process indexes a transfer to the account, then names its block', async () => {
      const to = '0x00000000000000000000000000000000000a11ce'
      const held = changes(to, { after: '0' })
      expect(await pendingAfter(held, 300)).toBe(true)
      const block = await pay(to)
      await catchUp(own)
      expect((await held).body).toEqual({ block: String(block) })
    })

    it('finds a transfer another process indexed on its next sweep', async () => {
      const to = '0x00000000000000000000000000000000000b0b00'
      const held = changes(to, { after: '0' })
      const block = await pay(to)
      await catchUp(other)
      const started = Date.now()
      expect((await held).body).toEqual({ block: String(block) })
      expect(Date.now() - started).toBeLessThan(CHANGES_SWEEP_MS + 1_500)
    })

    it("drops an account's cached balances as soon as the indexer writes a transfer of it", async () => {
      const to = '0x0000000000000000000000000000000000ca5e00'
      const balance = async () =>
        ((await (await fetch(s.q(`/v1/account/${to}/balance`, { chainId: chain }))).json()) as Balance)
          .balances
      expect(await balance()).toEqual([])
      await pay(to)
      await catchUp(own)
      expect(await balance()).toMatchObject([{ symbol: 'ETH', quantity: { numeric: '0.25' } }])
    })

    it('refuses a bad block, a bad address and a chain it does not serve', async () => {
      expect((await changes(testAccount(0).address, { after: 'soon' })).status).toBe(400)
      expect((await changes('0x12', {})).status).toBe(400)
      expect((await changes(testAccount(0).address, { chainId: 'eip155:999' })).status).toBe(400)
    })
  },
)
