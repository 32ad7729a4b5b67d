/** The embedded wallet as a connector: what the modal lists and connects through for email login. */

import type { Connector } from '../connection/adapter.ts'
import type { EmbeddedWalletOptions } from './context.ts'

/** The connector id the embedded wallet (email login) is held under. */
export const AUTH_CONNECTOR_ID = 'auth'

/**
 * The embedded wallet's connector when email or social login is offered: an embedded wallet is
 * configured, email or a social provider is on, and an EVM adapter can take its provider. Loads with
 * the connection code; the Connect view shows the email field and the social logins when it is among
 * the connectors.
 */
export const authConnectors = (
  options: Pick<EmbeddedWalletOptions, 'embeddedWallet' | 'features' | 'adapters'>,
): Connector[] =>
  options.embeddedWallet !== undefined &&
  (options.features.email || (options.features.socials && options.features.socials.length > 0)) &&
  options.adapters.some((a) => a.namespace === 'eip155' && a.adopt)
    ? [{ id: AUTH_CONNECTOR_ID, name: 'Email', type: 'AUTH', chainNamespace: 'eip155' }]
    : []
