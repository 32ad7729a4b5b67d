/**
 * The error catalogue of SPEC §8. Each entry is a stable code with its exact message; callers branch on
 * `error.code`, never on text. Messages with a parameter are functions.
 */
export const ERRORS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  HTTP_STATUS: (status: number) => `HTTP status code: ${status}`,
  MODAL_CLOSED: 'Modal closed',
  USER_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  CONNECT_FAILED: 'Failed to connect',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  DISCONNECT_FAILED: 'Failed to disconnect',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  UNVERIFIED_DOMAIN: 'unverified_domain',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  IFRAME_ABORT: 'iframe abort triggered',
  SWITCH_CHAIN_FAILED: 'Failed to switch chain',
  CONNECTOR_NOT_FOUND: 'Connector not found',
  SIGN_MESSAGE_FAILED: 'Sign message failed',
  GAS_ESTIMATION_FAILED: 'error estimating gas',
  CAPABILITIES_PARSE_FAILED: 'Error parsing wallet capabilities',
  CHAIN_ID_NOT_FOUND: 'ChainId not found in provider',
  NO_TRANSPORT_URL: 'No URL was provided to the Transport',
  NETWORK_REQUEST_FAILED: 'Network request failed',
  NETWORK_REQUEST_TIMEOUT: 'Network request timed out',
  ABORTED: 'Aborted',
  FRAME_ERROR: 'An error occurred',
  RPC_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: (name: string) => `Error registering name ${name}`,
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  INVALID_CHAIN_ID: 'Invalid chainId',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  IFRAME_NOT_SET: 'LatchFrame: iframe is not set',
  EMAIL_RETRY_AFTER: (seconds: number) => `Please try again after ${seconds} seconds`,
  SIGNING_MESSAGE_FAILED: 'Error signing message',
  LOCAL_CONFIGURATION_IGNORED: 'Local configuration ignored',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  PAIRING_INTERRUPTED: 'The connection to the WalletConnect relay dropped',
  RELAY_RECONNECTING: 'Reconnecting to WalletConnect…',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INVALID_CAIP2: 'Invalid CAIP-2 network id',
  INVALID_CAIP10: 'Invalid CAIP-10 address',
  PROJECT_ID_REQUIRED: 'A project id is required',
  SIWE_AND_SIWX: 'Set either siweConfig or siwx, not both',
  INVALID_OPTION: 'Invalid option',
  INVALID_VIEW: 'Invalid view',
  INVALID_NAMESPACE: 'Invalid chain namespace',
  INVALID_THEME: 'Invalid theme',
  ADAPTER_NOT_FOUND: 'No adapter for this namespace',
  NOT_CONNECTED: 'Not connected',
  SEND_INVALID_AMOUNT: 'Enter the amount as a number, like 1.5',
  SEND_ZERO_AMOUNT: 'Enter an amount above 0',
  SEND_TOO_MANY_DECIMALS: (symbol: string, decimals: number) =>
    `${symbol} has at most ${decimals} decimal places`,
  SEND_INSUFFICIENT_BALANCE: (symbol: string) => `Not enough ${symbol}`,
  SEND_INVALID_RECEIVER: 'Enter an address (0x and 40 hex characters) or a name',
  SEND_REJECTED: 'Transaction rejected',
  SEND_REVERTED: 'The transaction failed on chain',
  SEND_RECEIPT_TIMEOUT: 'The transaction was not confirmed within 25 seconds',
  RPC_UNREACHABLE: (network: string) =>
    `${network}'s node cannot be reached, so the transaction's outcome is unknown`,
  SEND_NOT_SUPPORTED: 'This wallet cannot send from here',
  NAME_INVALID: 'Names have at least 4 characters: letters, digits and hyphens only',
  NAME_CHAIN_UNSUPPORTED: 'Names can be registered on EVM chains with ids below 0x80000000',
  NAME_TAKEN: (name: string) => `${name} is already registered`,
  API_NOT_CONFIGURED: 'No API server is configured (apiUrl)',
  VALIDATION_REQUIRED: 'Required',
  VALIDATION_TYPE: (expected: string, received: string) => `Expected ${expected} received ${received}`,
  VALIDATION_INVALID: 'Invalid input',
} as const

/** Every error code Latch raises. */
export type LatchErrorCode = keyof typeof ERRORS

/** The debug-only alerts of SPEC §8, shown only when debug is on. */
export const DEBUG_ALERTS = [
  'Network Not Found',
  'Origin Not Allowed',
  'Network Error - Could not load embedded wallet',
  'Embedded Wallet Request Timed Out',
  'Unverified Domain',
  'Session Expired',
  'Invalid Project ID',
  'Project ID Not Configured',
  'Server Error',
  'Rate Limited',
] as const

type Args<C extends LatchErrorCode> = (typeof ERRORS)[C] extends (...a: infer A) => string ? A : []

/**
 * The catalogue message of a code.
 *
 * @example
 * errorMessage('HTTP_STATUS', 403) // 'HTTP status code: 403'
 */
export function errorMessage<C extends LatchErrorCode>(code: C, ...args: Args<C>): string {
  const entry = ERRORS[code] as string | ((...a: unknown[]) => string)
  return typeof entry === 'function' ? entry(...args) : entry
}

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
  constructor(code: LatchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/**
 * Creates a `LatchError` with its catalogue message, optionally followed by a detail.
 *
 * @example
 * latchError('INVALID_CAIP2', { detail: '"eip155"' }).message // 'Invalid CAIP-2 network id: "eip155"'
 */
export function latchError<C extends LatchErrorCode>(
  code: C,
  opts: { args?: Args<C>; detail?: string; cause?: unknown } = {},
): LatchError {
  const base = errorMessage(code, ...((opts.args ?? []) as Args<C>))
  return new LatchError(code, opts.detail ? `${base}: ${opts.detail}` : base, { cause: opts.cause })
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
