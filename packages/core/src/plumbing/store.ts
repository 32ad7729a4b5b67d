/** A minimal observable store; every Latch instance owns one. */
export type Store<T> = {
  get: () => T
  set: (update: Partial<T> | ((s: T) => Partial<T>)) => void
  subscribe: (listener: () => void) => () => void
}

/**
 * Creates a store whose `set` merges a partial state and notifies listeners once per change.
 *
 * @example
 * const store = createStore({ count: 0 })
 * store.set((s) => ({ count: s.count + 1 }))
 */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(update) {
      const patch = typeof update === 'function' ? update(state) : update
      const keys = Object.keys(patch) as (keyof T)[]
      if (keys.every((k) => Object.is(state[k], patch[k]))) return
      state = { ...state, ...patch }
      for (const l of listeners) l()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
