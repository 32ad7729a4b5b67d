import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { AttemptStatus } from './AttemptStatus.tsx'

const ignore = () => {}

/** ConnectingExternal: waiting for the wallet; after a refusal or a failure it offers a retry. */
export function ConnectingExternalView({ connectorId }: { connectorId: string | undefined }): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const connector = useLatchSelector((s) => s.connectors.find((c) => c.id === connectorId))
  const attempt = useLatchSelector((s) => s.connectAttempt)
  const status = !connector
    ? 'failed'
    : attempt && attempt.connectorId === connectorId
      ? attempt.status
      : 'pending'
  return (
    <div className="latch-center">
      {connector?.imageUrl ? <img src={connector.imageUrl} alt="" /> : null}
      <AttemptStatus
        status={status}
        pending={
          <>
            <p className="latch-status">{en.continueIn(connector?.name ?? '')}</p>
            <p className="latch-muted">{en.acceptRequest}</p>
          </>
        }
        errorTitle={status === 'rejected' ? en.connectionRejected : en.failedToConnect}
        hint={status === 'rejected' ? en.rejectedHint : attempt?.detail}
        onRetry={connector ? () => latch.connect(connector.id).catch(ignore) : undefined}
      />
    </div>
  )
}
