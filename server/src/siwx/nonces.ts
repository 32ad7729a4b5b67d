/**
 * Sign-in nonces: random, for one project, until they expire, and used once. The routes hold no SQL.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { siwxNonces } from './tables.ts'

/**
 * Issues a nonce for a project, valid for `ttlMs`. Nonces nobody signed are dropped now and then, by
 * whichever call lands on a minute's first second.
 *
 * @example
 * const { nonce, expiresAt } = await issueSiwxNonce(db, 'my-app', 10 * 60_000)
 */
export async function issueSiwxNonce(
  db: Database,
  projectId: string,
  ttlMs: number,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(Date.now() + ttlMs)
  await db.insert(siwxNonces).values({ nonce, projectId, expiresAt })
  if (Date.now() % 60_000 < 1_000) await db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, new Date()))
  return { nonce, expiresAt }
}

/**
 * Uses a nonce up: true for the one call that finds it given to the project and unexpired at `now`;
 * of two calls with one nonce, one finds it.
 *
 * @example
 * if (!(await useSiwxNonce(db, checked.nonce, projectId, new Date()))) throw refused
 */
export async function useSiwxNonce(
  db: Database,
  nonce: string,
  projectId: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .delete(siwxNonces)
    .where(
      and(eq(siwxNonces.nonce, nonce), eq(siwxNonces.projectId, projectId), gt(siwxNonces.expiresAt, now)),
    )
    .returning()
  return used.length > 0
}
