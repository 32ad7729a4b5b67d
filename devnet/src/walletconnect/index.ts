/**
 * WalletConnect fixtures for development and tests (Node only): a local relay speaking the WalletConnect
 * relay protocol, and a wallet-side client that tests drive.
 */

export { memoryStorage } from './memory-storage.ts'
export { type Relay, type RelayOptions, startRelay } from './relay.ts'
export {
  type ReceivedRequest,
  type RequestMode,
  startTestWallet,
  type TestWallet,
  type TestWalletChain,
  type TestWalletOptions,
} from './test-wallet.ts'
