/**
 * @latch/core: framework-free state and logic. `createLatch()` returns an instance; nothing here
 * touches a browser global at import time.
 */

export { accountKey } from './account/active.ts'
export {
  groupTransactions,
  keepTransactions,
  type TransactionMonth,
  type TransactionYear,
} from './account/activity.ts'
export { formatUnitsExact, parseAmount } from './account/amount.ts'
export type { AccountActions, SendActions } from './account/module.ts'
export { type NameAvailability, nameLabel } from './account/names.ts'
export { TOKEN_BALANCE_RETRY_MS } from './account/portfolio.ts'
export { RECEIPT_TIMEOUT_MS, SEND_NOTICES, sendTokenOf, validateSend } from './account/send.ts'
export type {
  ActivityState,
  CheckNameErrorType,
  Identity,
  MaxAmountErrorType,
  NameRegistrationState,
  NftsState,
  RegisterNameErrorType,
  SendState,
  SendSubmitErrorType,
  SendToken,
  SendValidationErrorCode,
  TokensState,
} from './account/types.ts'
export { ANALYTICS_HEARTBEAT_MS, ERROR_REPORTS_PER_MINUTE, UNSENT_EVENTS } from './analytics.ts'
export {
  API_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
  type ApiError,
  createApiClient,
  type RegistryQuery,
} from './api/client.ts'
export {
  type ApiNft,
  type ApiProfile,
  type ApiTokenBalance,
  type ApiTransaction,
  type RegistryWallet,
  SOLANA_ADDRESS,
} from './api/wire.ts'
export { CACHE_TTL_MS } from './cache-ttl.ts'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
} from './caip.ts'
export { canSwitchToSmartAccount, isHiddenBrowserWallet } from './connection/account-rules.ts'
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
export { INJECTED_PROVIDER_WAIT_MS, PENDING_TRANSACTIONS_LIMIT } from './connection/manager.ts'
export type { WalletActions } from './connection/module.ts'
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
export { WALLET_NOTICES } from './connection/wallet-events.ts'
export type { LatchEmitted } from './context.ts'
export { AUTH_CONNECTOR_ID } from './email/connector.ts'
export { EMAIL_NOTICES, type EmailActions } from './email/flow.ts'
export type { EmailDevicesErrorType, EmailLoginState, EmailUpdateState } from './email/types.ts'
export type { Environment } from './environment.ts'
export {
  DEBUG_ALERTS,
  ERRORS,
  errorMessage,
  isUserRejection,
  LatchError,
  type LatchErrorCode,
  latchError,
} from './errors.ts'
export {
  type ConnectMethod,
  type ConnectorTypeOrder,
  connectMethodsOrder,
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
  socialsFor,
  type WalletFeature,
  walletFeatures,
} from './features.ts'
export {
  formatAmount,
  formatDayMonth,
  formatDiscordUsername,
  formatNumber,
  formatRelativeTime,
  formatTimeAgo,
  formatTransactionAmount,
  intlLocale,
  truncateEmail,
} from './format.ts'
export type { DeviceInfo } from './frame/protocol.ts'
export { localeDirection } from './i18n/direction.ts'
export type { SetLocaleErrorType } from './i18n/locale-module.ts'
export {
  acceptLanguageLocale,
  browserLocale,
  type CatalogueLoaders,
  LOCALE_CODES,
  type LocaleCode,
  matchLocale,
} from './i18n/locales.ts'
export type { CoreMessages, NoticeKey, VisitorErrorCode } from './i18n/texts.ts'
export { createLatch, type Latch } from './latch.ts'
export type { ApiErrorCode, LatchErrorOf, WalletErrorType } from './latch-error.ts'
export {
  type AccountType,
  createLatchStorage,
  EMBEDDED_WALLET_STORAGE_PREFIX,
  type LatchStorageItems,
  RECENT_WALLETS_KEPT,
  type RecentWallet,
} from './latch-storage.ts'
export { createLoader, type Loader } from './loader.ts'
export { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, type LogEntry, type Logger, type LogLevel } from './logger.ts'
export { FARCASTER_RELOAD_MS, type ModalActions, type OpenParams, type TransactionAction } from './modal.ts'
export { NAMESPACE_NAMES } from './namespace-names.ts'
export type { Network } from './networks/types.ts'
export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_SWAP_MS,
  type NotificationActions,
  type NotificationInput,
} from './notifications.ts'
export { ONRAMP_NOTICES } from './onramp/notices.ts'
export type { OnrampState } from './onramp/state.ts'
export type { OnrampActions } from './onramp/types.ts'
export type { CustomWallet, LatchMetadata, LatchOptions, ResolvedOptions } from './options.ts'
export { NODE_UNREACHABLE_AFTER_MS, pollTransaction } from './receipt-poll.ts'
export { shortenAddress } from './short-address.ts'
export type { SiwxActions } from './siwx/flow.ts'
export { latchSiwx } from './siwx/latch-siwx.ts'
export type {
  LatchSiwxOptions,
  SiweConfig,
  SiweCreateMessageArgs,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
  SiwxState,
} from './siwx/types.ts'
export { type LatchCookieOptions, type LatchSsr, latchCookie } from './ssr/cookie.ts'
export {
  LATCH_COOKIE,
  type LatchSnapshot,
  parseLatchSnapshot,
  readLatchCookie,
} from './ssr/snapshot.ts'
export { createMemoryStorage, type LatchStorage, STORAGE_PREFIX } from './storage.ts'
export { SWAP_NOTICES } from './swap/notices.ts'
export type { SwapQuoteView, SwapState, SwapTokenOption } from './swap/state.ts'
export type { SwapActions, SwapSubmitErrorType } from './swap/types.ts'
export { ANIMATION_MS, type ThemeActions, type ThemeMode, type ThemeState } from './theme.ts'
export {
  THEME_VARIABLES,
  type ThemeValueKind,
  type ThemeVariable,
  type ThemeVariables,
  themeValueKind,
} from './theme-variables.ts'
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
export { createFoundWallets, type FoundWallet, type StandardWallets } from './wallets/found-wallets.ts'
export { connectorIcon } from './wallets/icon.ts'
export { appLinkBase, isPairingUri, walletLink } from './wallets/links.ts'
export { installedConnector, orderWallets, type WalletEntry, type WalletSources } from './wallets/order.ts'
