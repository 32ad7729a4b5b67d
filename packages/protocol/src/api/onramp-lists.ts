/** The lists a purchase's wire draws from: how it is paid, where an order is, why a payment was declined. */

/** How a purchase is paid. */
export const ONRAMP_PAYMENT_METHODS = ['card', 'ach_bank_account'] as const
/** One of {@link ONRAMP_PAYMENT_METHODS}. */
export type OnrampPaymentMethod = (typeof ONRAMP_PAYMENT_METHODS)[number]

/**
 * Where an order is: made, paid at the provider, its coins delivered on chain; or declined by the
 * provider (nothing charged), expired unpaid (its checkout link is no longer valid), or failed after
 * payment (the coins could not be delivered).
 */
export const ONRAMP_ORDER_STATUSES = [
  'created',
  'paid',
  'delivered',
  'declined',
  'expired',
  'failed',
] as const
/** One of {@link ONRAMP_ORDER_STATUSES}. */
export type OnrampOrderStatus = (typeof ONRAMP_ORDER_STATUSES)[number]

/** Why a provider declined a payment, as its webhook says. */
export const ONRAMP_DECLINE_REASONS = ['card_declined', 'insufficient_funds', 'expired_card'] as const
/** One of {@link ONRAMP_DECLINE_REASONS}. */
export type OnrampDeclineReason = (typeof ONRAMP_DECLINE_REASONS)[number]
