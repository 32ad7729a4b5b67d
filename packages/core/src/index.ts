/**
 * @latch/core: framework-free state and logic. `createLatch()` returns an instance; nothing here
 * touches a browser global at import time.
 */

export type {
  ApiNft,
  ApiProfile,
  ApiTokenBalance,
  ApiTransaction,
  RegistryWallet,
} from '@latch/protocol/api/wire'
export type { WalletCapabilities } from '@latch/protocol/calls/wire'
export type { DeviceInfo } from '@latch/protocol/embedded/frame-protocol'
export type {
  ConnectedSocial,
  LoginMethod,
  RemoveMethodBody,
  SocialLoginProvider,
} from '@latch/protocol/embedded/social-wire'
export type { AccountActions, SendActions } from './account/module.ts'
export type { TransactionMonth, TransactionYear } from './account/transaction-groups.ts'
export type {
  ActivityState,
  MaxAmountErrorType,
  NftsState,
  SendState,
  SendSubmitErrorType,
  SendToken,
  SendValidationErrorCode,
  TokensState,
} from './account/types.ts'
export type { ApiClient, ApiClientOptions, ApiError, RegistryQuery } from './api/client.ts'
export {
  type Call,
  type CallsErrorType,
  type CallsInstance,
  type CallsProgress,
  type CallsStatus,
  type GetCapabilitiesParameters,
  getCallsStatus,
  getCapabilities,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
  type WaitForCallsStatusParameters,
  waitForCallsStatus,
} from './calls/actions.ts'
export type { SetLocaleErrorType } from './catalogue/locale-module.ts'
export type { CoreMessages, NoticeKey, VisitorErrorCode } from './catalogue/texts.ts'
export type { WalletActions } from './connect/module.ts'
export { accountKey } from './connection/active-account.ts'
export { type ConnectionSnapshot, selectConnections } from './connection/connections.ts'
export { WALLETCONNECT_CONNECTOR_ID } from './connection/connectors.ts'
export type {
  ConnectErrorType,
  ConnectWalletConnectErrorType,
  DisconnectErrorType,
  SignMessageErrorType,
  SiwxErrorType,
  SwitchConnectionErrorType,
  SwitchNetworkErrorType,
} from './connection/errors.ts'
export { type AdapterCapability, type LazyChainAdapter, lazyAdapter } from './connection/lazy-adapter.ts'
export { hasRememberedConnection } from './connection/remembered.ts'
export {
  type AccountSnapshot,
  type NetworkSnapshot,
  networkById,
  selectAccount,
  selectNetwork,
} from './connection/selectors.ts'
export type {
  ConnectAttempt,
  Connection,
  ConnectionStatus,
  NamespaceConnection,
  SwitchAttempt,
  WalletConnectState,
} from './connection/types.ts'
export type { EmailActions } from './embedded-wallet/actions.ts'
export { openSocialPopup } from './embedded-wallet/social-popup.ts'
export type {
  AuthAccountState,
  EmailAccountTypeErrorType,
  EmailDevicesErrorType,
  EmailLoginState,
  EmailUpdateState,
  PasskeyLoginState,
  SocialLoginState,
} from './embedded-wallet/types.ts'
export {
  type ConnectMethod,
  type ConnectorTypeOrder,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  FEATURE_DEFAULTS,
  type Features,
  type FeaturesOption,
  REMOTE_FEATURE_DEFAULTS,
  type RemoteFeatures,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type WalletFeature,
} from './features.ts'
export { connectMethodsOrder, socialsFor, walletFeatures } from './features-shown.ts'
export {
  acceptLanguageLocale,
  browserLocale,
  type CatalogueLoaders,
  LOCALE_CODES,
  type LocaleCode,
  matchLocale,
} from './i18n/locales.ts'
export type { LatchEmitted } from './instance.ts'
export { createLatch, type Latch } from './latch.ts'
export {
  type AccountType,
  createLatchStorage,
  EMBEDDED_WALLET_STORAGE_PREFIX,
  type LatchStorageItems,
  RECENT_WALLETS_KEPT,
  type RecentWallet,
} from './latch-storage.ts'
export {
  FARCASTER_RELOAD_MS,
  type ModalActions,
  type OpenParams,
  type TransactionAction,
} from './modal/modal.ts'
export type { NameAvailability } from './names/names.ts'
export type {
  CheckNameErrorType,
  Identity,
  NameRegistrationState,
  RegisterNameErrorType,
} from './names/types.ts'
export type { Network } from './networks/types.ts'
export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_SWAP_MS,
  type NotificationActions,
  type NotificationInput,
} from './notifications/notifications.ts'
export type { OnrampState } from './onramp/state.ts'
export type { OnrampActions } from './onramp/types.ts'
export type { LatchMetadata, LatchOptions, ResolvedOptions } from './options.ts'
export { CACHE_TTL_MS } from './plumbing/cache-ttl.ts'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from './plumbing/caip.ts'
export type { Environment } from './plumbing/environment.ts'
export {
  DEBUG_ALERTS,
  ERRORS,
  errorMessage,
  isUserRejection,
  LatchError,
  type LatchErrorCode,
  latchError,
} from './plumbing/errors.ts'
export type { ApiErrorCode, LatchErrorOf, WalletErrorType } from './plumbing/latch-error.ts'
export { createLoader, type Loader } from './plumbing/loader.ts'
export {
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  type LogEntry,
  type Logger,
  type LogLevel,
} from './plumbing/logger.ts'
export { shortenAddress } from './plumbing/short-address.ts'
export { createMemoryStorage, type LatchStorage, STORAGE_PREFIX } from './plumbing/storage.ts'
export type { SiwxActions } from './siwx/flow.ts'
export { latchSiwx } from './siwx/latch-siwx.ts'
export {
  getLinkedWallets,
  type LinksInstance,
  type LinkWalletErrorType,
  type LinkWalletParameters,
  linkWallet,
  type SiwxLinkInfo,
  type SiwxLinksResponse,
  unlinkWallet,
} from './siwx/links.ts'
export type {
  ConnectRequest,
  ConnectSignIn,
  LatchSiwxOptions,
  SignInWithEthereum,
  SiweConfig,
  SiweCreateMessageArgs,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxMessageParams,
  SiwxSession,
  SiwxState,
} from './siwx/types.ts'
export { type LatchCookieOptions, type LatchSsr, latchCookie } from './ssr/cookie.ts'
export { LATCH_COOKIE, type LatchSnapshot, parseLatchSnapshot, readLatchCookie } from './ssr/snapshot.ts'
export type { SwapQuoteView, SwapState, SwapTokenOption } from './swap/state.ts'
export type { SwapActions, SwapSubmitErrorType } from './swap/types.ts'
export { ANIMATION_MS, type ThemeActions, type ThemeMode, type ThemeState } from './theme/theme.ts'
export {
  THEME_VARIABLES,
  type ThemeValueKind,
  type ThemeVariable,
  type ThemeVariables,
  themeValueKind,
} from './theme/variables.ts'
export type {
  AdapterAccount,
  AdapterContext,
  Alert,
  Balance,
  ChainAdapter,
  Connector,
  ConnectorType,
  EmbeddedFrame,
  EmbeddedFrameParams,
  EmbeddedWalletConnector,
  LatchEvent,
  LatchState,
  Notification,
  PairingConnector,
  PairingRequest,
  PairingSession,
  Route,
  RouteData,
  ViewName,
} from './types.ts'
export { VIEWS } from './types.ts'
export type { FoundWallet, StandardWallets } from './wallets/found-wallets.ts'
export type { CustomWallet, WalletEntry, WalletSources } from './wallets/order.ts'
