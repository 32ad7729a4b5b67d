/** Where Latch keeps what survives a reload; any `localStorage`-like object fits. */
export type LatchStorage = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

/** Prefix of every key Latch writes. */
export const STORAGE_PREFIX = '@latch/'

/**
 * An in-memory storage: the default under server rendering and in tests.
 *
 * @example
 * const latch = createLatch({ ...options, storage: createMemoryStorage() })
 */
export function createMemoryStorage(): LatchStorage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

/** `localStorage` when the page has a working one, else memory (server rendering, blocked storage). */
export function defaultStorage(): LatchStorage {
  try {
    const ls = globalThis.localStorage
    if (ls) {
      const probe = `${STORAGE_PREFIX}probe`
      ls.setItem(probe, '1')
      ls.removeItem(probe)
      return ls
    }
  } catch {
    // Storage disabled (private mode, sandboxed frame): fall through to memory.
  }
  return createMemoryStorage()
}

/**
 * Typed access to one storage, under {@link STORAGE_PREFIX}. Reads never throw: corrupt or
 * foreign values read as absent; failed writes (quota, disabled storage) are dropped.
 */
export function createStorageAccess(storage: LatchStorage) {
  return {
    read<T>(key: string, guard: (v: unknown) => v is T): T | undefined {
      try {
        const raw = storage.getItem(STORAGE_PREFIX + key)
        if (raw === null) return undefined
        const value: unknown = JSON.parse(raw)
        return guard(value) ? value : undefined
      } catch {
        return undefined
      }
    },
    write(key: string, value: unknown): void {
      try {
        storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value))
      } catch {
        // Quota exceeded or storage disabled: persistence is best effort.
      }
    },
    remove(key: string): void {
      try {
        storage.removeItem(STORAGE_PREFIX + key)
      } catch {
        // See write().
      }
    },
  }
}
