import { describe, expect, it } from 'vitest'
import { createMemoryStorage, createStorageAccess, STORAGE_PREFIX } from './storage.ts'
import { createStore } from './store.ts'

describe('store', () => {
  it('merges updates and notifies only on change', () => {
    const store = createStore({ a: 1, b: 'x' })
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.set({ a: 1 })
    expect(calls).toBe(0)
    store.set((s) => ({ a: s.a + 1 }))
    expect(store.get()).toEqual({ a: 2, b: 'x' })
    expect(calls).toBe(1)
    off()
    store.set({ a: 3 })
    expect(calls).toBe(1)
  })
})

describe('storage', () => {
  const isRecord = (v: unknown): v is Record<string, string> => typeof v === 'object' && v !== null

  it('writes under the Latch prefix and reads it back', () => {
    const raw = createMemoryStorage()
    const s = createStorageAccess(raw)
    s.write('k', { a: '1' })
    expect(raw.getItem(`${STORAGE_PREFIX}k`)).toBe('{"a":"1"}')
    expect(s.read('k', isRecord)).toEqual({ a: '1' })
  })

  it('"Corrupt or foreign JSON in storage is ignored, never thrown"', () => {
    const raw = createMemoryStorage()
    const s = createStorageAccess(raw)
    raw.setItem(`${STORAGE_PREFIX}k`, '{not json')
    expect(s.read('k', isRecord)).toBeUndefined()
    raw.setItem(`${STORAGE_PREFIX}k`, '42')
    expect(s.read('k', isRecord)).toBeUndefined()
  })

  it('drops writes a full or disabled storage refuses', () => {
    const s = createStorageAccess({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(() => s.write('k', 1)).not.toThrow()
    expect(() => s.remove('k')).not.toThrow()
    expect(s.read('k', isRecord)).toBeUndefined()
  })
})
