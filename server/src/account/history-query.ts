/**
 * The history page's one query: the account's transactions (one more than a page, to know whether
 * another page follows), joined to their transfers, newest first.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accountActivity, transfers } from '../indexer/tables.ts'

/** The columns a page shows: a transfer without its block hash and log index (the order is the query's). */
const pageColumns = {
  chain: transfers.chain,
  txHash: transfers.txHash,
  blockNumber: transfers.blockNumber,
  minedAt: transfers.minedAt,
  sender: transfers.sender,
  recipient: transfers.recipient,
  kind: transfers.kind,
  token: transfers.token,
  value: transfers.value,
  status: transfers.status,
  txFrom: transfers.txFrom,
  txTo: transfers.txTo,
  txNonce: transfers.txNonce,
}

/** A row of a page: one transfer. */
export type HistoryRow = Omit<typeof transfers.$inferSelect, 'blockHash' | 'logIndex'>

/** Which page query: filtered to one chain or not, after a cursor or from the newest, and its size. */
export type HistoryQueryShape = { withChain: boolean; withCursor: boolean; size: number }

/**
 * The page query for a shape, with placeholders `address`, and `chain`, `block`, `hash` as the shape
 * needs. The size is written into the statement, not passed as a parameter: with it as a parameter
 * PostgreSQL's generic plan cannot know a page is small (it hashes the whole transfers table), so it
 * planned every execution afresh, which cost more than running it.
 *
 * @example
 * const rows = await historyPageQuery(db, { withChain: false, withCursor: false, size: 26 })
 *   .prepare('history_page_all_first_26')
 *   .execute({ address })
 */
export function historyPageQuery(db: Database, shape: HistoryQueryShape) {
  if (!Number.isSafeInteger(shape.size) || shape.size < 1) throw new Error(`Invalid page size ${shape.size}`)
  const page = db
    .select({
      chain: accountActivity.chain,
      txHash: accountActivity.txHash,
      blockNumber: accountActivity.blockNumber,
    })
    .from(accountActivity)
    .where(
      and(
        eq(accountActivity.address, sql.placeholder('address')),
        shape.withChain ? eq(accountActivity.chain, sql.placeholder('chain')) : undefined,
        shape.withCursor
          ? sql`(${accountActivity.blockNumber}, ${accountActivity.txHash}) < (${sql.placeholder('block')}, ${sql.placeholder('hash')})`
          : undefined,
      ),
    )
    .orderBy(desc(accountActivity.blockNumber), desc(accountActivity.txHash))
    // Checked above to be a positive integer: never text from a request.
    .limit(sql.raw(String(shape.size)) as unknown as number)
    .as('page')
  return db
    .select(pageColumns)
    .from(page)
    .innerJoin(transfers, and(eq(transfers.chain, page.chain), eq(transfers.txHash, page.txHash)))
    .orderBy(desc(page.blockNumber), desc(page.txHash), transfers.logIndex)
}
