/**
 * What the connection's flows read and write of their instance. They compose the connection with the
 * embedded wallet and sign-in (which they load), so their view is the widest of core's domains: still
 * named slice by slice and option by option, never the instance itself (a new account clears the
 * native balance the account features read).
 */
import type { AccountSlice } from '../account/types.ts'
import type { AdapterFor } from '../connection/adapter.ts'
import type { PairingConnector } from '../connection/pairing-types.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { EmbeddedWalletOptions } from '../embedded-wallet/context.ts'
import type { EmbeddedWalletSlice } from '../embedded-wallet/types.ts'
import type { Features } from '../features.ts'
import type { LocaleSlice } from '../i18n/locales.ts'
import type { Instance } from '../instance.ts'
import type { ModalContext } from '../modal/modal.ts'
import type { ModalSlice } from '../modal/views.ts'
import type { Network } from '../networks/types.ts'
import type { SiwxContext } from '../siwx/flow.ts'
import type { SiwxSlice } from '../siwx/types.ts'
import type { LatchSsr } from '../ssr/cookie.ts'
import type { ThemeSlice } from '../theme/theme.ts'

/** The options the connection's flows read, the embedded wallet's and sign-in's among them. */
export type ConnectOptions = EmbeddedWalletOptions &
  SiwxContext['options'] &
  ModalContext['options'] & {
    features: Pick<Features, 'email' | 'socials' | 'multiWallet'>
    walletConnect?: PairingConnector
    defaultNetwork: Network
    ssr?: LatchSsr
    pendingTransactionsFilter: { enable: boolean; pollingInterval: number }
    metadata?: { name: string; description?: string; url?: string; icons?: string[] }
  }

/**
 * The connection flows' view of their instance.
 *
 * @example
 * function createConnectionManager(ctx: ConnectContext, deps: ConnectionManagerDeps) { ... }
 */
export type ConnectContext = Instance<
  ConnectionSlice &
    ModalSlice &
    EmbeddedWalletSlice &
    SiwxSlice &
    ThemeSlice &
    LocaleSlice &
    Pick<AccountSlice, 'balance'>
> & {
  options: ConnectOptions
  adapterFor: AdapterFor
}
