/**
 * The wire contract of the convert (swap) calls of SPEC §7: queries, bodies, answers, the constants
 * both sides agree on, and the refusals a visitor reads. Tokens are CAIP-10 ids
 * (`eip155:1:0x…`); the native coin is `eip155:1:0xeeee…eeee` ({@link NATIVE_TOKEN_ADDRESS}).
 * Amounts are decimal strings of base units.
 */
import type * as answers from './answers.ts'
import type { AnswerOf as A } from './answers.ts'
import type * as requests from './feature-requests.ts'
import type { RequestOf as R } from './requests.ts'

export { SWAP_SLIPPAGE_DEFAULT, SWAP_SLIPPAGE_MAX } from './limits.ts'
/** How long a built swap may wait to be mined before the router refuses it, in seconds. */
export const SWAP_DEADLINE_S = 20 * 60

/**
 * Why the server refuses a swap, by stable code (the client's error code of the same name), in
 * English; the modal shows each in the visitor's language. SPEC §8 gives the first two.
 */
export const SWAP_REFUSALS = {
  SWAPS_NETWORK_NOT_SUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_NOT_SUPPORTED: 'Network not supported for Gas Price',
  SWAP_TOKEN_UNSUPPORTED: 'This token cannot be swapped here',
  SWAP_SAME_TOKEN: 'Pick two different tokens',
  SWAP_INSUFFICIENT_LIQUIDITY: 'Not enough liquidity in the pool for this amount',
  SWAP_INSUFFICIENT_BALANCE: (symbol: string) => `Not enough ${symbol} for this swap`,
  SWAP_APPROVAL_REQUIRED: (symbol: string) => `Approve ${symbol} before swapping it`,
  SWAP_NO_APPROVAL_NEEDED: 'The native coin needs no approval',
} as const
/** A refusal's code. */
export type SwapRefusal = keyof typeof SWAP_REFUSALS

/** Which side of a swap the amount fixes: what is paid (`in`, the default) or what is received (`out`). */
export type SwapSide = 'in' | 'out'

/** `GET /v1/convert/tokens` query. */
export type ConvertTokensQuery = R<typeof requests.convertTokensQuery>
/** A token that can be swapped on a network. */
export type ApiSwapToken = A<typeof answers.swapTokenAnswer>
/** `GET /v1/convert/tokens`: the network's tokens, the native coin first, then the popular ones in order. */
export type ConvertTokensResponse = A<typeof answers.convertTokensAnswer>

/** `GET /v1/convert/quotes` query; `userAddress` (CAIP-10) adds the balance check. */
export type ConvertQuotesQuery = R<typeof requests.convertQuotesQuery>
/** A quote: what is paid and received through the route, at the chain's block `block`. */
export type ApiSwapQuote = A<typeof answers.swapQuoteAnswer>
/** `GET /v1/convert/quotes`. */
export type ConvertQuotesResponse = A<typeof answers.convertQuotesAnswer>

/** `GET /v1/convert/allowance` query (both CAIP-10). */
export type ConvertAllowanceQuery = R<typeof requests.convertAllowanceQuery>
/** `GET /v1/convert/allowance`: what the swap router may spend of the user's token (native: unlimited). */
export type ConvertAllowanceResponse = A<typeof answers.convertAllowanceAnswer>

/** `GET /v1/convert/gas-price` query. */
export type GasPriceQuery = R<typeof requests.gasPriceQuery>
/** `GET /v1/convert/gas-price`: wei per gas at three speeds. */
export type GasPriceResponse = A<typeof answers.gasPriceAnswer>

/** A transaction for the wallet to send: addresses, calldata and wei as hex-free decimal strings. */
export type ApiSwapTransaction = A<typeof answers.swapTransactionAnswer>

/** `GET /v1/convert/build-approve` query: the user, the token to approve, the token bought, the amount. */
export type BuildApproveQuery = R<typeof requests.buildApproveQuery>
/** `GET /v1/convert/build-approve`: an ERC-20 `approve` of the router for the amount. */
export type BuildApproveResponse = A<typeof answers.buildApproveAnswer>

/** `POST /v1/convert/build-transaction` body. */
export type BuildTransactionBody = R<typeof requests.buildTransactionBody>
/** `POST /v1/convert/build-transaction`: the swap, and the quote it was built from. */
export type BuildTransactionResponse = A<typeof answers.buildTransactionAnswer>
