import type { CaipNetworkId, ChainNamespace } from '../caip.ts'
import type { InstanceContext } from '../context.ts'
import type { Network } from '../networks/types.ts'

/** The connected account of the active namespace, as the account features need it. */
export type ActiveAccount = {
  namespace: ChainNamespace
  connectorId: string
  address: string
  chainId: CaipNetworkId
  /** The CAIP-10 account: what loaded data is keyed by. */
  key: string
  /** The configured network the wallet is on; absent on an unconfigured one. */
  network?: Network
}

/** The active namespace's connected account, or undefined when none is connected. */
export function activeAccount(ctx: InstanceContext): ActiveAccount | undefined {
  const s = ctx.store.get()
  const c = s.connections[s.activeNamespace]
  if (c?.status !== 'connected' || !c.address || !c.caipNetworkId || !c.connectorId) return undefined
  const network = ctx.options.networks.find((n) => n.caipNetworkId === c.caipNetworkId)
  return {
    namespace: s.activeNamespace,
    connectorId: c.connectorId,
    address: c.address,
    chainId: c.caipNetworkId,
    key: `${c.caipNetworkId}:${c.address.toLowerCase()}`,
    ...(network ? { network } : {}),
  }
}

/** Whether the active account is still the one with this key (a late answer for another is dropped). */
export const isStillActive = (ctx: InstanceContext, key: string): boolean => activeAccount(ctx)?.key === key
