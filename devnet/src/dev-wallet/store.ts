/** Where a dev wallet remembers the sites it granted: `localStorage`, or anything shaped like it. */
export type KeyValueStore = { getItem(k: string): string | null; setItem(k: string, v: string): void }

/**
 * The store a dev wallet keeps its grants in: the one given, or a fresh in-memory one.
 *
 * @example
 * const store = grantStore(opts.storage)
 */
export function grantStore(storage?: KeyValueStore): KeyValueStore {
  if (storage) return storage
  const memory = new Map<string, string>()
  return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) }
}
