/** @latch/walletconnect: WalletConnect v2 pairing, loaded only when a visitor pairs a wallet. */
export { walletConnect } from './connector.ts'
export {
  DEFAULT_PAIRING_EXPIRY_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type WalletConnectOptions,
} from './options.ts'
