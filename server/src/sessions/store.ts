/** Permission sessions' data access (SPEC §7 sessions): an account's live ones, kept and revoked. The routes hold no SQL. */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sessions } from './tables.ts'

/** A permission session as stored. */
export type SessionRow = typeof sessions.$inferSelect

/**
 * The permission sessions' store over a database; addresses are compared lower-cased.
 *
 * @example
 * const live = await sessionStore(db).live('0xabc…')
 */
export function sessionStore(db: Database) {
  return {
    /** The account's sessions not revoked, oldest first. */
    live(address: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.address, address.toLowerCase()), isNull(sessions.revokedAt)))
        .orderBy(sessions.createdAt)
    },
    /** Keeps a session (a revoked one of the same id lives again, with this data). */
    async keep(address: string, pci: string, data: Record<string, unknown>): Promise<void> {
      await db
        .insert(sessions)
        .values({ address: address.toLowerCase(), pci, data })
        .onConflictDoUpdate({ target: [sessions.address, sessions.pci], set: { data, revokedAt: null } })
    },
    /** Revokes a live session; false when the account has no live session of that id. */
    async revoke(address: string, pci: string): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(sessions.address, address.toLowerCase()), eq(sessions.pci, pci), isNull(sessions.revokedAt)),
        )
        .returning()
      return revoked.length > 0
    },
  }
}
