/**
 * Browser commands of the component tests (`vitest.config.ts`), run in Vitest's Node process: what the
 * browser project's Latch server (`packages/react/src/test/api-setup.ts`) stored, read from its database.
 */

import type { RunningServer } from '@latch/server'
import type { BrowserCommand } from 'vitest/node'
import { sharedValue } from '../devnet/src/vitest-shared.ts'

/** An analytics event as the server stored it. */
export type StoredAnalyticsEvent = { eventId: string; origin: string | null; event: string }

/** The analytics events the server stored whose names start with `eventPrefix` (letters, digits, `-`, `_`). */
const storedAnalyticsEvents: BrowserCommand<[eventPrefix: string]> = async (
  _ctx,
  eventPrefix,
): Promise<StoredAnalyticsEvent[]> => {
  if (!/^[\w-]+$/.test(eventPrefix)) throw new Error(`not an event name prefix: ${eventPrefix}`)
  const server = await sharedValue<RunningServer>('latch-api')
  type Row = { event_id: string; origin: string | null; event: string }
  // PGlite and node-postgres both answer with `rows`.
  const result = (await server.db.execute(
    `select event_id, origin, event from analytics_events where event like '${eventPrefix}%' order by event_id`,
  )) as unknown as { rows: Row[] }
  return result.rows.map((r) => ({ eventId: r.event_id, origin: r.origin, event: r.event }))
}

/** The commands, for the browser project's config. */
export const apiServerCommands = { storedAnalyticsEvents }
