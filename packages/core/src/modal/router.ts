import type { Route, ViewName } from './views.ts'

/** Pure history-stack transitions used by the instance (SPEC §2). */
export const routes = {
  push: (history: readonly Route[], route: Route): Route[] => [...history, route],
  replace: (history: readonly Route[], route: Route): Route[] => [...history.slice(0, -1), route],
  reset: (view: ViewName): Route[] => [{ view }],
  /**
   * Pops one entry. Returns `undefined` when the history was one deep (the modal closes). Going back
   * to Connect while connected lands on Account.
   */
  back(history: readonly Route[], connected: boolean): Route[] | undefined {
    if (history.length <= 1) return undefined
    const next = history.slice(0, -1)
    const top = next[next.length - 1]
    if (top?.view === 'Connect' && connected) return routes.replace(next, { view: 'Account' })
    return next
  },
}
