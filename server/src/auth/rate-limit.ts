/**
 * Fixed-window rate limits kept in the database, so every server process over one database counts the
 * same calls.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { refusal } from '../http/errors.ts'

/** The browser a mail or code attempt counts against: its device hash, and whether the account approved it. */
export type AttemptBrowser = { hash: string; approved: boolean }

/** A limit: at most `max` calls per `windowMs`. */
export type Limit = { max: number; windowMs: number }

/**
 * Counts a call against `key` and refuses it with 429 once the window's count passes `max`, saying
 * when to try again.
 *
 * @example
 * await hit(db, `start:ip:${req.ip}`, { max: 20, windowMs: 60_000 })
 */
export async function hit(db: Database, key: string, limit: Limit, now = Date.now()): Promise<void> {
  const windowStart = now - (now % limit.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count })
  if ((row?.count ?? 0) > limit.max) {
    const seconds = Math.ceil((windowStart + limit.windowMs - now) / 1000)
    throw refusal(429, {}, 'tooManyAttempts', seconds)
  }
  // Old windows are dropped now and then, by whichever call lands on a window's first second.
  if (now % limit.windowMs < 1000) {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${windowStart - 24 * 3600_000}`)
  }
}
