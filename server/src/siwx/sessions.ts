/**
 * Sign-in sessions: a random bearer token per sign-in, stored as its hash, with an expiry, and an HMAC
 * under a key derived from the sign-in `secretKey` over the row's token hash, project, signer and
 * expiry, so a row written into the database by anyone without the key opens nothing.
 */
import type { SiwxSessionInfo } from '@latch/protocol/api'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { deriveKey, fieldsMac, newToken, sameSecret, sha256 } from '../auth/crypto.ts'
import { bearerToken } from '../auth/session.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http/errors.ts'
import { siwxSessions } from './tables.ts'

type Row = typeof siwxSessions.$inferSelect

/** The key session rows are authenticated with, derived from the configured sign-in key. */
export const siwxRowKey = (secretKeyHex: string): Buffer => deriveKey(secretKeyHex, 'latch/siwx/session-rows')

const macOf = (key: Buffer, r: Pick<Row, 'tokenHash' | 'projectId' | 'address' | 'chainId' | 'expiresAt'>) =>
  fieldsMac(key, [r.tokenHash, r.projectId, r.address, r.chainId, String(r.expiresAt.getTime())])

/** A session row as the wire carries it. */
export const sessionInfo = (r: Row): SiwxSessionInfo => ({
  address: r.address,
  chainId: r.chainId,
  domain: r.domain,
  uri: r.uri,
  issuedAt: r.issuedAt.toISOString(),
  expiresAt: r.expiresAt.toISOString(),
  message: r.message,
  signature: r.signature,
})

/**
 * Opens a session; returns its bearer token (shown once, stored hashed) and the row.
 *
 * @example
 * const { token } = await openSiwxSession(db, key, { projectId, address, chainId, … })
 */
export async function openSiwxSession(
  db: Database,
  key: Buffer,
  s: Omit<Row, 'tokenHash' | 'revokedAt' | 'mac'>,
): Promise<{ token: string; row: Row }> {
  const token = newToken()
  // Whole milliseconds, as the database keeps them: the HMAC reads back the same expiry.
  const row = { ...s, expiresAt: new Date(Math.floor(s.expiresAt.getTime())), tokenHash: sha256(token) }
  const full: Row = { ...row, revokedAt: null, mac: macOf(key, row) }
  await db.insert(siwxSessions).values(full)
  return { token, row: full }
}

/**
 * The session a request's bearer token opens in `projectId`: unexpired, unrevoked, its HMAC holding.
 * Anything else is 401.
 *
 * @example
 * const row = await requireSiwxSession(db, key, req, 'my-app')
 */
export async function requireSiwxSession(
  db: Database,
  key: Buffer,
  req: FastifyRequest,
  projectId: string,
): Promise<Row> {
  const token = bearerToken(req)
  const expired = new HttpError(
    401,
    'No sign-in session: signed out, expired or unknown',
    'headers.authorization',
  )
  if (!token) throw expired
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(
      and(
        eq(siwxSessions.tokenHash, sha256(token)),
        eq(siwxSessions.projectId, projectId),
        isNull(siwxSessions.revokedAt),
        gt(siwxSessions.expiresAt, new Date()),
      ),
    )
  if (!row || !sameSecret(row.mac, macOf(key, row))) throw expired
  return row
}

/**
 * Signs a session out: its token opens nothing from now on.
 *
 * @example
 * await closeSiwxSession(db, row.tokenHash)
 */
export async function closeSiwxSession(db: Database, tokenHash: string): Promise<void> {
  await db.update(siwxSessions).set({ revokedAt: new Date() }).where(eq(siwxSessions.tokenHash, tokenHash))
}
