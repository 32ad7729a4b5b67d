/** The Swap flow's public actions and what it needs from its instance. */
import type { ApiClient } from '../api/client.ts'
import type { ApiSwapToken, SwapSide } from '../api/convert-wire.ts'
import type { CaipNetworkId } from '../caip.ts'
import type { NotificationInput } from '../notifications.ts'

/** `latch.swap`: the Swap form (SPEC §2 Swap view) and the swap itself. */
export type SwapActions = {
  /** Loads the active network's swap tokens and the account's balances (once per account and network). */
  open: () => Promise<void>
  /** Chooses the token paid (`in`) or received (`out`) by its CAIP-10 id. */
  setToken: (side: SwapSide, address: string) => Promise<void>
  /** Swaps the two tokens. */
  flip: () => Promise<void>
  /** Sets the amount paid (`in`) or received (`out`); a quote follows once typing rests. */
  setAmount: (side: SwapSide, text: string) => Promise<void>
  /** Approves the token when needed, then swaps; resolves with the hash once mined. */
  submit: () => Promise<string>
  /** Clears the form. */
  reset: () => Promise<void>
}

/** What the Swap flow needs from its instance. */
export type SwapDeps = {
  api: ApiClient | undefined
  notify: (n: NotificationInput) => void
  showAccount: () => void
  /** Runs after a swap is mined: refreshes balances and activity. */
  onMined: (hash: string) => void
}

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
