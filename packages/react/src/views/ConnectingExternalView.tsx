import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { en } from '../i18n/en.ts'

const ignore = () => {}

/** ConnectingExternal: waiting for the wallet; after a refusal or a failure it offers a retry. */
export function ConnectingExternalView({ connectorId }: { connectorId: string | undefined }): ReactNode {
  const latch = useLatchInstance()
  const connector = useLatchSelector((s) => s.connectors.find((c) => c.id === connectorId))
  const attempt = useLatchSelector((s) => s.connectAttempt)
  const status = !connector
    ? 'failed'
    : attempt && attempt.connectorId === connectorId
      ? attempt.status
      : 'pending'
  const retry = () => {
    if (connectorId) latch.connect(connectorId).catch(ignore)
  }
  return (
    <div className="latch-center">
      {connector?.imageUrl ? <img src={connector.imageUrl} alt="" /> : null}
      <div aria-live="polite" className="latch-center">
        {status === 'pending' ? (
          <>
            <span className="latch-spinner" aria-hidden="true" />
            <p className="latch-status">{en.continueIn(connector?.name ?? '')}</p>
            <p className="latch-muted">{en.acceptRequest}</p>
          </>
        ) : (
          <>
            <p className="latch-status" data-tone="error">
              {status === 'rejected' ? en.connectionRejected : en.failedToConnect}
            </p>
            <p className="latch-muted">{status === 'rejected' ? en.rejectedHint : attempt?.detail}</p>
          </>
        )}
      </div>
      {status !== 'pending' && connector ? (
        <button type="button" className="latch-button" onClick={retry}>
          {en.tryAgain}
        </button>
      ) : null}
    </div>
  )
}
