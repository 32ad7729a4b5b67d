import type { ReactNode } from 'react'
import { useStrings } from '../i18n/use-strings.ts'
import type { LoadState } from './useLoad.ts'

/**
 * Where a view whose code loads on demand will be: a spinner while it loads; if the load failed
 * (offline, a server error), why, and Try again, rather than a spinner that never ends.
 *
 * @example
 * <ViewLoading state={useLoad(laterViews)} />
 */
export function ViewLoading({ state }: { state: Pick<LoadState<unknown>, 'failed' | 'retry'> }): ReactNode {
  const en = useStrings()
  if (!state.failed) return <span className="latch-spinner" role="status" aria-label={en.loading} />
  return (
    <div className="latch-center">
      <p className="latch-status" data-tone="error" role="alert">
        {en.viewLoadFailed}
      </p>
      <button type="button" className="latch-button" onClick={state.retry}>
        {en.tryAgain}
      </button>
    </div>
  )
}
