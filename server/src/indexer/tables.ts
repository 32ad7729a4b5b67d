/**
 * The chain indexer's tables: where it is per chain, the transfers it found and each account's
 * activity.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** The indexer's position per chain: the last indexed block and its hash (for reorg detection). */
export const indexerCursors = pgTable('indexer_cursors', {
  chain: text('chain').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
})

/** Transfers the indexer found: native value moves (log index -1), ERC-20 and ERC-721 Transfer logs. */
export const transfers = pgTable(
  'transfers',
  {
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind', { enum: ['native', 'erc20', 'erc721'] }).notNull(),
    token: text('token'),
    value: text('value').notNull(),
    status: text('status', { enum: ['confirmed', 'failed'] }).notNull(),
    /** The transaction's own sender, recipient (null for a contract creation) and nonce. */
    txFrom: text('tx_from'),
    txTo: text('tx_to'),
    txNonce: integer('tx_nonce'),
  },
  (t) => [
    primaryKey({ columns: [t.chain, t.txHash, t.logIndex] }),
    index('transfers_tx_idx').on(t.txHash),
    index('transfers_chain_block_idx').on(t.chain, t.blockNumber),
  ],
)

/** One row per address and transaction it took part in: the history endpoint pages through it. */
export const accountActivity = pgTable(
  'account_activity',
  {
    address: text('address').notNull(),
    chain: text('chain').notNull(),
    txHash: text('tx_hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.chain, t.txHash] }),
    // Ascending on purpose: scanned backwards they serve ORDER BY … DESC exactly (drizzle's .desc() adds
    // NULLS LAST, which the planner cannot match to that order).
    index('activity_page_idx').on(t.address, t.blockNumber, t.txHash),
    index('activity_chain_page_idx').on(t.address, t.chain, t.blockNumber, t.txHash),
    index('activity_chain_block_idx').on(t.chain, t.blockNumber),
  ],
)
