import {
  ANALYTICS_BATCH_MAX,
  type AnalyticsPayload,
  type AnalyticsProps,
  API_PATHS,
} from '@latch/protocol/api'
import { z } from 'zod'
import type { Feature } from '../http/feature.ts'
import type { WireShape } from '../http/schemas.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { analyticsEvents } from './tables.ts'

const event = z.object({
  eventId: z.string().min(1).max(128),
  url: z.string().max(2_048),
  domain: z.string().max(255),
  timestamp: z.number().int().nonnegative(),
  props: z
    .object({
      type: z.enum(['track', 'error']),
      event: z.string().min(1).max(128),
      properties: z.record(z.string(), z.unknown()).optional(),
      address: z.string().max(128).optional(),
    } satisfies WireShape<AnalyticsProps>)
    .refine((p) => JSON.stringify(p).length <= 8_192, 'props too large'),
} satisfies WireShape<AnalyticsPayload>)
/** One event (SPEC §7) or a batch of up to 100 (Latch's client batches). */
const body = z.union([event, z.array(event).min(1).max(ANALYTICS_BATCH_MAX)])

/** POST /e: analytics ingest; an event sent twice (same eventId) is stored once. */
export const analyticsRoutes: Feature<'db'> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(API_PATHS.analytics, { schema: { body } }, async (req, reply) => {
      const parsed = req.body
      const events = Array.isArray(parsed) ? parsed : [parsed]
      await db
        .insert(analyticsEvents)
        .values(
          events.map((e) => ({
            eventId: e.eventId,
            projectId: req.projectId,
            origin: req.headers.origin ?? null,
            event: e.props.event,
            props: e.props,
            timestamp: e.timestamp,
          })),
        )
        .onConflictDoNothing()
      return reply.status(204).send()
    })
}
