/** The name service's tables: registered names, and the signatures registrations used. */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
