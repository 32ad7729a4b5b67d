/**
 * Social login attempts as the routes keep them: started (by the SHA-256 of their state, bound to the
 * browser, the frame's secret and the opener), and found again only while unanswered and in time: by the
 * provider's callback (never a Farcaster attempt, whose state is in a URL the visitor's app opens), or
 * by the frame's Farcaster poll. Recording and redeeming the result is results.ts's.
 */
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { sha256 } from '../crypto.ts'
import { authSocialLogins } from '../tables.ts'
import { STATE_TTL_MS } from './results.ts'

/** A started attempt as stored. */
export type SocialAttempt = typeof authSocialLogins.$inferSelect

/** What starting an attempt keeps (its state by hash; the rest as the routes computed it). */
export type NewAttempt = Pick<
  typeof authSocialLogins.$inferInsert,
  | 'provider'
  | 'projectId'
  | 'deviceHash'
  | 'bindingHash'
  | 'openerOrigin'
  | 'returnTo'
  | 'linkUserId'
  | 'codeVerifier'
  | 'nonce'
> & { state: string }

/**
 * Keeps a started attempt for {@link STATE_TTL_MS}; attempts nobody finished are dropped as new ones start.
 *
 * @example
 * await startAttempt(db, { state, provider: 'github', projectId, deviceHash, bindingHash, openerOrigin, … })
 */
export async function startAttempt(db: Database, attempt: NewAttempt): Promise<void> {
  const { state, ...rest } = attempt
  await db.delete(authSocialLogins).where(lt(authSocialLogins.expiresAt, new Date(Date.now() - STATE_TTL_MS)))
  await db
    .insert(authSocialLogins)
    .values({ ...rest, stateHash: sha256(state), expiresAt: new Date(Date.now() + STATE_TTL_MS) })
}

/** The attempt a state names while it is unanswered and in time, of the kind asked for. */
const stillOpen = (state: string, farcaster: boolean) =>
  and(
    eq(authSocialLogins.stateHash, sha256(state)),
    farcaster ? eq(authSocialLogins.provider, 'farcaster') : ne(authSocialLogins.provider, 'farcaster'),
    isNull(authSocialLogins.calledBackAt),
    gt(authSocialLogins.expiresAt, new Date()),
  )

/**
 * The unanswered, unexpired attempt a callback's state names: for a provider's callback (`farcaster:
 * false`, never a Farcaster attempt) or the Farcaster poll (`farcaster: true`, only one).
 *
 * @example
 * const login = await openAttempt(db, state, { farcaster: false })
 */
export async function openAttempt(
  db: Database,
  state: string,
  { farcaster }: { farcaster: boolean },
): Promise<SocialAttempt | undefined> {
  const [login] = await db.select().from(authSocialLogins).where(stillOpen(state, farcaster))
  return login
}

/**
 * Claims the attempt once its answer checked out: the state works once (two callbacks racing with one
 * good code: the provider and the claim each let one through); undefined when it was claimed already or
 * expired.
 *
 * @example
 * const claimed = await claimAttempt(db, state, { farcaster: false })
 */
export async function claimAttempt(
  db: Database,
  state: string,
  { farcaster }: { farcaster: boolean },
): Promise<SocialAttempt | undefined> {
  const [claimed] = await db
    .update(authSocialLogins)
    .set({ calledBackAt: new Date() })
    .where(stillOpen(state, farcaster))
    .returning()
  return claimed
}
