/**
 * The wire contract of the convert (swap) calls of SPEC §7: queries, bodies, answers, the constants
 * both sides agree on, and the refusals a visitor reads. Tokens are CAIP-10 ids
 * (`eip155:1:0x…`); the native coin is `eip155:1:0xeeee…eeee` ({@link NATIVE_TOKEN_ADDRESS}).
 * Amounts are decimal strings of base units.
 */
import type * as answers from './answers.ts'
import type { AnswerOf as A } from './answers.ts'

/** Swap slippage unless a call says otherwise, in percent (SPEC §9). */
export const SWAP_SLIPPAGE_DEFAULT = 1
/** The slippage a call may ask for, in percent: above it a swap is refused as a mistake. */
export const SWAP_SLIPPAGE_MAX = 50
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
export type ConvertTokensQuery = { chainId: string }
/** A token that can be swapped on a network. */
export type ApiSwapToken = A<typeof answers.swapTokenAnswer>
/** `GET /v1/convert/tokens`: the network's tokens, the native coin first, then the popular ones in order. */
export type ConvertTokensResponse = A<typeof answers.convertTokensAnswer>

/** `GET /v1/convert/quotes` query; `userAddress` (CAIP-10) adds the balance check. */
export type ConvertQuotesQuery = {
  amount: string
  userAddress?: string
  from: string
  to: string
  /** Wei per gas for the network fee (default: the network's price now). */
  gasPrice?: string
  /** The side `amount` fixes (a Latch addition; default `in`). */
  exact?: SwapSide
}
/** A quote: what is paid and received through the route, at the chain's block `block`. */
export type ApiSwapQuote = A<typeof answers.swapQuoteAnswer>
/** `GET /v1/convert/quotes`. */
export type ConvertQuotesResponse = A<typeof answers.convertQuotesAnswer>

/** `GET /v1/convert/allowance` query (both CAIP-10). */
export type ConvertAllowanceQuery = { tokenAddress: string; userAddress: string }
/** `GET /v1/convert/allowance`: what the swap router may spend of the user's token (native: unlimited). */
export type ConvertAllowanceResponse = A<typeof answers.convertAllowanceAnswer>

/** `GET /v1/convert/gas-price` query. */
export type GasPriceQuery = { chainId: string }
/** `GET /v1/convert/gas-price`: wei per gas at three speeds. */
export type GasPriceResponse = A<typeof answers.gasPriceAnswer>

/** A transaction for the wallet to send: addresses, calldata and wei as hex-free decimal strings. */
export type ApiSwapTransaction = A<typeof answers.swapTransactionAnswer>

/** `GET /v1/convert/build-approve` query: the user, the token to approve, the token bought, the amount. */
export type BuildApproveQuery = { userAddress: string; from: string; to: string; amount: string }
/** `GET /v1/convert/build-approve`: an ERC-20 `approve` of the router for the amount. */
export type BuildApproveResponse = A<typeof answers.buildApproveAnswer>

/** `POST /v1/convert/build-transaction` body. */
export type BuildTransactionBody = {
  amount: string
  eip155?: { slippage?: number | string }
  projectId?: string
  from: string
  to: string
  userAddress: string
  /**
   * Builds the swap without asking the node: no gas estimate, and no allowance required yet (for a wallet
   * that sends the approval and the swap as one batch, and estimates the swap once the approval is mined).
   */
  disableEstimate?: boolean
  exact?: SwapSide
}
/** `POST /v1/convert/build-transaction`: the swap, and the quote it was built from. */
export type BuildTransactionResponse = A<typeof answers.buildTransactionAnswer>
