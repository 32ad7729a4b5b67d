import type { InstanceContext } from './context.ts'
import type { Services } from './services.ts'
import type { LatchEvent } from './types.ts'

/** Events kept while analytics' code loads; a page cannot queue more before the modal opens. */
const PENDING_MAX = 200

/**
 * Analytics of an instance with an API server: from the first mount, every event record is kept;
 * when the modal first opens, the delivery code loads (with the other network services), takes the
 * records under its rules and starts sending. Nothing of it, and no network call, before that.
 *
 * @example
 * const analytics = createAnalyticsModule(ctx, servicesLoader(ctx, notifications))
 * const unmount = analytics.mount()
 */
export function createAnalyticsModule(ctx: InstanceContext, services: () => Promise<Services>) {
  const { options, store } = ctx
  let pending: LatchEvent[] | undefined
  let delivery: Promise<void> | undefined
  const deliver = () =>
    (delivery ??= services().then(
      ({ startAnalytics }) => {
        startAnalytics(pending ?? [])
        pending = undefined
      },
      () => {
        delivery = undefined
      },
    ))
  return {
    /** Starts recording (once) and delivery on the modal's first opening; returns the cleanup. */
    mount(): () => void {
      if (!options.apiUrl) return () => {}
      if (!delivery && !pending) {
        pending = []
        ctx.onTrack = (e) => {
          if (pending && pending.length < PENDING_MAX) pending.push(e)
        }
      }
      return store.subscribe(() => {
        if (store.get().modal.open) void deliver()
      })
    },
  }
}
