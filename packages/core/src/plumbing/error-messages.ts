/**
 * The error catalogue of SPEC §8, less the messages the page-load path can raise (in latch-error.ts):
 * each entry is a stable code with its exact message; messages with a parameter are functions. Only
 * code past the page load reads it (through errors.ts).
 */
import { SWAP_REFUSALS } from '@latch/protocol/api/convert-wire'
import { ONRAMP_REFUSALS } from '@latch/protocol/api/onramp-wire'
import { EMBEDDED_ERRORS } from '@latch/protocol/embedded/embedded-errors'

export const MORE_ERRORS = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  // The server's swap refusals (SPEC §8's two unsupported-network messages among them).
  ...EMBEDDED_ERRORS,
  ...SWAP_REFUSALS,
  ...ONRAMP_REFUSALS,
  HTTP_STATUS: (status: number) => `HTTP status code: ${status}`,
  MODAL_CLOSED: 'Modal closed',
  POPUP_CLOSED: 'Popup closed',
  SIWX_DECLINED: 'Signature declined',
  SIWX_FAILED: 'Sign-in failed',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  SOCIAL_TIMEOUT: 'The login did not finish in time',
  SOCIAL_DENIED: (reason: string) => `The login was declined: ${reason}`,
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  UNVERIFIED_DOMAIN: 'unverified_domain',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  IFRAME_ABORT: 'iframe abort triggered',
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
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  INVALID_CHAIN_ID: 'Invalid chainId',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  IFRAME_NOT_SET: 'LatchFrame: iframe is not set',
  SIGNING_MESSAGE_FAILED: 'Error signing message',
  PAIRING_INTERRUPTED: 'The connection to the WalletConnect relay dropped',
  RELAY_RECONNECTING: 'Reconnecting to WalletConnect…',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  NOT_CONNECTED: 'Not connected',
  SEND_INVALID_AMOUNT: 'Enter the amount as a number, like 1.5',
  SEND_ZERO_AMOUNT: 'Enter an amount above 0',
  SEND_NEGATIVE_AMOUNT: 'The amount must be positive',
  SEND_TOO_MANY_DECIMALS: (symbol: string, decimals: number) =>
    `${symbol} has at most ${decimals} decimal places`,
  SEND_INSUFFICIENT_BALANCE: (symbol: string) => `Not enough ${symbol}`,
  SEND_INVALID_RECEIVER: 'Enter an address (0x and 40 hex characters) or a name',
  SEND_INVALID_SOLANA_RECEIVER: 'Enter a Solana address (32 to 44 base58 characters)',
  SEND_INVALID_CHECKSUM:
    "This address's capital letters do not match its checksum: check it for a typo, or paste it again",
  SEND_REJECTED: 'Transaction rejected',
  SEND_REVERTED: 'The transaction failed on chain',
  SEND_RECEIPT_TIMEOUT: 'The transaction was not confirmed within 25 seconds',
  RPC_UNREACHABLE: (network: string) =>
    `${network}'s node cannot be reached, so the transaction's outcome is unknown`,
  SEND_NOT_SUPPORTED: 'This wallet cannot send from here',
  SEND_WRONG_NETWORK: (network: string) =>
    `Your wallet is on another network: switch it to ${network} and try again`,
  CALLS_INVALID: 'Invalid calls',
  CALLS_NOT_SUPPORTED: 'This wallet cannot send batched calls',
  CALLS_FAILED: 'The batched calls failed',
  CALLS_TIMEOUT: (seconds: number) => `The batch was not confirmed within ${seconds} seconds`,
  CALLS_PARTIAL: (landed: number, total: number) =>
    `${landed} of ${total} calls landed; the others were not sent`,
  NAME_INVALID: 'Names have at least 4 characters: letters, digits and hyphens only',
  NAME_CHAIN_UNSUPPORTED: 'Names can be registered on EVM chains with ids below 0x80000000',
  NAME_TAKEN: (name: string) => `${name} is already registered`,
  VALIDATION_REQUIRED: 'Required',
  VALIDATION_TYPE: (expected: string, received: string) => `Expected ${expected} received ${received}`,
  VALIDATION_INVALID: 'Invalid input',
} as const
