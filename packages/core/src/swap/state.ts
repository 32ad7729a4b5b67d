/** The Swap form's state, as the Swap view shows it. */
import type { ApiSwapToken } from '@latch/protocol/api/convert-wire'
import type { CaipNetworkId } from '../plumbing/caip.ts'

/** A token the Swap view offers: the server's token, and what the account holds of it. */
export type SwapTokenOption = ApiSwapToken & {
  /** The balance as a plain decimal string ('0' when none is held). */
  balance: string
}

/** The quote the Swap view shows (amounts as plain decimal strings). */
export type SwapQuoteView = {
  /** What is paid and received. */
  amountIn: string
  amountOut: string
  /** The least received (exact input) or the most paid (exact output) within the slippage. */
  bound: string
  slippage: number
  /** Percent. */
  priceImpact: number
  /** The pools' fee, in the token paid. */
  lpFee: string
  /** The network fee in the native coin, and in USD when its price is known. */
  networkFee: string
  networkFeeUsd?: number
}

/** The Swap form and its progress (SPEC §2 Swap view). */
export type SwapState = {
  /** The token list: loading, ready, or failed with a message. */
  status: 'loading' | 'ready' | 'error'
  /** The network the tokens and the quote belong to. */
  caipNetworkId: CaipNetworkId
  tokens: readonly SwapTokenOption[]
  /** CAIP-10 ids of the chosen tokens. */
  from?: string
  to?: string
  /** The side the visitor typed: what is paid (`in`) or what is received (`out`). */
  side: 'in' | 'out'
  /** The amounts as shown: the typed one as typed, the other from the quote. */
  amountIn: string
  amountOut: string
  quote?: SwapQuoteView
  /** A quote is being fetched for the amount shown. */
  quoting: boolean
  /** Why there is no quote or the form cannot go: an error to show with `latch.describeError`, so it
   * follows the modal's language. */
  problem?: unknown
  /** The router may not spend enough of the token paid: the next step is an approval. */
  needsApproval: boolean
  /** What the swap is doing once asked for. */
  step: 'form' | 'approving' | 'swapping'
  /** Why the last approval or swap did not happen (shown with `latch.describeError`). */
  error?: unknown
}

/** The swap feature's slice of the instance's state. */
export type SwapSlice = {
  /** The Swap form, from its first opening. */
  swap?: SwapState
}
