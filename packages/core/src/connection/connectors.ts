import type { Network } from '../networks/types.ts'
import type { ChainAdapter, Connector } from './adapter.ts'
import type { PairingConnector } from './pairing-types.ts'
import type { WalletConnectState } from './types.ts'

/** The connector id WalletConnect sessions are held under. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** The WalletConnect slice when nothing is under way. */
export const IDLE_WALLETCONNECT: WalletConnectState = { status: 'idle' }

/** Connectors that exist by configuration rather than discovery: WalletConnect, when set up. */
export function fixedConnectors(options: {
  walletConnect?: PairingConnector
  adapters: readonly ChainAdapter[]
  defaultNetwork: Network
}): Connector[] {
  if (!options.walletConnect) return []
  const ns = options.adapters.find((a) => a.adopt)?.namespace ?? options.defaultNetwork.chainNamespace
  return [
    { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chainNamespace: ns },
  ]
}
