/**
 * @latch/core: framework-free state and logic. `createLatch()` returns an instance; nothing here
 * touches a browser global at import time.
 */
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
  formatAmount,
  formatDayMonth,
  formatDiscordUsername,
  formatNumber,
  formatRelativeTime,
  formatTransactionAmount,
  shortenAddress,
  truncateEmail,
} from './format.ts'
export { BALANCE_CACHE_MS, createLatch, INJECTED_PROVIDER_WAIT_MS, type Latch } from './latch.ts'
export {
  type AccountType,
  CACHE_TTL_MS,
  createLatchStorage,
  EMBEDDED_WALLET_STORAGE_PREFIX,
  type LatchStorageItems,
  RECENT_WALLETS_KEPT,
  type RecentWallet,
} from './latch-storage.ts'
export type { Network } from './networks/types.ts'
export type { LatchMetadata, LatchOptions, ResolvedOptions, ThemeMode } from './options.ts'
export { createMemoryStorage, type LatchStorage, STORAGE_PREFIX } from './storage.ts'
export type {
  AdapterAccount,
  AdapterContext,
  Balance,
  ChainAdapter,
  ConnectAttempt,
  ConnectionStatus,
  Connector,
  ConnectorType,
  LatchState,
  NamespaceConnection,
  Route,
  ViewName,
} from './types.ts'
export { VIEWS } from './types.ts'
