/**
 * The checks the account features, Swap and Buy make before and after a request: apart from active.ts,
 * which the page load runs, since only their lazily loaded code calls them.
 */
import type { ApiClient } from '../api/client.ts'
import type { InstanceContext } from '../context.ts'
import { loadError } from '../latch-error.ts'
import { activeAccount } from './active.ts'

/** The API client, or "No API server is configured (apiUrl)". */
export function requireApi(api: ApiClient | undefined): ApiClient {
  if (!api) throw loadError('API_NOT_CONFIGURED')
  return api
}

/** Whether the active account is still the one with this key (a late answer for another is dropped). */
export const isStillActive = (ctx: InstanceContext, key: string): boolean => activeAccount(ctx)?.key === key
