import { NAMESPACE_NAMES } from '@latch/core/internal/plumbing/namespace-names'
import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { useModalKit } from '../modal/kit-context.ts'
import { type NetworkRouteProps, useRoutedNetwork } from './network-route.ts'

const ignore = () => {}

/**
 * SwitchActiveChain: a network of a namespace with no wallet connected yet. It lists that namespace's
 * wallets; connecting one makes its account the active one, and the other namespace stays connected.
 */
export function SwitchActiveChainView({ caipNetworkId }: NetworkRouteProps): ReactNode {
  const { strings: en, WalletButton } = useModalKit()
  const latch = useLatchInstance()
  const network = useRoutedNetwork(caipNetworkId)
  const ns = network?.chainNamespace
  const connectors = useLatchSelector((s) => s.connectors)
  const wallets = connectors.filter(
    (c) => c.chainNamespace === ns && (c.type === 'ANNOUNCED' || c.type === 'INJECTED'),
  )
  if (!network || !ns) return null
  return (
    <>
      <p className="latch-muted latch-center">{en.connectToUse(network.name)}</p>
      {wallets.length === 0 ? (
        <p className="latch-status latch-center">{en.noChainWallets(NAMESPACE_NAMES[ns])}</p>
      ) : (
        <ul className="latch-list" aria-label={en.networksOf(NAMESPACE_NAMES[ns])}>
          {wallets.map((c) => (
            <li key={c.id}>
              <WalletButton
                name={c.name}
                imageUrl={c.imageUrl}
                onClick={() => {
                  latch
                    .connect(c.id)
                    .then(() => {
                      // Connecting made this wallet's account the active one. Only a wallet on another of
                      // the namespace's networks is asked to switch, and only while the visitor has not
                      // chosen elsewhere since: a late switch must not undo their newer choice.
                      if (
                        latch.getState().activeNamespace !== ns ||
                        latch.getNetworkState(ns).caipNetworkId === network.caipNetworkId
                      )
                        return
                      return latch.switchNetwork(network)
                    })
                    .catch(ignore)
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
