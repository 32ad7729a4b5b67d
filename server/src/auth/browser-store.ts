/**
 * A wallet's approved browsers as the devices routes keep them: the list, and revoking some. A revoked
 * browser is no longer approved, its sessions end at once, and its split's auth share is deleted when no
 * other browser of the account still uses that split, so its device share opens nothing.
 */
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { authDevices, authSessions, authShares } from './tables.ts'

/** An approved browser of the account. */
export type ApprovedBrowser = {
  deviceHash: string
  agent: string | null
  approvedAt: Date
  lastUsedAt: Date | null
}

/** Which browsers to revoke: one by its id, or every one but the asking browser. */
export type RevokeWhich = { id: string } | { allBut: string }

/**
 * The browsers' data access over a database.
 *
 * @example
 * const browsers = browserStore(db)
 * await browsers.revoke(userId, { allBut: deviceHash })
 */
export function browserStore(db: Database) {
  return {
    /** The account's approved browsers, most recently used first. */
    async approved(userId: string): Promise<ApprovedBrowser[]> {
      const rows = await db
        .select()
        .from(authDevices)
        .where(and(eq(authDevices.userId, userId), isNotNull(authDevices.approvedAt)))
      return rows
        .map((r) => ({
          deviceHash: r.deviceHash,
          agent: r.agent,
          approvedAt: r.approvedAt!,
          lastUsedAt: r.lastUsedAt,
        }))
        .sort((a, b) => (b.lastUsedAt?.getTime() ?? 0) - (a.lastUsedAt?.getTime() ?? 0))
    },

    /** Revokes the approved browsers named, all at once; how many were revoked. */
    async revoke(userId: string, which: RevokeWhich): Promise<number> {
      const targets = await db
        .select({ deviceHash: authDevices.deviceHash, splitId: authDevices.splitId })
        .from(authDevices)
        .where(
          and(
            eq(authDevices.userId, userId),
            isNotNull(authDevices.approvedAt),
            'id' in which ? eq(authDevices.deviceHash, which.id) : ne(authDevices.deviceHash, which.allBut),
          ),
        )
      const now = new Date()
      await db.transaction(async (tx) => {
        for (const t of targets) {
          const browser = and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, t.deviceHash))
          await tx
            .update(authDevices)
            .set({
              approvedAt: null,
              splitId: null,
              handover: null,
              approvalHash: null,
              approvalExpiresAt: null,
            })
            .where(browser)
          await tx
            .update(authSessions)
            .set({ revokedAt: now })
            .where(
              and(
                eq(authSessions.userId, userId),
                eq(authSessions.deviceHash, t.deviceHash),
                isNull(authSessions.revokedAt),
              ),
            )
          if (!t.splitId) continue
          const [still] = await tx
            .select({ deviceHash: authDevices.deviceHash })
            .from(authDevices)
            .where(and(eq(authDevices.userId, userId), eq(authDevices.splitId, t.splitId)))
          if (!still)
            await tx
              .delete(authShares)
              .where(
                and(
                  eq(authShares.userId, userId),
                  eq(authShares.kind, 'auth'),
                  eq(authShares.splitId, t.splitId),
                ),
              )
        }
      })
      return targets.length
    },
  }
}

/** The browsers' data access (`browserStore`). */
export type BrowserStore = ReturnType<typeof browserStore>
