import type { Network } from '@latch/core'
import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'

const ignore = () => {}

/** The app's networks as buttons; choosing one switches (through the SwitchNetwork view when connected). */
export function NetworkList(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const current = useLatchSelector(
    (s) => s.connections[s.activeNamespace]?.caipNetworkId ?? s.activeCaipNetworkId,
  )
  const connected = useLatchSelector((s) => s.connections[s.activeNamespace]?.status === 'connected')
  const choose = (n: Network) => {
    if (n.caipNetworkId === current) return
    if (connected) latch.modal.push('SwitchNetwork', { caipNetworkId: n.caipNetworkId })
    latch.switchNetwork(n).catch(ignore)
  }
  return (
    <ul className="latch-list" aria-label={en.networks}>
      {latch.options.networks.map((n) => (
        <li key={n.caipNetworkId}>
          <button
            type="button"
            className="latch-wallet"
            aria-current={n.caipNetworkId === current || undefined}
            onClick={() => choose(n)}
          >
            <span>{n.name}</span>
            {n.caipNetworkId === current ? <span className="latch-muted"> ({en.current})</span> : null}
          </button>
        </li>
      ))}
    </ul>
  )
}
