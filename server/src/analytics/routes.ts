import { API_PATHS, analyticsBody } from '@latch/protocol/api'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { recordEvents } from './store.ts'

/** POST /e: analytics ingest; an event sent twice (same eventId) is stored once. */
export const analyticsRoutes: Feature<'db'> = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(API_PATHS.analytics, { schema: { body: analyticsBody } }, async (req, reply) => {
      const parsed = req.body
      const events = Array.isArray(parsed) ? parsed : [parsed]
      await recordEvents(
        db,
        events.map((e) => ({
          eventId: e.eventId,
          projectId: req.projectId,
          origin: req.headers.origin ?? null,
          event: e.props.event,
          props: e.props,
          timestamp: e.timestamp,
        })),
      )
      return reply.status(204).send()
    })
}
