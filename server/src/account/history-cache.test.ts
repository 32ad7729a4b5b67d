import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHistoryCache } from './history-cache.ts'

const A = '0xaaaa'
const B = '0xbbbb'

describe('history page cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())

  it('serves a page until it expires, then forgets it', () => {
    const cache = createHistoryCache(2_000)
    cache.set(A, '*|25', 'page')
    vi.setSystemTime(1_999)
    expect(cache.get(A, '*|25')).toBe('page')
    vi.setSystemTime(2_000)
    expect(cache.get(A, '*|25')).toBeUndefined()
  })

  it('lets expired pages go as new ones come, so memory follows the recent pages only', () => {
    const cache = createHistoryCache(2_000)
    for (let i = 0; i < 100; i++) cache.set(A, `page ${i}`, 'x'.repeat(1_000))
    expect(cache.size).toBe(100)
    vi.setSystemTime(2_500)
    cache.set(B, '*|25', 'fresh')
    expect(cache.size).toBe(1)
    expect(cache.get(B, '*|25')).toBe('fresh')
    // Dropping the expired pages also forgot them per address: invalidating A removes nothing of B.
    cache.invalidate(new Set([A]))
    expect(cache.get(B, '*|25')).toBe('fresh')
  })

  it('keeps at most its bound, the oldest leaving first', () => {
    const cache = createHistoryCache(60_000, 3)
    for (const key of ['1', '2', '3', '4']) cache.set(A, key, key)
    expect(cache.size).toBe(3)
    expect(cache.get(A, '1')).toBeUndefined()
    expect(cache.get(A, '4')).toBe('4')
  })

  it('a page written again starts its lifetime over', () => {
    const cache = createHistoryCache(2_000)
    cache.set(A, 'first', 'old')
    cache.set(B, 'first', 'other')
    vi.setSystemTime(1_500)
    cache.set(A, 'first', 'new')
    vi.setSystemTime(2_500)
    cache.set(B, 'second', 'later')
    expect(cache.get(A, 'first')).toBe('new')
    expect(cache.get(B, 'first')).toBeUndefined()
  })

  it('drops an address the indexer wrote to, and everything on a full reset', () => {
    const cache = createHistoryCache(2_000)
    cache.set(A, '*|25', 'a')
    cache.set(B, '*|25', 'b')
    cache.invalidate(new Set([A]))
    expect(cache.get(A, '*|25')).toBeUndefined()
    expect(cache.get(B, '*|25')).toBe('b')
    cache.invalidate('all')
    expect(cache.size).toBe(0)
  })
})
