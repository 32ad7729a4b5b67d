/** The API client a request needs (account features, Swap, Buy): lazily loaded code only calls it. */
import { loadError } from '../plumbing/latch-error.ts'
import type { ApiClient } from './client.ts'

/** The API client, or "No API server is configured (apiUrl)". */
export function requireApi(api: ApiClient | undefined): ApiClient {
  if (!api) throw loadError('API_NOT_CONFIGURED')
  return api
}
