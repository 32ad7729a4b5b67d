/**
 * The data cache SPEC §3 keeps in the browser (portfolio, native balance, name lookups, identity, each
 * for its lifetime). Only lazily loaded code uses it (the API client, the name features), so it lives
 * apart from page-storage.ts, which createLatch runs on page load.
 */
import { CACHE_TTL_MS } from './cache-ttl.ts'
import type { PageStorage } from './page-storage.ts'

/** What the cache holds for one kind of data. */
export type CacheKind = keyof typeof CACHE_TTL_MS

type CacheEntry = { value: unknown; at: number }
const isCacheEntry = (v: unknown): v is CacheEntry =>
  typeof v === 'object' && v !== null && 'value' in v && Number.isFinite((v as CacheEntry).at)

/**
 * The cache over an instance's storage.
 *
 * @example
 * const cache = storageCache(ctx.storage)
 * cache.set('identity', '0xabc', { name: 'ada' })
 * cache.get('identity', '0xabc', identityAnswer) // { name: 'ada' } for 5 minutes
 */
/** What checks a cached value's shape: a schema of `@latch/protocol` (its `safeParse`), the one its answer has. */
export type CachedShape<T> = { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }

export function storageCache({ access, now }: Pick<PageStorage, 'access' | 'now'>) {
  return {
    /**
     * A cached value younger than its kind's lifetime and of the shape `shape` parses, else undefined;
     * an entry that is stale, malformed or stamped in the future is removed.
     */
    get<T>(kind: CacheKind, key: string, shape: CachedShape<T>): T | undefined {
      const path = `cache/${kind}/${key}`
      const entry = access.read(path, isCacheEntry)
      const age = entry ? now() - entry.at : Number.NaN
      const read = entry && age >= 0 && age <= CACHE_TTL_MS[kind] ? shape.safeParse(entry.value) : undefined
      if (read?.success) return read.data
      access.remove(path)
      return undefined
    },
    set(kind: CacheKind, key: string, value: unknown): void {
      access.write(`cache/${kind}/${key}`, { value, at: now() })
    },
    clear(kind: CacheKind, key: string): void {
      access.remove(`cache/${kind}/${key}`)
    },
  }
}
