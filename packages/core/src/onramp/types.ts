/** Buying's public actions and what its flow needs from its instance. */

import type { OnrampFiat, OnrampPaymentMethod } from '@latch/protocol/api/onramp-wire'
import type { ApiClient } from '../api/client.ts'
import type { NotificationInput } from '../notifications/notifications.ts'

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
   * pop-up blocker stops it), then follows the order until its coins are delivered. With no window
   * (null: blocked, or an in-app browser), the order carries `checkoutUrl` for the view to offer as a
   * link.
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
