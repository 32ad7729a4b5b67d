/**
 * Sliding-window rate limits kept in the database, so every server process over one database counts the
 * same calls. Each window's calls are counted in one row; a call is weighed against the current window's
 * count plus the share of the previous window's that still falls within the last `windowMs`. Unlike fixed
 * windows, a burst at the end of one window and another at the start of the next cannot pass twice the
 * limit, and a series of calls is never forgiven just because a window boundary falls in its middle.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { refusal } from '../http/errors.ts'
import { rateLimits } from './tables.ts'

/** The browser a mail or code attempt counts against: its device hash, and whether the account approved it. */
export type AttemptBrowser = { hash: string; approved: boolean }

/** A limit: at most `max` calls in any `windowMs`. */
export type Limit = { max: number; windowMs: number }

/** The counts a call is weighed against: this window's (this call included) and the previous window's. */
export type WindowCounts = { current: number; previous: number }

/**
 * The calls counted within the last `windowMs` at `now`: this window's, plus the previous window's
 * weighted by how much of it still falls within the last `windowMs`.
 *
 * @example
 * weighedCount({ current: 3, previous: 10 }, { max: 20, windowMs: 60_000 }, 45_000) // 3 + 10 × 0.25 = 5.5
 */
export function weighedCount(counts: WindowCounts, limit: Limit, now: number): number {
  const elapsed = (now % limit.windowMs) / limit.windowMs
  return counts.current + counts.previous * (1 - elapsed)
}

/**
 * How many seconds from `now` until one more call would be admitted, if no other call comes first.
 *
 * @example
 * retryAfterSeconds({ current: 21, previous: 0 }, { max: 20, windowMs: 3_600_000 }, 0) // 3943: into the next hour, until these 21 weigh 19
 */
export function retryAfterSeconds(counts: WindowCounts, limit: Limit, now: number): number {
  const { max, windowMs } = limit
  const windowStart = now - (now % windowMs)
  // The next call fits once the weighed count plus one is at most `max`. Within this window, only the
  // previous window's share falls; past it, this window's count becomes the previous one.
  const within = counts.current + 1 <= max && counts.previous > 0
  const at = within
    ? windowStart + windowMs * (1 - (max - counts.current - 1) / counts.previous)
    : windowStart + windowMs + windowMs * Math.max(0, 1 - (max - 1) / counts.current)
  return Math.max(1, Math.ceil((at - now) / 1000))
}

/**
 * Counts a call against `key` and refuses it with 429 once the calls within the last `windowMs` pass
 * `max`, saying when to try again. Refused calls count too: a client that keeps hammering stays refused.
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
  const [before] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart - limit.windowMs)))
  const counts = { current: row?.count ?? 1, previous: before?.count ?? 0 }
  if (weighedCount(counts, limit, now) > limit.max) {
    throw refusal(429, {}, 'tooManyAttempts', retryAfterSeconds(counts, limit, now))
  }
  // Old windows are dropped now and then, by whichever call lands on a window's first second.
  if (now % limit.windowMs < 1000) {
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${windowStart - 24 * 3600_000}`)
  }
}
