import type { Loader } from '@latch/core'
import { useCallback, useEffect, useReducer, useState } from 'react'

/** What {@link useLoad} knows of a loader's code: the module once in hand, or that its load failed. */
export type LoadState<T> = {
  /** The module, once wanted and loaded. */
  module: T | undefined
  /** True after the last load failed (offline, a server error): nothing loads until `retry`. */
  failed: boolean
  /** Asks for the code again (a failed import is retried at a fresh URL by `importAgain`). */
  retry: () => void
}

/**
 * The code of a view `loader` brings once `wanted`, with its failure: like `useLoaded` (lazy.ts, which
 * the page-load path uses and keeps minimal), it never suspends, and a failed load says so, for the
 * dialog to offer Try again instead of a spinner that never ends.
 *
 * @example
 * const later = useLoad(laterViews, !FIRST_VIEWS.has(view))
 * if (later.failed) return <button onClick={later.retry}>Try again</button>
 */
export function useLoad<T>(loader: Loader<T>, wanted = true): LoadState<T> {
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  const [failed, setFailed] = useState(false)
  const [attempt, retryLoad] = useReducer((n: number) => n + 1, 0)
  const mod = loader.current()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads again
  useEffect(() => {
    if (!wanted || mod) return
    let live = true
    setFailed(false)
    loader.load().then(
      () => live && loaded(),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [loader, wanted, mod, attempt])
  const retry = useCallback(() => retryLoad(), [])
  return { module: wanted ? mod : undefined, failed: wanted && !mod && failed, retry }
}
