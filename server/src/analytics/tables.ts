/** The analytics events' table. */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

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
