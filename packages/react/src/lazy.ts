import { useEffect, useReducer } from 'react'

/** A chunk of code loaded on demand: loading starts once, and once in hand it is there synchronously. */
export type Loader<T> = { load: () => Promise<T>; current: () => T | undefined }

/**
 * Wraps a dynamic `import()` so it runs once and its module can then be read synchronously. Only code
 * is held here, never state: every Latch instance shares the same modules.
 *
 * @example
 * const modal = createLoader(() => import('./modal/ModalRoot.tsx'))
 * button.onpointerenter = () => void modal.load()
 */
export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    load() {
      loading ??= load().then(
        (m) => {
          loaded = m
          return m
        },
        (e) => {
          loading = undefined
          throw e
        },
      )
      return loading
    },
    current: () => loaded,
  }
}

/**
 * The module of `loader` once `wanted` and loaded; undefined before. It never suspends: a component
 * renders the moment its code is in hand, with no Suspense reveal delay (React holds a revealed
 * boundary back up to 300 ms), and at once when the code was preloaded.
 *
 * @example
 * const AllWallets = useLoaded(allWallets, view === 'AllWallets')?.AllWalletsView
 */
export function useLoaded<T>(loader: Loader<T>, wanted = true): T | undefined {
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  const mod = loader.current()
  useEffect(() => {
    if (!wanted || mod) return
    let live = true
    loader.load().then(
      () => live && loaded(),
      () => {
        // A chunk that fails to load (offline) is asked for again the next time it is wanted.
      },
    )
    return () => {
      live = false
    }
  }, [loader, wanted, mod])
  return wanted ? mod : undefined
}
