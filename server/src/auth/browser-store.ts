/**
 * A wallet's browsers as the approval and devices routes keep them: a browser new to an account asks to
 * join it (its approval link's token kept by hash, until it expires) and is approved once, joining the
 * split of the browser that handed a share over when one did; the approved ones are listed and revoked.
 * A revoked browser is no longer approved, its sessions end at once, and its split's auth share is
 * deleted when no other browser of the account still uses that split, so its device share opens nothing.
 */
import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { authDevices, authEmails, authSessions, authShares, authUsers } from './tables.ts'

/** What a browser's request to join an account keeps until it is approved or its link expires. */
export type PendingApproval = {
  agent: string
  publicKey: string
  approvalHash: string
  approvalExpiresAt: Date
  mailAppName: string | null
  mailLocale: string | null
}

/** A request an unexpired link names, with the account's email and wallet addresses. */
export type PendingRequest = {
  device: typeof authDevices.$inferSelect
  email: string
  address: string | null
}

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
 * The condition that names one browser of an account (its row in `auth_devices`).
 *
 * @example
 * await db.select().from(authDevices).where(browserOf(userId, deviceHash))
 */
export const browserOf = (userId: string, deviceHash: string) =>
  and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash))

/**
 * The browsers' data access over a database.
 *
 * @example
 * const browsers = browserStore(db)
 * await browsers.revoke(userId, { allBut: deviceHash })
 */
export function browserStore(db: Database) {
  return {
    /** When the browser's last approval link expires (or expired); undefined when it never asked. */
    async approvalExpiry(userId: string, deviceHash: string): Promise<Date | undefined> {
      const [known] = await db
        .select({ expiresAt: authDevices.approvalExpiresAt })
        .from(authDevices)
        .where(browserOf(userId, deviceHash))
      return known?.expiresAt ?? undefined
    },

    /** Keeps a browser's request to join the account (a new link replaces an older one and any handover). */
    async requestApproval(userId: string, deviceHash: string, pending: PendingApproval): Promise<void> {
      const set = { ...pending, handover: null }
      await db
        .insert(authDevices)
        .values({ userId, deviceHash, ...set })
        .onConflictDoUpdate({ target: [authDevices.userId, authDevices.deviceHash], set })
    },

    /** The request an unexpired approval link names (by its token's hash), with its account. */
    async pendingByLink(approvalHash: string): Promise<PendingRequest | undefined> {
      const [row] = await db
        .select({ device: authDevices, email: authEmails.email, address: authUsers.address })
        .from(authDevices)
        .innerJoin(authEmails, eq(authEmails.userId, authDevices.userId))
        .innerJoin(authUsers, eq(authUsers.id, authDevices.userId))
        .where(and(eq(authDevices.approvalHash, approvalHash), gt(authDevices.approvalExpiresAt, new Date())))
      return row
    },

    /** Whether the browser is approved for the account this email address logs in to. */
    async approvedFor(email: string, deviceHash: string): Promise<boolean> {
      const [row] = await db
        .select({ approvedAt: authDevices.approvedAt })
        .from(authDevices)
        .innerJoin(authEmails, eq(authEmails.userId, authDevices.userId))
        .where(and(eq(authEmails.email, email), eq(authDevices.deviceHash, deviceHash)))
      return Boolean(row?.approvedAt)
    },

    /**
     * Approves the browser its link names, once (the link's hash must still be the browser's); with a
     * handover from another approved browser of the account that holds a split, it joins that split and
     * keeps the handed-over share. Whether it was approved, and whether the handover was taken.
     */
    async approve(
      userId: string,
      deviceHash: string,
      approvalHash: string,
      handover?: { from: string; share: string },
    ): Promise<{ approved: boolean; handedOver: boolean }> {
      const [from] = handover
        ? await db
            .select({ splitId: authDevices.splitId })
            .from(authDevices)
            .where(
              and(
                browserOf(userId, handover.from),
                isNotNull(authDevices.approvedAt),
                isNotNull(authDevices.splitId),
              ),
            )
        : []
      const handedOver = Boolean(from?.splitId && handover)
      const approved = await db
        .update(authDevices)
        .set({
          approvedAt: new Date(),
          approvalHash: null,
          approvalExpiresAt: null,
          mailAppName: null,
          mailLocale: null,
          ...(handedOver ? { splitId: from!.splitId, handover: handover!.share } : {}),
        })
        .where(and(browserOf(userId, deviceHash), eq(authDevices.approvalHash, approvalHash)))
        .returning({ userId: authDevices.userId })
      return { approved: approved.length === 1, handedOver: approved.length === 1 && handedOver }
    },

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
          await tx
            .update(authDevices)
            .set({
              approvedAt: null,
              splitId: null,
              handover: null,
              approvalHash: null,
              approvalExpiresAt: null,
            })
            .where(browserOf(userId, t.deviceHash))
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
