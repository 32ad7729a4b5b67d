/**
 * One-time codes mailed for login and email changes: stored only as a keyed hash, good for 10 minutes,
 * used once; the 5th wrong attempt kills the code; a new one is refused within 30 s of the last.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto'
import { CODE_MAX_ATTEMPTS, CODE_RESEND_MS, CODE_TTL_MS } from '@latch/protocol/embedded'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { refusal } from '../http/errors.ts'
import { hashCode, newCode, type ServerKeys } from './crypto.ts'
import { authCodes } from './tables.ts'

/** What a code is for. */
export type CodePurpose = (typeof authCodes.$inferSelect)['purpose']

/**
 * Creates a code for an email and purpose and returns it (to be mailed, never stored in clear). Within
 * 30 s of the last one it refuses with 429 'Please try again after {n} seconds', unless `throttle` is
 * false (the code a device approval mails: the single-use link already gates it). Earlier codes stop
 * working.
 *
 * @example
 * const code = await issueCode(db, keys, 'ada@example.com', 'login')
 */
export async function issueCode(
  db: Database,
  keys: ServerKeys,
  email: string,
  purpose: CodePurpose,
  { now = Date.now(), throttle = true }: { now?: number; throttle?: boolean } = {},
): Promise<string> {
  const [last] = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
  const wait = last ? last.createdAt.getTime() + CODE_RESEND_MS - now : 0
  if (throttle && wait > 0) throw refusal(429, {}, 'retryAfter', Math.ceil(wait / 1000))
  await db
    .update(authCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)))
  const code = newCode()
  await db.insert(authCodes).values({
    id: randomUUID(),
    email,
    purpose,
    codeHash: hashCode(keys, email, purpose, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + CODE_TTL_MS),
  })
  return code
}

const OTP = { field: 'body.otp' }

/**
 * Checks a code; resolves when it is right (and uses it up), else refuses with 401 saying why: wrong
 * (with the attempts left), or expired, used or locked (ask for a new one).
 *
 * @example
 * await useCode(db, keys, 'ada@example.com', 'login', '123456')
 */
export async function useCode(
  db: Database,
  keys: ServerKeys,
  email: string,
  purpose: CodePurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.purpose, purpose), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1)
  if (!row || row.expiresAt.getTime() <= now || row.attempts >= CODE_MAX_ATTEMPTS)
    throw refusal(401, OTP, 'codeExpired')
  const given = Buffer.from(hashCode(keys, email, purpose, code))
  if (given.length === row.codeHash.length && timingSafeEqual(given, Buffer.from(row.codeHash))) {
    // Used once: of two requests racing with the right code, only one finds it unused.
    const used = await db
      .update(authCodes)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
      .returning({ id: authCodes.id })
    if (used.length === 0) throw refusal(401, OTP, 'codeExpired')
    return
  }
  const [counted] = await db
    .update(authCodes)
    .set({
      attempts: sql`${authCodes.attempts} + 1`,
      usedAt: sql`case when ${authCodes.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then now() else null end`,
    })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt)))
    .returning({ attempts: authCodes.attempts })
  const left = CODE_MAX_ATTEMPTS - (counted?.attempts ?? CODE_MAX_ATTEMPTS)
  throw left > 0 ? refusal(401, OTP, 'codeWrong', left) : refusal(401, OTP, 'codeLocked')
}
