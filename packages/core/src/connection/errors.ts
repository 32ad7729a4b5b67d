/**
 * What each connection action rejects with (types only: nothing here ships as code). Connecting
 * normalises a wallet's refusal to `USER_REJECTED` and anything else it raises to `CONNECT_FAILED`,
 * the wallet's error as the `cause`; signing passes the wallet's error on as it came.
 */
import type { LatchErrorOf, WalletErrorType } from '../plumbing/latch-error.ts'

/** `latch.connect(id)`: an unknown connector, a refusal, a failure, or the code not loading offline. */
export type ConnectErrorType = LatchErrorOf<
  'CONNECTOR_NOT_FOUND' | 'USER_REJECTED' | 'CONNECT_FAILED' | 'NO_AUTH_CONNECTOR' | 'OFFLINE'
>

/** `latch.disconnect(ns)`: a bad namespace, or the wallet failing to let go. */
export type DisconnectErrorType = LatchErrorOf<'INVALID_NAMESPACE' | 'DISCONNECT_FAILED' | 'OFFLINE'>

/** `latch.switchNetwork(network)`: not one of the app's networks, a refusal, or a wallet that cannot switch. */
export type SwitchNetworkErrorType = LatchErrorOf<
  'NETWORK_NOT_FOUND' | 'USER_REJECTED' | 'SWITCH_CHAIN_FAILED' | 'OFFLINE'
>

/** `latch.signMessage(text)`: nothing connected that can sign, or the wallet's own error (a refusal: `isUserRejection`). */
export type SignMessageErrorType = LatchErrorOf<'SIGN_MESSAGE_FAILED'> | WalletErrorType

/** `latch.wallets.switchConnection(id)`: a switch while connecting, or the reconnect failing. */
export type SwitchConnectionErrorType = LatchErrorOf<
  | 'INVALID_NAMESPACE'
  | 'INVALID_CONNECTION_STATUS'
  | 'CONNECTOR_NOT_FOUND'
  | 'USER_REJECTED'
  | 'CONNECT_FAILED'
>

/** `latch.wallets.connectWalletConnect()`: no WalletConnect configured, the modal closed, or pairing failing. */
export type ConnectWalletConnectErrorType = LatchErrorOf<
  | 'WALLETCONNECT_CONNECTOR_NOT_FOUND'
  | 'MODAL_CLOSED'
  | 'CONNECTOR_CHAINS_UNSUPPORTED'
  | 'USER_REJECTED'
  | 'CONNECT_FAILED'
  | 'OFFLINE'
>

/**
 * `latch.siwx.*`: no `siwx` option, or one without the SIWX methods. What goes wrong signing in shows in
 * `state.siwx.error` (`SIWX_FAILED`), and a refusal disconnects with `SIWX_DECLINED`.
 */
export type SiwxErrorType = LatchErrorOf<'INVALID_OPTION'>
