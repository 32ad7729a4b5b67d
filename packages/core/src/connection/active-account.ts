import type { Network } from '../networks/types.ts'
import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import type { Store } from '../plumbing/store.ts'
import { selectAccount, selectNetwork } from './selectors.ts'
import type { ConnectionSlice } from './types.ts'

/** The connected account of the active namespace, as the account features need it. */
export type ActiveAccount = {
  namespace: ChainNamespace
  connectorId: string
  address: string
  chainId: CaipNetworkId
  /** The CAIP-10 account: what loaded data is keyed by. */
  key: string
  /** The configured network the wallet is on; undefined on an unconfigured one. */
  network?: Network
}

/**
 * The key account data is stored under: the CAIP-2 network and the lowercased address, so a late answer
 * for another account or chain is recognised and dropped.
 *
 * @example
 * accountKey('eip155:1', '0xAbC…') // 'eip155:1:0xabc…'
 */
export const accountKey = (chainId: CaipNetworkId, address: string): string =>
  `${chainId}:${address.toLowerCase()}`

/** The active namespace's connected account, or undefined when none is connected. */
export function activeAccount(ctx: {
  store: Store<ConnectionSlice>
  options: { networks: readonly Network[] }
}): ActiveAccount | undefined {
  const s = ctx.store.get()
  const { namespace, address, connectorId } = selectAccount(s)
  const { caipNetworkId, caipNetwork } = selectNetwork(s, ctx.options.networks)
  if (!address || !connectorId || !caipNetworkId) return undefined
  return {
    namespace,
    connectorId,
    address,
    chainId: caipNetworkId,
    key: accountKey(caipNetworkId, address),
    network: caipNetwork,
  }
}
