/** What the embedded wallet's flows read and write of their instance: nothing else reaches them. */

import type { AdapterFor, ChainAdapter } from '../connection/adapter.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Features } from '../features.ts'
import type { LocaleSlice } from '../i18n/locales.ts'
import type { Instance } from '../instance.ts'
import type { AccountType } from '../latch-storage.ts'
import type { ModalSlice } from '../modal/views.ts'
import type { Network } from '../networks/types.ts'
import type { ChainNamespace } from '../plumbing/caip.ts'
import type { ThemeSlice } from '../theme/theme.ts'
import type { EmbeddedWalletConnector } from './frame-types.ts'
import type { EmbeddedWalletSlice } from './types.ts'

/** The options the embedded wallet is configured by. */
export type EmbeddedWalletOptions = {
  embeddedWallet?: EmbeddedWalletConnector
  projectId: string
  networks: readonly Network[]
  adapters: readonly ChainAdapter[]
  features: Pick<Features, 'email' | 'socials'>
  defaultAccountTypes: Record<ChainNamespace, AccountType>
  metadata?: { name: string; url?: string }
}

/**
 * The embedded wallet's view of its instance: its own slice, the connection it joins, the modal it
 * shows its steps in, the theme and language its frame follows, and its options.
 *
 * @example
 * function createEmailUpdate(ctx: EmbeddedWalletContext) { ... }
 */
export type EmbeddedWalletContext = Pick<
  Instance<EmbeddedWalletSlice & ConnectionSlice & ModalSlice & ThemeSlice & LocaleSlice>,
  'store' | 'log' | 't' | 'track' | 'network'
> & {
  options: EmbeddedWalletOptions
  adapterFor: AdapterFor
}
