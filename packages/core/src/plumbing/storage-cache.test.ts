import { describe, expect, it } from 'vitest'
import { CACHE_TTL_MS } from './cache-ttl.ts'
import { createPageStorage } from './page-storage.ts'
import { createMemoryStorage } from './storage.ts'
import { storageCache } from './storage-cache.ts'

describe('the browser cache (SPEC §3)', () => {
  it('"Cache: portfolio 30 s, native balance 30 s, name lookups 5 min, identity 5 min"', () => {
    let t = 1_000_000
    const s = createPageStorage(createMemoryStorage(), () => t)
    const any = { safeParse: (v: unknown) => ({ success: true as const, data: v }) }
    for (const kind of ['portfolio', 'nativeBalance', 'name', 'identity'] as const) {
      storageCache(s).set(kind, 'k', 1)
      t += CACHE_TTL_MS[kind]
      expect(storageCache(s).get(kind, 'k', any)).toBe(1)
      t += 1
      expect(storageCache(s).get(kind, 'k', any)).toBeUndefined()
    }
    expect(CACHE_TTL_MS).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
    })
  })

  it('drops, and removes, a cache entry stamped in the future or of the wrong shape', () => {
    const raw = createMemoryStorage()
    const t = 1_000_000
    const s = createPageStorage(raw, () => t)
    const isNumber = {
      safeParse: (v: unknown) =>
        typeof v === 'number' ? { success: true as const, data: v } : { success: false as const },
    }
    raw.setItem('@latch/cache/identity/k', JSON.stringify({ value: 1, at: t + 60_000 }))
    expect(storageCache(s).get('identity', 'k', isNumber)).toBeUndefined()
    expect(raw.getItem('@latch/cache/identity/k')).toBeNull()
    raw.setItem('@latch/cache/identity/k', JSON.stringify({ value: { name: {} }, at: t }))
    expect(storageCache(s).get('identity', 'k', isNumber)).toBeUndefined()
    expect(raw.getItem('@latch/cache/identity/k')).toBeNull()
    raw.setItem('@latch/cache/identity/k', '{not json')
    expect(storageCache(s).get('identity', 'k', isNumber)).toBeUndefined()
  })
})
