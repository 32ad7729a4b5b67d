import type { RegistryQuery, RegistryWallet } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchInstance } from '../../context.ts'

/** The registry's page size (40 entries). */
export const PAGE_SIZE = 40

/** The registry as pages loaded on demand for one query. */
export type RegistryPages = {
  /** How many wallets match, once the first page is in. */
  count: number | undefined
  /** The wallet at an index, if its page is loaded. */
  at: (index: number) => RegistryWallet | undefined
  /** Loads the pages covering these indexes that are not loaded or loading yet. */
  ensure: (from: number, to: number) => void
  failed: boolean
  retry: () => void
}

/**
 * Pages of the wallet registry for a query, fetched 40 at a time as rows come into view. A new query
 * starts over; answers to an older query are dropped.
 */
export function useRegistryPages(query: Omit<RegistryQuery, 'page' | 'entries'>): RegistryPages {
  const latch = useLatchInstance()
  const key = JSON.stringify(query)
  const pages = useRef(new Map<number, RegistryWallet[]>())
  const loading = useRef(new Set<number>())
  const current = useRef(key)
  const [state, setState] = useState<{ key: string; count?: number; failed: boolean; tick: number }>({
    key,
    failed: false,
    tick: 0,
  })

  const load = useCallback(
    (page: number) => {
      if (!latch.api || pages.current.has(page) || loading.current.has(page)) return
      const forKey = current.current
      loading.current.add(page)
      latch.api
        .wallets({ ...(JSON.parse(forKey) as typeof query), page, entries: PAGE_SIZE })
        .then((r) => {
          if (current.current !== forKey) return
          pages.current.set(page, r.data)
          setState((s) => ({ key: forKey, count: r.count, failed: false, tick: s.tick + 1 }))
        })
        .catch(() => {
          if (current.current === forKey) setState((s) => ({ ...s, failed: true, tick: s.tick + 1 }))
        })
        .finally(() => {
          if (current.current === forKey) loading.current.delete(page)
        })
    },
    [latch],
  )

  useEffect(() => {
    current.current = key
    pages.current = new Map()
    loading.current = new Set()
    setState((s) => ({ key, failed: false, tick: s.tick + 1 }))
    load(1)
  }, [key, load])

  // Pages live in refs; `state.tick` re-renders the view whenever one lands, so rows re-read `at`.
  return {
    count: state.key === key ? state.count : undefined,
    failed: state.failed,
    at: (i: number) => pages.current.get(Math.floor(i / PAGE_SIZE) + 1)?.[i % PAGE_SIZE],
    ensure(from: number, to: number) {
      for (let p = Math.floor(from / PAGE_SIZE) + 1; p <= Math.floor(to / PAGE_SIZE) + 1; p++) load(p)
    },
    retry() {
      loading.current = new Set()
      setState((s) => ({ ...s, failed: false, tick: s.tick + 1 }))
      if (pages.current.size === 0) load(1)
    },
  }
}
