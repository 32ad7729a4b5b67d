/**
 * `@latch/core/frame`: the embedded wallet's shared definitions, as `@latch/protocol` defines them
 * (re-exported here for the packages and apps that import them from core): the messages between a host
 * page and the secure frame, the RPC method classes, the secure site's auth API, batched calls and the
 * smart account's delegate.
 */

export {
  CALLS_ERRORS,
  CALLS_STATUS,
  CALLS_VERSION,
  type CallsStatusWire,
  callsProblem,
  delegateOf,
  ENTRY_POINT_FUNCTIONS,
  ENTRY_POINT_V08,
  isAddressText,
  isHexBytes,
  MAX_CALLS,
  type SendCallsRequest,
  SMART_ACCOUNT_FUNCTIONS,
  type WalletCall,
  type WalletCapabilities,
} from '@latch/protocol/calls'
export * from '@latch/protocol/embedded'
export { LOCALE_CODES, type LocaleCode } from '@latch/protocol/lists'
export type { SignInWithEthereum } from '../siwx/types.ts'
