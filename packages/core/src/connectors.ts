import type { ResolvedOptions } from './options.ts'
import type { Connector, WalletConnectState } from './types.ts'

/** The connector id WalletConnect sessions are held under. */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
/** The connector id the embedded wallet (email login) is held under. */
export const AUTH_CONNECTOR_ID = 'auth'
/** The WalletConnect slice when nothing is under way. */
export const IDLE_WALLETCONNECT: WalletConnectState = { status: 'idle' }

/** Whether email login is offered: an embedded wallet is configured, email is on, and an EVM adapter can take it. */
export const emailEnabled = (options: ResolvedOptions): boolean =>
  options.embeddedWallet !== undefined &&
  options.features.email &&
  options.adapters.some((a) => a.namespace === 'eip155' && a.adopt)

/**
 * Connectors that exist by configuration rather than discovery: WalletConnect and the embedded wallet,
 * when set up.
 */
export function fixedConnectors(options: ResolvedOptions): Connector[] {
  const list: Connector[] = []
  if (options.walletConnect) {
    const ns = options.adapters.find((a) => a.adopt)?.namespace ?? options.defaultNetwork.chainNamespace
    list.push({
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chainNamespace: ns,
    })
  }
  if (emailEnabled(options))
    list.push({ id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chainNamespace: 'eip155' })
  return list
}
