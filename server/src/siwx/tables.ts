/**
 * Sign-in with X's tables: nonces, sessions and the wallets linked to a profile.
 */
import type { CaipAddress, CaipNetworkId } from '@latch/protocol/caip'
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Sign-in nonces: each made for one project, used once (deleted as it is used), within its expiry. */
export const siwxNonces = pgTable('siwx_nonces', {
  nonce: text('nonce').primaryKey(),
  projectId: text('project_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * Sign-in sessions, by the SHA-256 of their bearer token (the token itself is never stored), each with an
 * HMAC under the sign-in key over its token hash, project, signer and expiry: a row written into the
 * database without the key opens no session.
 */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    /** The signer, CAIP-10 with the checksummed address. */
    address: text('address').$type<CaipAddress>().notNull(),
    chainId: text('chain_id').$type<CaipNetworkId>().notNull(),
    domain: text('domain').notNull(),
    uri: text('uri').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    mac: text('mac').notNull(),
  },
  (t) => [index('siwx_sessions_address_idx').on(t.projectId, t.address)],
)

/**
 * Wallets linked to a sign-in profile (the account a session signed in with), each by its own signed
 * sign-in message under that session. An HMAC under the sign-in key over the project, profile and linked
 * account: a row written into the database without the key links nothing.
 */
export const siwxLinks = pgTable(
  'siwx_links',
  {
    projectId: text('project_id').notNull(),
    /** The profile: the session's signer, CAIP-10. */
    profile: text('profile').notNull(),
    /**
     * The linked account on any chain (`linkedAccount`: namespace and address, EVM's in lower case): one
     * link per account, which the database holds to however many requests link it at once.
     */
    account: text('account').notNull(),
    /** The linked wallet's account, CAIP-10, and the chain its message names. */
    address: text('address').$type<CaipAddress>().notNull(),
    chainId: text('chain_id').$type<CaipNetworkId>().notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    mac: text('mac').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.profile, t.account] })],
)
