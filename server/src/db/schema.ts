import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Registered names (SPEC §7 name service). `addresses` maps coin type to address. */
export const names = pgTable(
  'names',
  {
    name: text('name').primaryKey(),
    owner: text('owner').notNull(),
    /** By ENSIP-11 coin type: the address and when it was added (ISO 8601; absent on rows before 0002). */
    addresses: jsonb('addresses').$type<Record<string, { address: string; created?: string }>>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('names_owner_idx').on(t.owner)],
)

/** Signatures already used for a registration: each is accepted once. */
export const usedSignatures = pgTable('used_signatures', {
  signature: text('signature').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Analytics events received on POST /e. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    eventId: text('event_id').primaryKey(),
    projectId: text('project_id').notNull(),
    origin: text('origin'),
    event: text('event').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_project_idx').on(t.projectId, t.timestamp)],
)

/** Permission sessions per account (SPEC §7 sessions). */
export const sessions = pgTable(
  'sessions',
  {
    address: text('address').notNull(),
    pci: text('pci').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.address, t.pci] })],
)

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

/**
 * The wallet registry (`GET /v1/wallets`): the seed list shipped with the server, or the public
 * WalletConnect explorer listing imported by `npm run registry:import`. `rank` orders the listing.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    rdns: text('rdns'),
    homepage: text('homepage'),
    mobileLink: text('mobile_link'),
    universalLink: text('universal_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    chains: jsonb('chains').$type<string[]>().notNull(),
    rank: integer('rank').notNull(),
    /** The icon's bytes (base64) and type when imported; absent, a generated icon is served. */
    image: text('image'),
    imageType: text('image_type'),
  },
  (t) => [index('wallets_rank_idx').on(t.rank, t.name)],
)
