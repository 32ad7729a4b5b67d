/**
 * @latch/react: the modal, the connect button and the hooks. Re-exports `createLatch` (and the batch
 * actions) so an app needs one import.
 */
export type {
  Call,
  CallsErrorType,
  CallsProgress,
  CallsStatus,
  GetCapabilitiesParameters,
  Latch,
  LatchOptions,
  SendCallsParameters,
  SendCallsReturnType,
  WaitForCallsStatusParameters,
  WalletCapabilities,
} from '@latch/core'
export {
  getCallsStatus,
  getCapabilities,
  sendCalls,
  waitForCallsStatus,
} from '@latch/core/internal/calls/actions'
export { createLatch } from '@latch/core/internal/latch'
export { latchSiwx } from '@latch/core/internal/siwx/latch-siwx'
export { latchCookie } from '@latch/core/internal/ssr/cookie'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton/ConnectButton.tsx'
export {
  type UseDisconnectReturn,
  type UseLatchAccountReturn,
  type UseLatchLocaleReturn,
  type UseLatchNetworkReturn,
  type UseLatchProviderReturn,
  type UseLatchReturn,
  type UseLatchSiwxReturn,
  type UseLatchStateReturn,
  type UseLatchThemeReturn,
  type UseWalletInfoReturn,
  useDisconnect,
  useLatch,
  useLatchAccount,
  useLatchEvents,
  useLatchLocale,
  useLatchNetwork,
  useLatchProvider,
  useLatchSiwx,
  useLatchState,
  useLatchTheme,
  useWalletInfo,
} from './hooks.ts'
export type { LatchInitialState } from './initial-state.ts'
export { type LatchPreload, LatchProvider, type LatchProviderProps } from './LatchProvider.tsx'
export { type UseCapabilitiesReturn, useCapabilities } from './useCapabilities.ts'
export { type UseLatchWalletsReturn, useLatchWallets } from './useLatchWallets.ts'
export { type UseSendCallsReturn, useSendCalls } from './useSendCalls.ts'
