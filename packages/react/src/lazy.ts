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
