/**
 * Login sessions: a random bearer token per browser, stored as its hash, with an expiry, bound to the
 * browser's session key. The row carries an HMAC under the server's key (a row written into the database
 * by anyone without `secretKey` opens nothing), and every call proves the browser holds the key's private
 * half (`checkCallProof` of `@latch/protocol/embedded`), so a token stolen on its own opens nothing either.
 */
import { checkCallProof, SESSION_PROOF_HEADER } from '@latch/protocol/embedded'
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { rawBodyOf } from '../http/body.ts'
import { refusal } from '../http/errors.ts'
import { agentOf } from './agent.ts'
import { newToken, sameSecret, sessionMac, sha256 } from './crypto.ts'
import type { AuthDeps } from './fields.ts'
import { authDevices, authSessions } from './tables.ts'

/** What sessions need: the database and the server's keys. */
export type SessionDeps = Pick<AuthDeps, 'db' | 'keys'>

/** The fields a session row's HMAC covers. */
const macFields = (r: {
  tokenHash: string
  userId: string
  deviceHash: string
  publicKey: string
  expiresAt: Date
}) => [r.tokenHash, r.userId, r.deviceHash, r.publicKey, String(r.expiresAt.getTime())]

/**
 * Opens a session for an account on a device, bound to the browser's session key; returns the bearer
 * token (shown once, stored hashed).
 *
 * @example
 * const token = await openSession(deps, { userId, deviceHash, publicKey }, 30 * 24)
 */
export async function openSession(
  { db, keys }: SessionDeps,
  s: { userId: string; deviceHash: string; publicKey: string },
  ttlHours: number,
): Promise<string> {
  const token = newToken()
  // Whole milliseconds, as the database keeps them: the HMAC reads back the same expiry.
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000)
  const row = { ...s, tokenHash: sha256(token), expiresAt }
  await db.insert(authSessions).values({ ...row, mac: sessionMac(keys, macFields(row)) })
  return token
}

/**
 * The bearer token a request carries (`Authorization: Bearer …`), when it has the shape of one.
 *
 * @example
 * const token = bearerToken(req)
 */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization
  return typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1] : undefined
}

/**
 * The session a request opens: its bearer token names an unexpired, unrevoked row whose HMAC holds, and
 * its proof is the row's key's signature over this very call. Anything else is 401 'Session Expired'.
 *
 * @example
 * const { userId } = await requireSession(deps, req)
 */
export async function requireSession(
  { db, keys }: SessionDeps,
  req: FastifyRequest,
): Promise<{ userId: string; tokenHash: string; deviceHash: string }> {
  const token = bearerToken(req)
  if (!token) throw refusal(401, {}, 'sessionExpired')
  const tokenHash = sha256(token)
  const [found] = await db
    .select({ session: authSessions, lastUsedAt: authDevices.lastUsedAt })
    .from(authSessions)
    .leftJoin(
      authDevices,
      and(eq(authDevices.userId, authSessions.userId), eq(authDevices.deviceHash, authSessions.deviceHash)),
    )
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
  const row = found?.session
  const publicKey = row?.publicKey
  if (!row || !publicKey || !row.mac) throw refusal(401, {}, 'sessionExpired')
  if (!sameSecret(row.mac, sessionMac(keys, macFields({ ...row, publicKey })))) {
    req.log.warn({ userId: row.userId }, 'a session row failed its HMAC: written without the server key')
    throw refusal(401, {}, 'sessionExpired')
  }
  const call = { method: req.method, path: req.url, body: rawBodyOf(req) }
  if (!(await checkCallProof(publicKey, req.headers[SESSION_PROOF_HEADER], call)))
    throw refusal(401, {}, 'sessionExpired')
  // The browser's last use, kept to the minute: a write only when the one kept is older.
  const now = new Date()
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > 60_000)
    await db
      .update(authDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(authDevices.userId, row.userId), eq(authDevices.deviceHash, row.deviceHash)))
  return { userId: row.userId, tokenHash, deviceHash: row.deviceHash }
}

/** Ends a session. */
export async function closeSession({ db }: SessionDeps, tokenHash: string): Promise<void> {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.tokenHash, tokenHash))
}

/**
 * Whether a browser is one of an account's approved browsers.
 *
 * @example
 * if (!(await isApprovedBrowser(db, userId, deviceHash))) await requestApproval(deps, …)
 */
export async function isApprovedBrowser(
  db: SessionDeps['db'],
  userId: string,
  deviceHash: string,
): Promise<boolean> {
  const [device] = await db
    .select({ approvedAt: authDevices.approvedAt })
    .from(authDevices)
    .where(
      and(
        eq(authDevices.userId, userId),
        eq(authDevices.deviceHash, deviceHash),
        isNotNull(authDevices.approvedAt),
      ),
    )
  return Boolean(device)
}

/**
 * Logs a browser in to an account once its login step is done (a mailed code, a provider's identity):
 * the browser is recorded as approved, with what its user agent names and the time, and a session bound
 * to its key opens. Returns the session's token.
 *
 * @example
 * const token = await openBrowserSession(deps, req, { userId, deviceHash, publicKey })
 */
export async function openBrowserSession(
  deps: Pick<AuthDeps, 'db' | 'keys' | 'embedded'>,
  req: FastifyRequest,
  s: { userId: string; deviceHash: string; publicKey: string },
): Promise<string> {
  // What the user agent names (kept as it was when this one names nothing known), and the time.
  const agent = agentOf(req.headers['user-agent'])
  const seen = { ...(agent === '|' ? {} : { agent }), lastUsedAt: new Date() }
  await deps.db
    .insert(authDevices)
    .values({ userId: s.userId, deviceHash: s.deviceHash, approvedAt: new Date(), ...seen })
    .onConflictDoUpdate({ target: [authDevices.userId, authDevices.deviceHash], set: seen })
  return openSession(deps, s, deps.embedded.sessionTtlHours)
}
