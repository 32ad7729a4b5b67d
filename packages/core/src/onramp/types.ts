/** Buying's public actions and what its flow needs from its instance. */
import type { ApiClient } from '../api/client.ts'
import type {
  OnrampDeclineReason,
  OnrampFiat,
  OnrampOrderStatus,
  OnrampPaymentMethod,
} from '../api/onramp-wire.ts'
import type { NotificationInput } from '../notifications.ts'

/** `latch.onramp`: buying crypto with fiat at a provider (SPEC §1 onramp). */
export type OnrampActions = {
  /** Loads the options (falling back to SPEC §8's defaults when they cannot be read). */
  open: () => Promise<void>
  /** The coin bought, by symbol. */
  setAsset: (symbol: string) => Promise<void>
  setFiat: (fiat: OnrampFiat) => Promise<void>
  setMethod: (method: OnrampPaymentMethod) => Promise<void>
  /** The amount of fiat as typed; a quote follows once typing rests. */
  setAmount: (text: string) => Promise<void>
  /**
   * Sends the visitor to the provider in `popup` (a window the caller opened in the click, so no
   * pop-up blocker stops it), then follows the order until its coins are delivered.
   */
  buy: (popup: { location: { href: string }; closed?: boolean } | null) => Promise<void>
  /** Back to the form after a declined, expired or abandoned order, with the same choices, quoted again. */
  retry: () => Promise<void>
  /** Clears the form. */
  reset: () => Promise<void>
}

/** What the buying flow needs from its instance. */
export type OnrampDeps = {
  api: ApiClient | undefined
  notify: (n: NotificationInput) => void
  /** Runs after the coins arrive: refreshes balances and activity. */
  onMined: (hash: string) => void
}

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
  }
  /** Why the purchase could not start (shown with `latch.describeError`). */
  error?: unknown
}
