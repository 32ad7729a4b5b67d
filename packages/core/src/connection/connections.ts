/**
 * The reading of "every connected wallet" (several at once, `features.multiWallet`) out of an instance's
 * state: what the Account view's list and `useConnections()` show. Apart from `selectors.ts`, which the
 * page load carries: only the views that list wallets load this.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import type { ConnectionSlice } from './types.ts'

/** One connection of several (`features.multiWallet`), as {@link selectConnections} lists it. */
export type ConnectionSnapshot = {
  namespace: ChainNamespace
  connectorId: string
  /** The wallet's name and icon, while its connector is listed. */
  name: string | undefined
  imageUrl: string | undefined
  address: string
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  /** The namespace's active connection: what `getAccount(namespace)` reads. */
  active: boolean
  /** The active connection of the active namespace: what `getAccount()` reads. */
  current: boolean
}

/**
 * Every connection of every namespace in `state`, in the app's namespace order (as the state lists
 * them), each namespace's in the order they connected.
 *
 * @example
 * selectConnections(latch.getState()).filter((c) => !c.current) // the wallets one could switch to
 */
export function selectConnections(state: ConnectionSlice): ConnectionSnapshot[] {
  return (
    Object.entries(state.connections) as [ChainNamespace, ConnectionSlice['connections'][ChainNamespace]][]
  )
    .filter(([, c]) => c?.status === 'connected')
    .flatMap(([namespace, c]) =>
      (c?.connections ?? []).flatMap((x) => {
        const address = x.accounts[0]?.address
        if (!address) return []
        const connector = state.connectors.find((k) => k.id === x.connectorId)
        // A WalletConnect session is the phone wallet that approved it, by its own name and icon.
        const peer = connector?.type === 'WALLET_CONNECT' ? state.walletConnectPeer : undefined
        const active = c?.connectorId === x.connectorId
        return [
          {
            namespace,
            connectorId: x.connectorId,
            name: peer?.name ?? connector?.name,
            imageUrl: peer ? peer.icon : connector?.imageUrl,
            address,
            caipAddress: `${x.caipNetworkId}:${address}` as CaipAddress,
            caipNetworkId: x.caipNetworkId,
            active,
            current: active && namespace === state.activeNamespace,
          },
        ]
      }),
    )
}
