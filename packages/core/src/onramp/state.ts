/** The Buy form's state and its order, as the OnRamp view shows them. */
import type { OnrampDeclineReason, OnrampOrderStatus } from '@latch/protocol/api/onramp-wire'

/** The Buy form and the order it follows (SPEC §3 on-ramp entities). */
export type OnrampState = {
  status: 'loading' | 'ready'
  /** The options could not be read: SPEC §8's defaults are shown. */
  fallback: boolean
  /** Coins that can be bought on the active network, by symbol. */
  assets: readonly { symbol: string; name: string; iconUrl?: string }[]
  fiats: readonly ('USD' | 'EUR')[]
  /** Limits per payment method, as decimal strings. */
  limits: Readonly<Record<'card' | 'ach_bank_account', { min: string; max: string }>>
  provider?: { name: string; label: string; feeRange: string }
  asset: string
  fiat: 'USD' | 'EUR'
  method: 'card' | 'ach_bank_account'
  amount: string
  quote?: {
    quoteId: string
    /** SPEC §8's stand-in after a failed quote call (`mocked-quote-id`): no estimate to show. */
    mocked?: true
    purchaseAmount: string
    networkFee: string
    paymentSubtotal: string
    paymentTotal: string
  }
  quoting: boolean
  /** Why there is no quote (shown with `latch.describeError`). */
  problem?: unknown
  /** The order once the visitor went to the provider. */
  order?: {
    id: string
    status: OnrampOrderStatus
    purchaseAmount: string
    txHash?: string
    /** Why the provider declined the payment (status `declined`). */
    declineReason?: OnrampDeclineReason
    /** The checkout window was closed while the order was unpaid (it is still followed). */
    windowClosed?: true
    /**
     * The checkout's address, when no window could be opened in the press (a pop-up blocker, an in-app
     * browser): the view offers it as a link the visitor presses.
     */
    checkoutUrl?: string
  }
  /** Why the purchase could not start (shown with `latch.describeError`). */
  error?: unknown
}

/** The onramp feature's slice of the instance's state. */
export type OnrampSlice = {
  /** The Buy form, from its first opening. */
  onramp?: OnrampState
}
