import { type ReactNode, useEffect } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchAccount, useLatchNetwork, useLatchSelector } from '../hooks.ts'
import { useModalKit } from '../modal/kit-context.ts'
import { type NetworkRouteProps, useRoutedNetwork } from './network-route.ts'

const ignore = () => {}

/** SwitchNetwork: waiting for the wallet; a refusal or failure shows why and offers a retry. */
export function SwitchNetworkView({ caipNetworkId }: NetworkRouteProps): ReactNode {
  const { strings: en, AttemptStatus } = useModalKit()
  const latch = useLatchInstance()
  const network = useRoutedNetwork(caipNetworkId)
  const attempt = useLatchSelector((s) => s.switchAttempt)
  const { isConnected } = useLatchAccount()
  const { caipNetworkId: now } = useLatchNetwork()
  const onNetwork = isConnected && now === caipNetworkId
  // Done: back to the account, now on the new network.
  useEffect(() => {
    if (onNetwork) latch.modal.reset('Account')
  }, [onNetwork, latch])
  const status = attempt && attempt.caipNetworkId === caipNetworkId ? attempt.status : 'pending'
  return (
    <div className="latch-center">
      <AttemptStatus
        status={status}
        pending={<p className="latch-muted">{en.approveSwitch(network?.name ?? '')}</p>}
        errorTitle={status === 'rejected' ? en.switchDeclined : en.switchFailed}
        hint={status === 'failed' ? attempt?.detail : undefined}
        onRetry={network ? () => latch.switchNetwork(network).catch(ignore) : undefined}
      />
    </div>
  )
}
