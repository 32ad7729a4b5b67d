import { type ChainNamespace, NAMESPACE_NAMES, type Network } from '@latch/core'
import { type ReactNode, useId } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'

const ignore = () => {}

/**
 * The app's networks as buttons, grouped by namespace when it has several. Choosing one switches: the
 * connected wallet is asked (through SwitchNetwork); another namespace's network makes that
 * namespace's account the active one, or, with none connected there, asks for a wallet
 * (SwitchActiveChain).
 */
export function NetworkList(): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const id = useId()
  const current = useLatchSelector(
    (s) => s.connections[s.activeNamespace]?.caipNetworkId ?? s.activeCaipNetworkId,
  )
  const choose = (n: Network) => {
    if (n.caipNetworkId === current) return
    const s = latch.getState()
    const own = s.connections[n.chainNamespace]
    const anyConnected = Object.values(s.connections).some((c) => c?.status === 'connected')
    if (own?.status !== 'connected') {
      if (anyConnected) latch.modal.push('SwitchActiveChain', { caipNetworkId: n.caipNetworkId })
      else latch.switchNetwork(n).catch(ignore)
      return
    }
    if (own.caipNetworkId === n.caipNetworkId) {
      // That namespace's wallet is already there: its account becomes the active one.
      void latch.switchNetwork(n).then(() => latch.modal.reset('Account'), ignore)
      return
    }
    latch.modal.push('SwitchNetwork', { caipNetworkId: n.caipNetworkId })
    latch.switchNetwork(n).catch(ignore)
  }
  const groups = new Map<ChainNamespace, Network[]>()
  for (const n of latch.options.networks)
    groups.set(n.chainNamespace, [...(groups.get(n.chainNamespace) ?? []), n])
  const list = (networks: Network[], label: { 'aria-label': string } | { 'aria-labelledby': string }) => (
    <ul className="latch-list" {...label}>
      {networks.map((n) => (
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
  if (groups.size < 2) return list(latch.options.networks as Network[], { 'aria-label': en.networks })
  return (
    <>
      {[...groups].map(([ns, networks]) => (
        <section key={ns} className="latch-group">
          <h3 id={`${id}-${ns}`} className="latch-group-title">
            {en.networksOf(NAMESPACE_NAMES[ns])}
          </h3>
          {list(networks, { 'aria-labelledby': `${id}-${ns}` })}
        </section>
      ))}
    </>
  )
}
