import type { ReactNode } from 'react'
import { useStrings } from '../i18n/use-strings.ts'

/**
 * What a view shows while the wallet is asked for something: a spinner and instructions while pending;
 * after a refusal or failure, why, and a retry when one is possible, centred under it.
 */
export function AttemptStatus(props: {
  status: 'pending' | 'rejected' | 'failed'
  pending: ReactNode
  errorTitle: string
  hint?: string | undefined
  onRetry?: (() => void) | undefined
}): ReactNode {
  const en = useStrings()
  return (
    <>
      {/* The modal's announcer says what changed; this shows it. */}
      <div className="latch-center">
        {props.status === 'pending' ? (
          <>
            <span className="latch-spinner" aria-hidden="true" />
            {props.pending}
          </>
        ) : (
          <>
            <p className="latch-status" data-tone="error">
              {props.errorTitle}
            </p>
            {props.hint ? <p className="latch-muted">{props.hint}</p> : null}
            {props.onRetry ? (
              <button type="button" className="latch-button" onClick={props.onRetry}>
                {en.tryAgain}
              </button>
            ) : null}
          </>
        )}
      </div>
    </>
  )
}
