/**
 * What the account calls read of the indexer's tables, besides the history's page (`history-query.ts`):
 * the latest block holding an account's transfers, and the ERC-721 tokens it holds. The routes hold no SQL.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accountActivity, transfers } from '../indexer/tables.ts'

/** The key of an account on a chain in {@link latestBlocks}' answer. */
export const activityKey = (address: string, chain: string): string => `${address}|${chain}`

/**
 * The latest block holding a transfer of each of these (lower-cased) addresses, per chain.
 *
 * @example
 * const blocks = await latestBlocks(db, ['0xabc…'])
 * blocks.get(activityKey('0xabc…', 'eip155:31337')) // 42n
 */
export async function latestBlocks(db: Database, addresses: string[]): Promise<Map<string, bigint>> {
  const rows = await db
    .select({
      address: accountActivity.address,
      chain: accountActivity.chain,
      block: max(accountActivity.blockNumber),
    })
    .from(accountActivity)
    .where(inArray(accountActivity.address, addresses))
    .groupBy(accountActivity.address, accountActivity.chain)
  return new Map(rows.map((r) => [activityKey(r.address, r.chain), BigInt(r.block ?? 0)]))
}

/**
 * The latest block holding a transfer of a (lower-cased) address on a chain; 0 when none does.
 *
 * @example
 * await latestBlock(db, '0xabc…', 'eip155:31337') // 42n
 */
export async function latestBlock(db: Database, address: string, chain: string): Promise<bigint> {
  const [row] = await db
    .select({ block: max(accountActivity.blockNumber) })
    .from(accountActivity)
    .where(and(eq(accountActivity.address, address), eq(accountActivity.chain, chain)))
  return BigInt(row?.block ?? 0)
}

/** An ERC-721 token the account holds. */
export type HeldNft = { chain: string; token: string; tokenId: string }

/**
 * The ERC-721 tokens a (lower-cased) address holds now, from its confirmed transfers (the last one of
 * each token decides), on one chain or all.
 *
 * @example
 * await heldNfts(db, '0xabc…', 'eip155:31337') // [{ chain, token, tokenId: '1' }]
 */
export async function heldNfts(db: Database, address: string, chain?: string): Promise<HeldNft[]> {
  // Every ERC-721 transfer the account took part in, oldest first.
  const rows = await db
    .select({
      chain: transfers.chain,
      token: transfers.token,
      tokenId: transfers.value,
      recipient: transfers.recipient,
    })
    .from(accountActivity)
    .innerJoin(
      transfers,
      and(eq(transfers.txHash, accountActivity.txHash), eq(transfers.chain, accountActivity.chain)),
    )
    .where(
      and(
        eq(accountActivity.address, address),
        eq(transfers.kind, 'erc721'),
        eq(transfers.status, 'confirmed'),
        chain ? eq(accountActivity.chain, chain) : undefined,
      ),
    )
    .orderBy(asc(transfers.blockNumber), asc(transfers.logIndex))
    .limit(10_000)
  const owner = new Map<string, HeldNft & { held: boolean }>()
  for (const r of rows) {
    if (!r.token) continue
    owner.set(`${r.chain}|${r.token}|${r.tokenId}`, {
      chain: r.chain,
      token: r.token,
      tokenId: r.tokenId,
      held: r.recipient === address,
    })
  }
  return [...owner.values()].filter((h) => h.held).map(({ held: _, ...h }) => h)
}
