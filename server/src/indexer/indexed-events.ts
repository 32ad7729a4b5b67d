/** Who hears which addresses this process's indexer wrote or rolled back. */
export type IndexedEvents = {
  /** Tells every listener these (lower-case) addresses have new or removed transfers. */
  emit: (addresses: ReadonlySet<string>) => void
  /** Listens; returns the cleanup. */
  on: (listener: (addresses: ReadonlySet<string>) => void) => () => void
}

/**
 * The addresses the indexer touches, as events: the history and balance caches drop them and waiting
 * `changes` requests answer. One per process, shared by the indexer and the routes.
 *
 * @example
 * const indexed = createIndexedEvents()
 * indexed.on((addresses) => cache.invalidate(addresses))
 * startIndexer({ …, onIndexed: indexed.emit })
 */
export function createIndexedEvents(): IndexedEvents {
  const listeners = new Set<(addresses: ReadonlySet<string>) => void>()
  return {
    emit(addresses) {
      if (addresses.size === 0) return
      for (const listener of listeners) listener(addresses)
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
