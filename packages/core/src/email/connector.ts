/** The embedded wallet as a connector: what the modal lists and connects through for email login. */
import type { ResolvedOptions } from '../options.ts'
import type { Connector } from '../types.ts'

/** The connector id the embedded wallet (email login) is held under. */
export const AUTH_CONNECTOR_ID = 'auth'

/**
 * The embedded wallet's connector when email login is offered: an embedded wallet is configured, email
 * is on, and an EVM adapter can take its provider. Loads with the connection code; the Connect view
 * shows the email field when it is among the connectors.
 */
export const authConnectors = (options: ResolvedOptions): Connector[] =>
  options.embeddedWallet !== undefined &&
  options.features.email &&
  options.adapters.some((a) => a.namespace === 'eip155' && a.adopt)
    ? [{ id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chainNamespace: 'eip155' }]
    : []
