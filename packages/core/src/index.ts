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
export { ERROR_MESSAGES, isUserRejection, LatchError, type LatchErrorCode } from './errors.ts'
export { formatAmount, shortenAddress } from './format.ts'
export { BALANCE_CACHE_MS, createLatch, INJECTED_PROVIDER_WAIT_MS, type Latch } from './latch.ts'
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
