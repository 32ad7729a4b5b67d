import type { ChainNamespace, Network } from '@latch/core'
import { NAMESPACE_NAMES } from '@latch/core/internal/plumbing/namespace-names'
import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { CheckGlyph } from '../icons/glyphs.tsx'
import { useModalKit } from '../modal/kit-context.ts'
import { Listbox, type ListOption } from '../picker/Listbox.tsx'

const ignore = () => {}

/**
 * The app's networks as a listbox with their icons, grouped by namespace when it has several, with a
 * search box when there are more than a handful. Choosing one switches: the
 * connected wallet is asked (through SwitchNetwork); another namespace's network makes that
 * namespace's account the active one, or, with none connected there, asks for a wallet
 * (SwitchActiveChain).
 */
export function NetworkList(): ReactNode {
  const { strings: en, NetworkIcon, networkById, selectNetwork } = useModalKit()
  const latch = useLatchInstance()
  const current = useLatchSelector((s) => selectNetwork(s, latch.options.networks).caipNetworkId)
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
  const grouped = groups.size > 1
  const options: ListOption[] = [...groups].flatMap(([ns, networks]) =>
    networks.map((n) => ({
      id: n.caipNetworkId,
      label: n.name,
      keywords: `${NAMESPACE_NAMES[ns]} ${n.nativeCurrency.symbol}`,
      icon: <NetworkIcon network={n} />,
      trailing: n.caipNetworkId === current ? <CheckGlyph /> : undefined,
      ...(grouped ? { group: en.networksOf(NAMESPACE_NAMES[ns]) } : {}),
    })),
  )
  return (
    <Listbox
      label={en.networks}
      options={options}
      selected={current}
      onSelect={(caipNetworkId) => {
        const n = networkById(latch.options.networks, caipNetworkId)
        if (n) choose(n)
      }}
      searchLabel={en.searchNetworks}
      noMatch={en.noNetworkFound}
    />
  )
}
