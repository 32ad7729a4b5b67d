/**
 * @latch/react: the modal, the connect button and the hooks. Re-exports `createLatch` (and the batch
 * actions) so an app needs one import.
 */
export {
  type Call,
  type CallsErrorType,
  type CallsStatus,
  createLatch,
  getCallsStatus,
  getCapabilities,
  type Latch,
  type LatchOptions,
  latchCookie,
  latchSiwx,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
  type WaitForCallsStatusParameters,
  type WalletCapabilities,
  waitForCallsStatus,
} from '@latch/core'
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
export { LatchProvider, type LatchProviderProps } from './LatchProvider.tsx'
export { type UseLatchWalletsReturn, useLatchWallets } from './useLatchWallets.ts'
export { type UseSendCallsReturn, useSendCalls } from './useSendCalls.ts'
