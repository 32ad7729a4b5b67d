/**
 * The public API's own tables: registered names and the signatures they used, analytics events and
 * permission sessions.
 */
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
