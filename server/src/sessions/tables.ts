/** The permission sessions' table. */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

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
