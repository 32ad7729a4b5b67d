import type { IndexedChange } from '../indexer/indexed-events.ts'

/** History pages (serialized JSON) are reused this long unless the indexer touches the address first. */
export const HISTORY_CACHE_MS = 2_000

/**
 * A per-process cache of history pages. An address is dropped as soon as the indexer writes a transfer
 * of it: this process's indexer says so directly, another process's through the database's notices
 * (`cluster.ts`); {@link HISTORY_CACHE_MS} bounds what a lost notice can leave stale.
 */
export function createHistoryCache(ttlMs = HISTORY_CACHE_MS) {
  const pages = new Map<string, { at: number; body: string }>()
  const byAddress = new Map<string, Set<string>>()
  return {
    get(address: string, key: string): string | undefined {
      const hit = pages.get(`${address}|${key}`)
      return hit && Date.now() - hit.at < ttlMs ? hit.body : undefined
    },
    set(address: string, key: string, body: string): void {
      if (pages.size > 50_000) {
        pages.clear()
        byAddress.clear()
      }
      pages.set(`${address}|${key}`, { at: Date.now(), body })
      if (!byAddress.has(address)) byAddress.set(address, new Set())
      byAddress.get(address)!.add(key)
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
  }
}

/** The cache type. */
export type HistoryCache = ReturnType<typeof createHistoryCache>
