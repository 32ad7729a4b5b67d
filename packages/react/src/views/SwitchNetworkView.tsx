import type { CaipNetworkId } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { en } from '../i18n/en.ts'

const ignore = () => {}

/** SwitchNetwork: waiting for the wallet; a refusal or failure shows why and offers a retry. */
export function SwitchNetworkView({
  caipNetworkId,
}: {
  caipNetworkId: CaipNetworkId | undefined
}): ReactNode {
  const latch = useLatchInstance()
  const network = latch.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const attempt = useLatchSelector((s) => s.switchAttempt)
  const onNetwork = useLatchSelector((s) => s.connections[s.activeNamespace]?.caipNetworkId === caipNetworkId)
  // Done: back to the account, now on the new network.
  useEffect(() => {
    if (onNetwork) latch.reset('Account')
  }, [onNetwork, latch])
  const status = attempt && attempt.caipNetworkId === caipNetworkId ? attempt.status : 'pending'
  return (
    <div className="latch-center">
      <div aria-live="polite" className="latch-center">
        {status === 'pending' ? (
          <>
            <span className="latch-spinner" aria-hidden="true" />
            <p className="latch-muted">{en.approveSwitch(network?.name ?? '')}</p>
          </>
        ) : (
          <>
            <p className="latch-status" data-tone="error">
              {status === 'rejected' ? en.switchDeclined : en.switchFailed}
            </p>
            {status === 'failed' && attempt?.detail ? <p className="latch-muted">{attempt.detail}</p> : null}
          </>
        )}
      </div>
      {status !== 'pending' && network ? (
        <button
          type="button"
          className="latch-button"
          onClick={() => latch.switchNetwork(network).catch(ignore)}
        >
          {en.tryAgain}
        </button>
      ) : null}
    </div>
  )
}
