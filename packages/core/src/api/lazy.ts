import { createLoader, lazyMethods } from '../plumbing/loader.ts'
import type { ApiClient } from './client.ts'

/**
 * An API client whose code loads on its first call, so none of it is on the page-load path. Every
 * method but `isDown` and `onBack` is async, so each forwards once the client is in hand; `isDown`
 * is false until then, and `onBack` listeners given earlier are attached when it arrives.
 *
 * @example
 * const api = lazyApiClient(() => import('./client.ts').then((m) => m.createApiClient(opts)))
 * await api.identity('0xf39F…')
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  const loader = createLoader(load)
  const get = loader.load
  const onBack: ApiClient['onBack'] = (listener) => {
    const client = loader.current()
    if (client) return client.onBack(listener)
    let off: (() => void) | undefined
    let cancelled = false
    void get().then(
      (c) => {
        if (!cancelled) off = c.onBack(listener)
      },
      () => {},
    )
    return () => {
      cancelled = true
      off?.()
    }
  }
  return lazyMethods(get, { isDown: () => loader.current()?.isDown() ?? false, onBack })
}
