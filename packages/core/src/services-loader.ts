import type { InstanceContext } from './context.ts'
import type { createNotifications } from './notifications/notifications.ts'
import { importAgain } from './plumbing/import-again.ts'
import { createLoader } from './plumbing/loader.ts'
import type { Services } from './services.ts'

/**
 * Loads the instance's network services (`services.ts`) once, on first use: the one dynamic import
 * behind the lazy API client and analytics delivery, so neither is on the page-load path.
 *
 * @example
 * const services = servicesLoader(ctx, notifications)
 * const { api } = await services()
 */
export function servicesLoader(
  ctx: InstanceContext,
  notifications: Pick<ReturnType<typeof createNotifications>, 'invalidAppConfiguration' | 'showAlert'>,
): () => Promise<Services> {
  const code = importAgain(() => import('./services.ts'))
  return createLoader(() => code().then((m) => m.createServices(ctx, notifications))).load
}
