import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Hash, Log } from 'viem'
import type { ChainClients } from '../chain/clients.ts'
import { isEvmChain } from '../chain/native.ts'
import type { ServerConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { Cluster } from './cluster.ts'
import { extractTransfers, TRANSFER_TOPIC, type TransferRow, ZERO_ADDRESS } from './extract.ts'
import { extractSmartTransfers, isSmartCall } from './smart-calls.ts'
import { accountActivity, indexerCursors, transfers } from './tables.ts'

/** A running indexer. */
export type Indexer = {
  /** Indexes one batch of a chain; resolves to the number of blocks it advanced (0 when caught up). */
  step: (chain: string) => Promise<number>
  stop: () => Promise<void>
}

const INSERT_CHUNK = 1_000

/**
 * Follows every configured chain: native transfers (a transaction's value, and what an enabled smart
 * account's calls move: smart-calls.ts) and ERC-20 / ERC-721 Transfer logs, written with the
 * cursor in one transaction so a crash loses nothing and repeats nothing. Each batch first checks that
 * the last indexed block is still canonical. If not (a reorg of any depth, or a chain reset so the
 * cursor is past the head), it walks back to the newest indexed block the chain still has (the common
 * ancestor, or nothing), drops everything above it and indexes from there again. Several processes may
 * run it over one PostgreSQL: each chain is followed by the process that leads it (`cluster`), the
 * others ask again every `takeoverMs` and one takes over when the leader dies; what the leader writes
 * is announced to them in the same transaction. Should two ever step at once (a leader cut off from the
 * database but still running), the cursor row is locked and rechecked, so only one advances a chain.
 *
 * @example
 * const indexer = startIndexer({ db, config, clients, cluster: await joinCluster(databaseOf(config), indexed) })
 * await indexer.stop()
 */
export function startIndexer(opts: {
  db: Database
  config: ServerConfig
  clients: ChainClients
  loop?: boolean
  /** Who leads which chain, and how the others hear of what it wrote (absent: this process alone). */
  cluster?: Cluster
  onError?: (chain: string, error: unknown) => void
  /** Called after each committed batch or rollback with the addresses whose history changed. */
  onIndexed?: (addresses: ReadonlySet<string>) => void
}): Indexer {
  const { db, config, clients } = opts
  const { batchBlocks, pollIntervalMs, takeoverMs } = config.indexer
  /** The smart-account implementations the server enables per chain: whose calls the index reads. */
  const implementationsOf = (chain: string) =>
    new Set(
      config.smartAccounts.networks
        .filter((n) => n.chain === chain)
        .map((n) => n.implementation.toLowerCase()),
    )
  const cluster = opts.cluster
  let stopped = false
  // Sleeping loops; stop() wakes them rather than cancelling their timers, which would leave them hanging.
  const sleepers = new Set<{ t: ReturnType<typeof setTimeout>; wake: () => void }>()

  async function cursorOf(chain: string) {
    const [row] = await db.select().from(indexerCursors).where(eq(indexerCursors.chain, chain))
    return row ?? { chain, blockNumber: -1n, blockHash: '' }
  }

  async function rollback(chain: string, to: bigint, hash: string, touched: ReadonlySet<string>) {
    await db.transaction(async (tx) => {
      await cluster?.announce(tx as unknown as Database, touched)
      await tx.delete(transfers).where(and(eq(transfers.chain, chain), gt(transfers.blockNumber, to)))
      await tx
        .delete(accountActivity)
        .where(and(eq(accountActivity.chain, chain), gt(accountActivity.blockNumber, to)))
      await tx
        .insert(indexerCursors)
        .values({ chain, blockNumber: to, blockHash: hash })
        .onConflictDoUpdate({ target: indexerCursors.chain, set: { blockNumber: to, blockHash: hash } })
    })
  }

  /** Whether the chain (whose head is `head`) still has the block `hash` at `number`. */
  async function isCanonical(chain: string, number: bigint, hash: string, head: bigint): Promise<boolean> {
    if (number > head) return false
    const block = await clients.get(chain)!.getBlock({ blockNumber: number })
    return block.hash === hash
  }

  /**
   * The newest block of the index the chain still has: the cursor's own, else the newest block holding
   * indexed transfers whose hash the chain still shows. The chain is a hash chain, so the blocks that
   * still match are a prefix: it gallops down the indexed blocks, then bisects. Nothing matches: -1.
   */
  async function commonAncestor(chain: string, below: bigint, head: bigint) {
    const indexed = await db
      .selectDistinct({ blockNumber: transfers.blockNumber, blockHash: transfers.blockHash })
      .from(transfers)
      .where(and(eq(transfers.chain, chain), lte(transfers.blockNumber, below < head ? below : head)))
      .orderBy(desc(transfers.blockNumber))
    const matches = (i: number) => isCanonical(chain, indexed[i]!.blockNumber, indexed[i]!.blockHash, head)
    // Gallop: 0, 1, 3, 7, … until a match (or the end), then bisect between the last miss and it.
    let miss = -1
    let hit = -1
    for (let step = 1, i = 0; i < indexed.length; i = miss + step, step *= 2) {
      if (await matches(i)) {
        hit = i
        break
      }
      miss = i
    }
    if (hit === -1 && miss < indexed.length - 1 && indexed.length > 0) {
      hit = (await matches(indexed.length - 1)) ? indexed.length - 1 : -1
    }
    if (hit === -1) return { blockNumber: -1n, blockHash: '' }
    while (hit - miss > 1) {
      const mid = (miss + hit) >> 1
      if (await matches(mid)) hit = mid
      else miss = mid
    }
    return indexed[hit]!
  }

  async function step(chain: string): Promise<number> {
    const client = clients.get(chain)
    if (!client) throw new Error(`No RPC client for ${chain}`)
    const cursor = await cursorOf(chain)
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (cursor.blockNumber >= 0n && !(await isCanonical(chain, cursor.blockNumber, cursor.blockHash, head))) {
      const ancestor = await commonAncestor(chain, cursor.blockNumber, head)
      const touched = await db
        .selectDistinct({ address: accountActivity.address })
        .from(accountActivity)
        .where(and(eq(accountActivity.chain, chain), gt(accountActivity.blockNumber, ancestor.blockNumber)))
      const addresses = new Set(touched.map((t) => t.address))
      await rollback(chain, ancestor.blockNumber, ancestor.blockHash, addresses)
      opts.onIndexed?.(addresses)
      return 1
    }
    const from = cursor.blockNumber + 1n
    if (from > head) return 0
    const to = from + BigInt(batchBlocks) - 1n < head ? from + BigInt(batchBlocks) - 1n : head
    const numbers = Array.from({ length: Number(to - from + 1n) }, (_, i) => from + BigInt(i))
    const [blocks, logs] = await Promise.all([
      Promise.all(numbers.map((n) => client.getBlock({ blockNumber: n, includeTransactions: true }))),
      client.request({
        method: 'eth_getLogs',
        params: [
          { fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}`, topics: [TRANSFER_TOPIC] },
        ],
      }) as Promise<Log[]>,
    ])
    // Receipts for value moves (reverted or not) and for smart-account calls (what ran inside them).
    const valueTxs = blocks.flatMap((b) =>
      b.transactions.filter((t) => (t.value > 0n && t.to) || isSmartCall(t)).map((t) => t.hash),
    )
    const receipts = new Map(
      await Promise.all(
        valueTxs.map(async (hash: Hash) => [hash, await client.getTransactionReceipt({ hash })] as const),
      ),
    )
    const parsed = logs.map((l) => ({
      ...l,
      blockNumber: l.blockNumber === null ? null : BigInt(l.blockNumber),
      logIndex: l.logIndex === null ? null : Number(l.logIndex),
    })) as Log[]
    const rows = [
      ...extractTransfers(chain, blocks, receipts, parsed),
      ...(await extractSmartTransfers(chain, blocks, receipts, {
        implementations: implementationsOf(chain),
        codeAt: (address, blockNumber) => client.getCode({ address, blockNumber }),
      })),
    ]
    const last = blocks[blocks.length - 1]!
    const touched = new Set(rows.flatMap((r) => [r.sender, r.recipient]))
    let committed = false
    await db.transaction(async (tx) => {
      await tx.insert(indexerCursors).values({ chain, blockNumber: -1n, blockHash: '' }).onConflictDoNothing()
      const [locked] = await tx
        .select()
        .from(indexerCursors)
        .where(eq(indexerCursors.chain, chain))
        .for('update')
      if (!locked || locked.blockNumber !== cursor.blockNumber) return // another process advanced it
      await insertRows(tx as unknown as Database, rows)
      await cluster?.announce(tx as unknown as Database, touched)
      await tx
        .update(indexerCursors)
        .set({ blockNumber: last.number!, blockHash: last.hash! })
        .where(eq(indexerCursors.chain, chain))
      committed = true
    })
    if (committed) opts.onIndexed?.(touched)
    return numbers.length
  }

  const sleep = (ms: number) =>
    new Promise<void>((wake) => {
      const t = setTimeout(() => {
        sleepers.delete(entry)
        wake()
      }, ms)
      const entry = { t, wake }
      sleepers.add(entry)
    })

  const loop = async (chain: string) => {
    while (!stopped) {
      let advanced = 0
      let leading = true
      try {
        leading = cluster ? await cluster.leads(chain) : true
        if (leading) advanced = await step(chain)
      } catch (e) {
        opts.onError?.(chain, e)
      }
      if (!stopped && !leading) await sleep(takeoverMs)
      else if (!stopped && advanced === 0) await sleep(pollIntervalMs)
    }
  }
  const running =
    opts.loop === false
      ? []
      : config.chains.filter((c) => isEvmChain(c.caipNetworkId)).map((c) => loop(c.caipNetworkId))

  return {
    step,
    async stop() {
      stopped = true
      for (const s of sleepers) {
        clearTimeout(s.t)
        s.wake()
      }
      sleepers.clear()
      await Promise.allSettled(running)
    },
  }
}

async function insertRows(db: Database, rows: TransferRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK)
    await db.insert(transfers).values(chunk).onConflictDoNothing()
    const activity = chunk.flatMap((r) =>
      [r.sender, r.recipient]
        .filter((a) => a !== ZERO_ADDRESS)
        .map((address) => ({ address, chain: r.chain, txHash: r.txHash, blockNumber: r.blockNumber })),
    )
    if (activity.length > 0) await db.insert(accountActivity).values(activity).onConflictDoNothing()
  }
}
