/**
 * `@latch/core/frame`: the embedded wallet's shared definitions. The messages between a host page and
 * the secure frame, the RPC method classes, and the secure site's auth API, for `@latch/embedded`, the
 * frame and the server alike.
 */

export {
  delegateOf,
  ENTRY_POINT_FUNCTIONS,
  ENTRY_POINT_V08,
  SMART_ACCOUNT_FUNCTIONS,
} from '../calls/smart-account.ts'
export {
  CALLS_ERRORS,
  CALLS_STATUS,
  CALLS_VERSION,
  type CallsStatusWire,
  callsProblem,
  isAddressText,
  isHexBytes,
  MAX_CALLS,
  type SendCallsRequest,
  type WalletCall,
  type WalletCapabilities,
} from '../calls/wire.ts'
export { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts'
export type { SignInWithEthereum } from '../siwx/types.ts'
export * from './auth-wire.ts'
export * from './embedded-errors.ts'
export type { MailContext } from './mail-context.ts'
export * from './passkey-wire.ts'
export * from './protocol.ts'
export * from './session-proof.ts'
export * from './social-wire.ts'
export { waitWords } from './wait-words.ts'
