/** Login sessions: a random bearer token per browser, stored as its hash, with an expiry. */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../db/client.ts'
import { authSessions } from '../db/schema.ts'
import { refusal } from '../http/errors.ts'
import { newToken, sha256 } from './crypto.ts'

/**
 * Opens a session for an account on a device; returns the bearer token (shown once, stored hashed).
 *
 * @example
 * const token = await openSession(db, userId, deviceHash, 30 * 24)
 */
export async function openSession(
  db: Database,
  userId: string,
  deviceHash: string,
  ttlHours: number,
): Promise<string> {
  const token = newToken()
  await db.insert(authSessions).values({
    tokenHash: sha256(token),
    userId,
    deviceHash,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  })
  return token
}

const bearer = (req: FastifyRequest) => {
  const header = req.headers.authorization
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header) : null
  return match?.[1]
}

/**
 * The session a request's bearer token opens; refuses with 401 'Session Expired' when the token is
 * missing, unknown, revoked or past its expiry.
 *
 * @example
 * const { userId } = await requireSession(db, req)
 */
export async function requireSession(
  db: Database,
  req: FastifyRequest,
): Promise<{ userId: string; tokenHash: string; deviceHash: string }> {
  const token = bearer(req)
  if (!token) throw refusal(401, {}, 'sessionExpired')
  const tokenHash = sha256(token)
  const [row] = await db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
  if (!row) throw refusal(401, {}, 'sessionExpired')
  return { userId: row.userId, tokenHash, deviceHash: row.deviceHash }
}

/** Ends a session. */
export async function closeSession(db: Database, tokenHash: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.tokenHash, tokenHash))
}
