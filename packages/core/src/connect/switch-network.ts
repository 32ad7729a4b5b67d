import { storedItems } from '../latch-storage.ts'
import type { Network } from '../networks/types.ts'
import type { CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import { clipWalletMessage, isUserRejection, loadError } from '../plumbing/latch-error.ts'
import type { ConnectContext } from './context.ts'

/**
 * Switches the app to a configured network (SPEC §5: switching to a chain not configured fails). With a
 * wallet connected, the wallet is asked to switch (adding the chain first when it answers 4902); without
 * one, the app's active network changes. Progress is in `state.switchAttempt` for the SwitchNetwork view.
 */
export async function switchNetwork(
  ctx: ConnectContext,
  target: Network | CaipNetworkId,
  /** Records the new chain on the connection (the connection manager's chainChanged). */
  onSwitched: (ns: ChainNamespace, connectorId: string, chainId: number | string) => void,
): Promise<void> {
  const { store } = ctx
  const storage = storedItems(ctx.storage)
  const id = typeof target === 'string' ? target : target.caipNetworkId
  const network = ctx.network(id)
  if (!network) throw loadError('NETWORK_NOT_FOUND', { detail: `${id} is not one of the app's networks` })
  const ns = network.chainNamespace
  const connection = store.get().connections[ns]
  /** Makes the network's namespace the active one (SPEC §4: status is per namespace). */
  const activate = () => {
    store.set({ activeNamespace: ns, activeCaipNetworkId: network.caipNetworkId })
    storage.activeCaipNetworkId.set(network.caipNetworkId)
    storage.activeNamespace.set(ns)
  }
  if (connection?.status !== 'connected' || !connection.connectorId) {
    activate()
    return
  }
  if (connection.caipNetworkId === network.caipNetworkId) {
    // Another namespace's wallet, already on the network: it becomes the active account.
    activate()
    return
  }
  const adapter = ctx.adapterFor(ns)
  if (!adapter.switchNetwork)
    throw loadError('SWITCH_CHAIN_FAILED', { detail: `the ${ns} adapter cannot switch networks` })
  store.set({ switchAttempt: { caipNetworkId: network.caipNetworkId, status: 'pending' } })
  try {
    await adapter.switchNetwork(connection.connectorId, network)
    // Wallets announce the change with chainChanged; this covers the ones that do not.
    onSwitched(ns, connection.connectorId, network.id)
    activate()
    store.set({ switchAttempt: undefined })
    ctx.track('SWITCH_NETWORK', { network: network.caipNetworkId })
  } catch (cause) {
    const rejected = isUserRejection(cause)
    const detail = cause instanceof Error ? clipWalletMessage(cause.message) : undefined
    store.set({
      switchAttempt: {
        caipNetworkId: network.caipNetworkId,
        status: rejected ? 'rejected' : 'failed',
        detail,
      },
    })
    throw rejected
      ? loadError('USER_REJECTED', { cause })
      : loadError('SWITCH_CHAIN_FAILED', { cause, detail })
  }
}
