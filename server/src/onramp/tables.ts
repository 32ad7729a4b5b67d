/**
 * The on-ramp's tables: orders and the provider events already handled.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fiat purchases through an on-ramp provider: made when the visitor is sent to the provider (its
 * session token single use), paid when the provider's signed webhook says so, delivered once the coins
 * are sent on chain.
 */
export const onrampOrders = pgTable(
  'onramp_orders',
  {
    id: text('id').primaryKey(),
    sessionToken: text('session_token').notNull().unique(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    address: text('address').notNull(),
    network: text('network').notNull(),
    asset: text('asset').notNull(),
    /** Base units of the coin bought, and it as the visitor reads it. */
    purchaseBaseUnits: text('purchase_base_units').notNull(),
    purchaseAmount: text('purchase_amount').notNull(),
    paymentTotal: text('payment_total').notNull(),
    paymentCurrency: text('payment_currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').notNull(),
    txHash: text('tx_hash'),
    /** Why the provider declined the payment, when it did. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('onramp_orders_address_idx').on(t.address)],
)

/** Provider webhook events already handled: each is accepted once (replay protection). */
export const onrampEvents = pgTable('onramp_events', {
  eventId: text('event_id').primaryKey(),
  orderId: text('order_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
