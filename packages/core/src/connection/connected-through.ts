/**
 * The lookup of one connection by its connector, for the actions that take a `connectorId` (batches,
 * linking). Apart from connections.ts, the list the views show, which the modal's own code carries: the
 * actions load this with theirs.
 */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../plumbing/caip.ts'
import { latchError } from '../plumbing/errors.ts'
import type { ConnectionSlice } from './types.ts'

/** The connection {@link connectedThrough} found: its account and chain. */
export type ConnectedAccount = { address: string; caipAddress: CaipAddress; caipNetworkId: CaipNetworkId }

/**
 * The connection of `namespace` through `connectorId` in `state`, active or not, or NOT_CONNECTED saying
 * which is not there: what the actions that take a `connectorId` act on.
 *
 * @example
 * connectedThrough(latch.getState(), 'eip155', 'walletConnect').caipAddress // 'eip155:1:0xAbc…'
 */
export function connectedThrough(
  state: Pick<ConnectionSlice, 'connections'>,
  namespace: ChainNamespace,
  connectorId: string,
): ConnectedAccount {
  const c = state.connections[namespace]
  const found =
    c?.status === 'connected' ? c.connections?.find((x) => x.connectorId === connectorId) : undefined
  const address = found?.accounts[0]?.address
  if (!found || !address)
    throw latchError('NOT_CONNECTED', {
      detail: `no ${namespace} wallet is connected through ${JSON.stringify(connectorId)}`,
    })
  return {
    address,
    caipAddress: `${found.caipNetworkId}:${address}` as CaipAddress,
    caipNetworkId: found.caipNetworkId,
  }
}
