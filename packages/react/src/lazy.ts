import type { Loader } from '@latch/core'
import { useEffect, useReducer } from 'react'

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

/** Whether the visitor asked to save data (the `Save-Data` preference, where the browser exposes it). */
const savesData = (): boolean =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Runs `fetch` once the browser is idle (`requestIdleCallback`; after `fallbackMs` where a browser lacks
 * it), to fetch code ahead of need from the page's own origin; never when the visitor saves data.
 * Returns the cancel.
 *
 * @example
 * useEffect(() => prefetchWhenIdle(() => void views.load()), [])
 */
export function prefetchWhenIdle(fetch: () => void, fallbackMs = 200): () => void {
  if (typeof window === 'undefined' || savesData()) return () => {}
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fetch, { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(fetch, fallbackMs)
  return () => clearTimeout(id)
}
