/** Analytics events' data access: an event is stored once, however often it is sent. The route holds no SQL. */
import type { Database } from '../db/client.ts'
import { analyticsEvents } from './tables.ts'

/** An event as received: its id, the project and origin it came from, its name, props and time. */
export type ReceivedEvent = typeof analyticsEvents.$inferInsert

/**
 * Stores events, each once by its id (an event sent again is ignored).
 *
 * @example
 * await recordEvents(db, [{ eventId, projectId, origin, event: 'MODAL_OPEN', props, timestamp }])
 */
export async function recordEvents(db: Database, events: ReceivedEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(events).onConflictDoNothing()
}
