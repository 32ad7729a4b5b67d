/**
 * The embedded wallet's accounts as the login, email-change and login-method routes keep them: an
 * account (a random id, and its wallet's address once it has one), its email address (at most one, and
 * one account per address), the address a session's email change is moving to, and removing a method.
 */
import { randomUUID } from 'node:crypto'
import type { RemoveMethodBody } from '@latch/protocol/embedded'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { methodsOf } from './social/accounts.ts'
import { authEmails, authIdentities, authPasskeys, authSessions, authShares, authUsers } from './tables.ts'

/** What an account shows its owner: its email address and wallet address, each null while it has none. */
export type AccountView = { email: string | null; address: string | null }

/**
 * The accounts' data access over a database.
 *
 * @example
 * const accounts = accountStore(db)
 * const userId = await accounts.forEmail('ada@example.com')
 */
export function accountStore(db: Database) {
  return {
    /** The account an email address logs in to and its wallet's address, if the address has one. */
    async byEmail(email: string): Promise<{ userId: string; address: string | null } | undefined> {
      const [row] = await db
        .select({ userId: authEmails.userId, address: authUsers.address })
        .from(authEmails)
        .innerJoin(authUsers, eq(authUsers.id, authEmails.userId))
        .where(eq(authEmails.email, email))
      return row
    },

    /** The account of an email address, made (with no wallet yet) on its first login. */
    async forEmail(email: string): Promise<string> {
      return db.transaction(async (tx) => {
        const [known] = await tx.select().from(authEmails).where(eq(authEmails.email, email))
        if (known) return known.userId
        const id = randomUUID()
        await tx.insert(authUsers).values({ id })
        await tx.insert(authEmails).values({ email, userId: id })
        return id
      })
    },

    /** The account's email and wallet addresses; undefined when the account is gone. */
    async view(userId: string): Promise<AccountView | undefined> {
      const [row] = await db
        .select({ email: authEmails.email, address: authUsers.address })
        .from(authUsers)
        .leftJoin(authEmails, eq(authEmails.userId, authUsers.id))
        .where(eq(authUsers.id, userId))
      return row
    },

    /** The account's email address; null when it has none (reached only by a passkey or a provider). */
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select().from(authEmails).where(eq(authEmails.userId, userId))
      return row?.email ?? null
    },

    /** Whether an account has this email address. */
    async taken(email: string): Promise<boolean> {
      return (await db.select().from(authEmails).where(eq(authEmails.email, email))).length > 0
    },

    /** The address the session's email change is moving to (set, or cleared with null). */
    async setPendingEmail(tokenHash: string, email: string | null): Promise<void> {
      await db.update(authSessions).set({ pendingEmail: email }).where(eq(authSessions.tokenHash, tokenHash))
    },

    /** The address the session's email change is moving to, if one is under way. */
    async pendingEmail(tokenHash: string): Promise<string | undefined> {
      const [row] = await db.select().from(authSessions).where(eq(authSessions.tokenHash, tokenHash))
      return row?.pendingEmail ?? undefined
    },

    /**
     * Removes one of the account's login methods, locking the account so two removals at once never
     * leave it with none: `last` (nothing removed) when it is the only one, `none` when the account has
     * no such method. A passkey goes with its split: the server's share of it opens nothing any more.
     */
    async removeMethod(userId: string, method: RemoveMethodBody): Promise<'removed' | 'none' | 'last'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId)).for('update')
        const methods = await methodsOf(tx, userId)
        const removed = methods.filter((m) =>
          method.kind === 'email'
            ? m.kind === 'email'
            : method.kind === 'social'
              ? m.kind === 'social' && m.provider === method.provider
              : m.kind === 'passkey' && m.id === method.id,
        )
        if (removed.length === 0) return 'none'
        if (removed.length === methods.length) return 'last'
        if (method.kind === 'email') await tx.delete(authEmails).where(eq(authEmails.userId, userId))
        else if (method.kind === 'social')
          await tx
            .delete(authIdentities)
            .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, method.provider)))
        else {
          await tx
            .delete(authPasskeys)
            .where(and(eq(authPasskeys.userId, userId), eq(authPasskeys.credentialId, method.id)))
          await tx
            .delete(authShares)
            .where(and(eq(authShares.userId, userId), eq(authShares.splitId, method.id)))
        }
        return 'removed'
      })
    },

    /**
     * Moves the account to a new email address (or gives it its first) and ends the session's pending
     * change, all at once; false (nothing changed) when another account has taken the address since.
     */
    async moveEmail(userId: string, tokenHash: string, email: string): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const [other] = await tx.select().from(authEmails).where(eq(authEmails.email, email))
          if (other) throw new Taken()
          const moved = await tx
            .update(authEmails)
            .set({ email })
            .where(eq(authEmails.userId, userId))
            .returning({ email: authEmails.email })
          if (moved.length === 0) await tx.insert(authEmails).values({ email, userId })
          await tx
            .update(authSessions)
            .set({ pendingEmail: null })
            .where(eq(authSessions.tokenHash, tokenHash))
          return true
        })
        .catch((e: unknown) => {
          if (e instanceof Taken) return false
          throw e
        })
    },
  }
}

/** The accounts' data access (`accountStore`). */
export type AccountStore = ReturnType<typeof accountStore>

class Taken extends Error {}
