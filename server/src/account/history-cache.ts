import type { IndexedChange } from '../indexer/indexed-events.ts'

/** History pages (serialized JSON) are reused this long unless the indexer touches the address first. */
export const HISTORY_CACHE_MS = 2_000

/** At most this many pages are kept; past it the oldest go first. */
export const HISTORY_CACHE_MAX = 10_000

/**
 * A per-process cache of history pages. An address is dropped as soon as the indexer writes a transfer
 * of it: this process's indexer says so directly, another process's through the database's notices
 * (`cluster.ts`); {@link HISTORY_CACHE_MS} bounds what a lost notice can leave stale. Pages leave once
 * they expire (every entry lives as long, so the oldest are always first in line), so memory follows
 * the pages asked for in the last {@link HISTORY_CACHE_MS}, never more than {@link HISTORY_CACHE_MAX}.
 *
 * @example
 * const cache = createHistoryCache()
 * cache.set('0xabc…', 'first', '{"data":[],"next":null}')
 * cache.get('0xabc…', 'first') // '{"data":[],"next":null}' for the next 2 s
 */
export function createHistoryCache(ttlMs = HISTORY_CACHE_MS, max = HISTORY_CACHE_MAX) {
  const pages = new Map<string, { at: number; address: string; key: string; body: string }>()
  const byAddress = new Map<string, Set<string>>()
  const drop = (address: string, key: string) => {
    pages.delete(`${address}|${key}`)
    const keys = byAddress.get(address)
    keys?.delete(key)
    if (keys?.size === 0) byAddress.delete(address)
  }
  const evict = (now: number) => {
    for (const entry of pages.values()) {
      if (now - entry.at < ttlMs && pages.size < max) return
      drop(entry.address, entry.key)
    }
  }
  return {
    get(address: string, key: string): string | undefined {
      const hit = pages.get(`${address}|${key}`)
      return hit && Date.now() - hit.at < ttlMs ? hit.body : undefined
    },
    set(address: string, key: string, body: string): void {
      const now = Date.now()
      // Written again, it moves to the back of the line with its new age.
      drop(address, key)
      evict(now)
      pages.set(`${address}|${key}`, { at: now, address, key, body })
      const keys = byAddress.get(address)
      if (keys) keys.add(key)
      else byAddress.set(address, new Set([key]))
    },
    invalidate(change: IndexedChange): void {
      if (change === 'all') {
        pages.clear()
        byAddress.clear()
        return
      }
      for (const address of change) {
        for (const key of byAddress.get(address) ?? []) pages.delete(`${address}|${key}`)
        byAddress.delete(address)
      }
    },
    /** How many pages are held (for tests and metrics). */
    get size(): number {
      return pages.size
    },
  }
}

/** The cache type. */
export type HistoryCache = ReturnType<typeof createHistoryCache>
