import type { RegistryQuery, RegistryWallet } from '@latch/core'
// Deep, not the api barrel: a barrel gives esbuild's chunking every module it re-exports.
import { WALLETS_PAGE_SIZE as PAGE_SIZE } from '@latch/protocol/api/wire'

/**
 * A search shows as loading only when its answer takes longer than this: a faster one changes nothing
 * on screen until its wallets land, so the list is painted once (a paint while the request runs costs
 * several milliseconds of the answer's time on a busy machine, measured by `npm run bench:wallets`).
 */
export const SEARCHING_SHOWN_AFTER_MS = 150

/** A registry query without its paging. */
export type PagedQuery = Omit<RegistryQuery, 'page' | 'entries'>

/** What the view renders from. */
export type RegistryPagesState = {
  /** The query whose wallets are shown. */
  readonly query: PagedQuery | undefined
  /** How many wallets match it, once its first page is in. */
  readonly count: number | undefined
  /**
   * A newer query has been loading for over {@link SEARCHING_SHOWN_AFTER_MS}; the wallets shown stay
   * until its first page lands.
   */
  readonly searching: boolean
  readonly failed: boolean
}

/** The part of the state the list renders from: unchanged while a newer query loads. */
export type RegistryListing = Pick<RegistryPagesState, 'query' | 'count' | 'failed'>

/** The registry as pages loaded on demand, one query at a time. */
export type RegistryPages = {
  /** Starts loading `query`'s first page at once (the same query again: nothing). */
  setQuery: (query: PagedQuery) => void
  /** The shown wallet at an index, if its page is loaded. */
  at: (index: number) => RegistryWallet | undefined
  /** Loads the shown query's pages covering these indexes that are not loaded or loading yet. */
  ensure: (from: number, to: number) => void
  /** Loads again after a failure. */
  retry: () => void
  /** The current state; a new object whenever anything changes (a page landing included). */
  getState: () => RegistryPagesState
  /** The listing; a new object only when the list must render again (not when a search starts). */
  getListing: () => RegistryListing
  subscribe: (listener: () => void) => () => void
}

type FetchPage = (query: RegistryQuery) => Promise<{ count: number; data: RegistryWallet[] }>
type Generation = {
  key: string
  query: PagedQuery
  pages: Map<number, RegistryWallet[]>
  loading: Set<number>
  count?: number
}

/**
 * Pages of the wallet registry, fetched 40 at a time as rows come into view. A new query's first
 * request leaves at once, from the caller's own task (the search debounce's timer), and the wallets
 * shown stay in place until its answer lands, so the list changes once, in one frame. Answers to a
 * query that has since been replaced are dropped.
 *
 * @example
 * const pages = createRegistryPages((q) => latch.api!.wallets(q))
 * pages.setQuery({ search: 'rain' })
 */
export function createRegistryPages(fetchPage: FetchPage): RegistryPages {
  let latest: Generation | undefined
  let shown: Generation | undefined
  let state: RegistryPagesState = { query: undefined, count: undefined, searching: false, failed: false }
  let listing: RegistryListing = state
  const listeners = new Set<() => void>()
  const publish = (failed: boolean, landed = false) => {
    state = { query: shown?.query, count: shown?.count, searching: shown !== latest, failed }
    if (landed || listing.query !== state.query || listing.count !== state.count || listing.failed !== failed)
      listing = { query: state.query, count: state.count, failed }
    for (const l of listeners) l()
  }

  const load = (gen: Generation, page: number) => {
    if (gen.pages.has(page) || gen.loading.has(page)) return
    gen.loading.add(page)
    fetchPage({ ...gen.query, page, entries: PAGE_SIZE })
      .then((r) => {
        if (gen !== latest) return
        gen.pages.set(page, r.data)
        gen.count = r.count
        shown = gen
        publish(false, true)
      })
      .catch(() => {
        if (gen !== latest) return
        // A failed search shows the failure, not the previous query's wallets.
        if (gen.pages.size === 0) shown = gen
        publish(true)
      })
      .finally(() => gen.loading.delete(page))
  }

  return {
    setQuery(query) {
      const key = JSON.stringify(query)
      if (key === latest?.key) return
      latest = { key, query, pages: new Map(), loading: new Set() }
      load(latest, 1)
      if (!shown) {
        shown = latest
        publish(false)
        return
      }
      // The rows shown stay as they are; a slow answer is announced as loading after a moment.
      const gen = latest
      setTimeout(() => {
        if (gen === latest && shown !== gen) publish(state.failed)
      }, SEARCHING_SHOWN_AFTER_MS)
    },
    at: (i) => shown?.pages.get(Math.floor(i / PAGE_SIZE) + 1)?.[i % PAGE_SIZE],
    ensure(from, to) {
      if (!shown || shown !== latest) return
      for (let p = Math.floor(from / PAGE_SIZE) + 1; p <= Math.floor(to / PAGE_SIZE) + 1; p++) load(shown, p)
    },
    retry() {
      if (!latest) return
      // Pages that failed load again as their rows come back into view (`ensure`); a first page here.
      latest.loading.clear()
      if (latest.pages.size === 0) load(latest, 1)
      publish(false)
    },
    getState: () => state,
    getListing: () => listing,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
