/**
 * The instance's network services, loaded together on first use (the first API call or the modal's
 * first opening): the API client, analytics delivery and the reporter of the server's refusals. None
 * of it is on the page-load path.
 */

import { createAnalytics } from './analytics.ts'
import { createApiClient } from './api/client.ts'
import { createStatusReporter } from './api/status.ts'
import { selectAccount } from './connection/selectors.ts'
import type { InstanceContext } from './context.ts'
import type { createNotifications } from './notifications/notifications.ts'
import type { LatchEvent } from './types.ts'

/**
 * Builds the services of an instance.
 *
 * @example
 * const { api, reportStatus, startAnalytics } = createServices(ctx, notifications)
 */
export function createServices(
  ctx: InstanceContext,
  notifications: Pick<ReturnType<typeof createNotifications>, 'invalidAppConfiguration' | 'showAlert'>,
) {
  const reportStatus = createStatusReporter(ctx, notifications)
  const { options, storage } = ctx
  const api = options.apiUrl
    ? createApiClient({ ...options, apiUrl: options.apiUrl, storage, onStatus: reportStatus })
    : undefined
  /**
   * Starts delivering the instance's analytics (SPEC §7 events) with the events recorded before
   * (`pending`): from then on each tracked event goes to the server's batch.
   */
  const startAnalytics = (pending: readonly LatchEvent[]): void => {
    const { store } = ctx
    const a = createAnalytics({
      apiUrl: options.apiUrl!,
      projectId: options.projectId,
      sdkType: options.sdkType,
      sdkVersion: options.sdkVersion,
      enabled: options.features.analytics,
      address: () => selectAccount(store.get()).address,
      clientId: storage.clientId,
      onStatus: reportStatus,
    })
    for (const e of pending) a.record(e)
    ctx.onTrack = a.record
    a.start()
  }
  return { api, reportStatus, startAnalytics }
}

/** What {@link createServices} returns. */
export type Services = ReturnType<typeof createServices>
