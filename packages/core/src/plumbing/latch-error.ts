/**
 * `LatchError`, and the messages of the errors the page-load path and the connection code can raise
 * (options, routes, CAIP ids, themes, adapters, connecting): apart from the rest of the SPEC §8
 * catalogue (error-messages.ts), so a page that raises none of the others never downloads them, and the
 * connection code, which a click loads, shares no module with the later features (esbuild would fetch
 * one in a second round). errors.ts joins both into one catalogue.
 */
import type { MORE_ERRORS } from './error-messages.ts'

/** Messages of the errors raised before any interaction, by code. */
export const LOAD_ERRORS = {
  OFFLINE: 'You are offline: the code appears as soon as the connection returns',
  SIGN_MESSAGE_FAILED: 'Sign message failed',
  NETWORK_NOT_FOUND: 'Network not found',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  LOCAL_CONFIGURATION_IGNORED: 'Local configuration ignored',
  INVALID_CAIP2: 'Invalid CAIP-2 network id',
  INVALID_CAIP10: 'Invalid CAIP-10 address',
  PROJECT_ID_REQUIRED: 'A project id is required',
  SIWE_AND_SIWX: 'Set either siweConfig or siwx, not both',
  INVALID_OPTION: 'Invalid option',
  INVALID_VIEW: 'Invalid view',
  INVALID_NAMESPACE: 'Invalid chain namespace',
  INVALID_THEME: 'Invalid theme',
  ADAPTER_NOT_FOUND: 'No adapter for this namespace',
  API_NOT_CONFIGURED: 'No API server is configured (apiUrl)',
  // The connection code's (the first thing a click loads, so it shares no catalogue with later features).
  USER_REJECTED: 'Connection rejected',
  CONNECT_FAILED: 'Failed to connect',
  DISCONNECT_FAILED: 'Failed to disconnect',
  SWITCH_CHAIN_FAILED: 'Failed to switch chain',
  CONNECTOR_NOT_FOUND: 'Connector not found',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  NO_AUTH_CONNECTOR: 'No auth connector found',
} as const

/** Every error code Latch raises. */
export type LatchErrorCode = keyof typeof LOAD_ERRORS | keyof typeof MORE_ERRORS

/**
 * A `LatchError` whose code is one of `C`: what an action's error type is made of, as viem's
 * `…ErrorType` are.
 *
 * @example
 * type SwitchNetworkErrorType = LatchErrorOf<'NETWORK_NOT_FOUND' | 'USER_REJECTED'>
 */
export type LatchErrorOf<C extends LatchErrorCode> = LatchError & { readonly code: C }

/** An error a wallet gave in its own terms (EIP-1193 errors carry a numeric `code`), passed on as it came. */
export type WalletErrorType = Error & { readonly code?: number | string }

/** What reaching the Latch server can fail with: none configured, unreachable, too slow, or an HTTP error. */
export type ApiErrorCode =
  | 'API_NOT_CONFIGURED'
  | 'NETWORK_REQUEST_FAILED'
  | 'NETWORK_REQUEST_TIMEOUT'
  | 'HTTP_STATUS'
  | 'INVALID_APP_CONFIGURATION'

/**
 * An error raised by Latch, with a stable `code`. `message` is the catalogue message, followed by
 * `: detail` when a detail says which input was wrong.
 *
 * @example
 * try { parseCaipNetworkId('eip155') } catch (e) { if (e instanceof LatchError && e.code === 'INVALID_CAIP2') … }
 */
export class LatchError extends Error {
  override readonly name = 'LatchError'
  readonly code: LatchErrorCode
  /** The parameters of a message that has them (e.g. the symbol of 'Not enough ETH'). */
  readonly args?: readonly unknown[]
  /** What followed the catalogue message, if anything. */
  readonly detail?: string
  constructor(
    code: LatchErrorCode,
    message: string,
    options?: { cause?: unknown; args?: readonly unknown[]; detail?: string },
  ) {
    super(message, options)
    this.code = code
    if (options?.args?.length) this.args = options.args
    if (options?.detail) this.detail = options.detail
  }
}

/**
 * A `LatchError` of the page-load path, with its message, optionally followed by a detail.
 *
 * @example
 * loadError('INVALID_CAIP2', { detail: '"eip155"' }).message // 'Invalid CAIP-2 network id: "eip155"'
 */
export function loadError(
  code: keyof typeof LOAD_ERRORS,
  opts: { detail?: string; cause?: unknown } = {},
): LatchError {
  const base = LOAD_ERRORS[code]
  return new LatchError(code, opts.detail ? `${base}: ${opts.detail}` : base, opts)
}

/**
 * Whether a wallet error means the person declined (EIP-1193 code 4001).
 *
 * @example
 * isUserRejection({ code: 4001 }) // true
 */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: unknown; cause?: unknown }
  // 4001: EIP-1193 user rejection; 5000-5003: WalletConnect's USER_REJECTED (proposal, chains, methods, events).
  const rejected = e.code === 4001 || (typeof e.code === 'number' && e.code >= 5000 && e.code <= 5003)
  return rejected || (e.cause !== undefined && e.cause !== error && isUserRejection(e.cause))
}

/** A wallet's error message is shown at most this long; the rest of a megabyte-long one is cut. */
export const WALLET_MESSAGE_MAX = 300

/**
 * A message a wallet wrote, cut to {@link WALLET_MESSAGE_MAX} characters for display.
 *
 * @example
 * clipWalletMessage('x'.repeat(1e6)).length // 301
 */
export function clipWalletMessage(message: string): string {
  return message.length > WALLET_MESSAGE_MAX ? `${message.slice(0, WALLET_MESSAGE_MAX)}…` : message
}
