/**
 * The instance's network services, loaded together on first use (the first API call or the modal's
 * first opening): the API client, analytics delivery and the reporter of the server's refusals. None
 * of it is on the page-load path.
 */

import { createAnalytics } from './analytics.ts'
import { createApiClient } from './api/client.ts'
import { createStatusReporter } from './api/status.ts'
import type { InstanceContext } from './context.ts'
import type { createNotifications } from './notifications.ts'

/**
 * Builds the services of an instance.
 *
 * @example
 * const { api, reportStatus, createAnalytics } = createServices(ctx, notifications)
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
  return { api, reportStatus, createAnalytics }
}

/** What {@link createServices} returns. */
export type Services = ReturnType<typeof createServices>
