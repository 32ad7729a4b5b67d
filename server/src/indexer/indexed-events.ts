/**
 * What changed in the index: these (lower-case) addresses have new or removed transfers, or `'all'`
 * when the process cannot know which (it was cut off from the other processes' notices for a while).
 */
export type IndexedChange = ReadonlySet<string> | 'all'

/** Who hears which addresses the indexer (this process's or another's) wrote or rolled back. */
export type IndexedEvents = {
  /** Tells every listener these addresses changed (an empty set tells nobody). */
  emit: (change: IndexedChange) => void
  /** Listens; returns the cleanup. */
  on: (listener: (change: IndexedChange) => void) => () => void
}

/** Whether `address` is part of `change`. */
export const touches = (change: IndexedChange, address: string): boolean =>
  change === 'all' || change.has(address)

/**
 * The addresses the indexer touches, as events: the history and balance caches drop them and waiting
 * `changes` requests answer. One per process, shared by the indexer, the cluster notices and the routes.
 *
 * @example
 * const indexed = createIndexedEvents()
 * indexed.on((change) => cache.invalidate(change))
 * startIndexer({ …, onIndexed: indexed.emit })
 */
export function createIndexedEvents(): IndexedEvents {
  const listeners = new Set<(change: IndexedChange) => void>()
  return {
    emit(change) {
      if (change !== 'all' && change.size === 0) return
      for (const listener of listeners) listener(change)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
