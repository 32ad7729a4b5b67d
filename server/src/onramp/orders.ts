/**
 * On-ramp orders' data access: an order recorded with its checkout, read by id, and settled once by
 * the provider's webhook (each event handled once; an order paid or declined once, then delivered or
 * failed). The routes hold no SQL.
 */
import type { OnrampDeclineReason } from '@latch/protocol/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { onrampEvents, onrampOrders } from './tables.ts'

/** An order as stored. */
export type OrderRow = typeof onrampOrders.$inferSelect
/** Which unpaid order a webhook event names: its id, its checkout session and its provider. */
export type OrderClaim = { orderId: string; sessionToken: string; provider: string }

/**
 * The on-ramp orders' store over a database.
 *
 * @example
 * const orders = orderStore(db)
 * const order = await orders.byId('ord_…')
 */
export function orderStore(db: Database) {
  const unpaid = (c: OrderClaim) =>
    and(
      eq(onrampOrders.id, c.orderId),
      eq(onrampOrders.sessionToken, c.sessionToken),
      eq(onrampOrders.provider, c.provider),
      eq(onrampOrders.status, 'created'),
    )
  const mark = async (id: string, set: Partial<OrderRow>) => {
    await db
      .update(onrampOrders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(onrampOrders.id, id))
  }
  return {
    /** Records a new order, before its checkout link is handed out. */
    async create(order: typeof onrampOrders.$inferInsert): Promise<void> {
      await db.insert(onrampOrders).values(order)
    },
    /** An order by its id. */
    async byId(id: string): Promise<OrderRow | undefined> {
      const [o] = await db.select().from(onrampOrders).where(eq(onrampOrders.id, id))
      return o
    },
    /** Records a provider's event; false when it was handled before. */
    async firstTime(eventId: string, orderId: string): Promise<boolean> {
      const fresh = await db
        .insert(onrampEvents)
        .values({ eventId, orderId })
        .onConflictDoNothing()
        .returning()
      return fresh.length > 0
    },
    /** Marks the unpaid order a claim names paid; undefined when there is none (unknown or settled). */
    async pay(claim: OrderClaim): Promise<OrderRow | undefined> {
      const [order] = await db
        .update(onrampOrders)
        .set({ status: 'paid', updatedAt: new Date() })
        .where(unpaid(claim))
        .returning()
      return order
    },
    /** Marks the unpaid order a claim names declined, and why; false when there is none. */
    async decline(claim: OrderClaim, reason: OnrampDeclineReason): Promise<boolean> {
      const declined = await db
        .update(onrampOrders)
        .set({ status: 'declined', declineReason: reason, updatedAt: new Date() })
        .where(unpaid(claim))
        .returning()
      return declined.length > 0
    },
    /** A paid order's coins were sent, in this transaction. */
    delivered: (id: string, txHash: string): Promise<void> => mark(id, { status: 'delivered', txHash }),
    /** A paid order's coins could not be sent. */
    failed: (id: string): Promise<void> => mark(id, { status: 'failed' }),
  }
}
