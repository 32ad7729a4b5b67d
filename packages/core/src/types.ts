import type { AccountSlice } from './account/types.ts'
import type { LatchEvent } from './analytics.ts'
import type { ConnectionSlice } from './connection/types.ts'
import type { EmbeddedWalletSlice } from './embedded-wallet/types.ts'
import type { LocaleSlice } from './i18n/locales.ts'
import type { ModalSlice } from './modal/views.ts'
import type { NamesSlice } from './names/types.ts'
import type { NotificationsState } from './notifications/notifications.ts'
import type { OnrampSlice } from './onramp/state.ts'
import type { SiwxSlice } from './siwx/types.ts'
import type { SwapSlice } from './swap/state.ts'
import type { ThemeSlice } from './theme/theme.ts'

export type { LatchEvent } from './analytics.ts'
export type {
  AdapterAccount,
  AdapterContext,
  Balance,
  ChainAdapter,
  Connector,
  ConnectorType,
  ConnectRequest,
  ConnectSignIn,
} from './connection/adapter.ts'
export type { PairingConnector, PairingRequest, PairingSession } from './connection/pairing-types.ts'
export type {
  EmbeddedFrame,
  EmbeddedFrameParams,
  EmbeddedWalletConnector,
} from './embedded-wallet/frame-types.ts'
export { type ModalSlice, type Route, type RouteData, VIEWS, type ViewName } from './modal/views.ts'
export type { Alert, Notification } from './notifications/notifications.ts'

/**
 * Everything a Latch instance holds; read it with `latch.getState()` or the React hooks. Each domain owns
 * its slice: the modal's, the connection's, the account's, the embedded wallet's, sign-in, Swap and Buy.
 */
export type LatchState = NotificationsState &
  ModalSlice &
  ConnectionSlice &
  AccountSlice &
  NamesSlice &
  EmbeddedWalletSlice &
  SiwxSlice &
  SwapSlice &
  OnrampSlice &
  ThemeSlice &
  LocaleSlice & {
    /** The most recent event record. */
    lastEvent?: LatchEvent
  }
