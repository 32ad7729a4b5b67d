/** The Swap flow's public actions and what it needs from its instance. */

import type { SWAP_REFUSALS, SwapSide } from '@latch/protocol/api/convert-wire'
import type { ApiClient } from '../api/client.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import type { ApiErrorCode, LatchErrorOf, WalletErrorType } from '../plumbing/latch-error.ts'

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
  /** Approves the token when needed, then swaps; resolves with the hash once mined, else rejects with {@link SwapSubmitErrorType}. */
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

/**
 * `latch.swap.submit()`: an amount the form refuses, a wallet that cannot send, the server's refusal
 * (no liquidity, an unsupported network…), a refused or reverted approval or swap, a batch of both the
 * wallet failed or did not confirm in time, or the wallet's own error.
 */
export type SwapSubmitErrorType =
  | LatchErrorOf<
      | 'SEND_INVALID_AMOUNT'
      | 'SEND_ZERO_AMOUNT'
      | 'SEND_NEGATIVE_AMOUNT'
      | 'SEND_TOO_MANY_DECIMALS'
      | 'SEND_NOT_SUPPORTED'
      | 'SEND_REJECTED'
      | 'SEND_REVERTED'
      | 'CALLS_FAILED'
      | 'CALLS_NOT_SUPPORTED'
      | 'CALLS_TIMEOUT'
      | 'SWAP_INSUFFICIENT_LIQUIDITY'
      | keyof typeof SWAP_REFUSALS
      | ApiErrorCode
    >
  | WalletErrorType
