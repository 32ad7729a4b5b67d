/**
 * What the share routes keep in the database: the account's wallet address, each share sealed under
 * the server's key and bound to its account, kind and split, and each browser's split, handed-over share
 * and single-use replacement nonce. The passkeys' shares are sealed and opened the same way
 * (`sealedShare`, `openShare`).
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { browserOf } from './browser-store.ts'
import { open, type ServerKeys, seal } from './crypto.ts'
import { RECOVERY_SPLIT, shareAad } from './fields.ts'
import { authDevices, authShares, authUsers } from './tables.ts'

/** What a share is: a browser split's auth share, the recovery split's two, or a passkey's two. */
export type ShareKind = (typeof authShares.$inferSelect)['kind']

/**
 * A share as a row: sealed under the server's key, bound to its account, kind and split.
 *
 * @example
 * await db.insert(authShares).values(sealedShare(keys, userId, 'auth', splitId, share))
 */
export function sealedShare(
  keys: ServerKeys,
  userId: string,
  kind: ShareKind,
  splitId: string,
  share: string,
) {
  return { userId, kind, splitId, sealed: seal(keys, share, shareAad(userId, kind, splitId)) }
}

/**
 * The share of that account, kind and split, opened; undefined when there is none. Throws when the row
 * was sealed for another account, kind or split (or under another key).
 *
 * @example
 * const share = await openShare(db, keys, userId, 'recovery', RECOVERY_SPLIT)
 */
export async function openShare(
  db: Database,
  keys: ServerKeys,
  userId: string,
  kind: ShareKind,
  splitId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select()
    .from(authShares)
    .where(and(eq(authShares.userId, userId), eq(authShares.kind, kind), eq(authShares.splitId, splitId)))
  return row ? open(keys, row.sealed, shareAad(userId, kind, splitId)) : undefined
}

/** The three shares a new wallet leaves with the server. */
export type WalletShares = { authShare: string; recoveryShare: string; sealedRecoveryShare: string }

/**
 * The share routes' data access over a database, under the server's keys.
 *
 * @example
 * const store = shareStore(db, keys)
 * const { authShare } = await store.takeAuthShare(userId, deviceHash)
 */
export function shareStore(db: Database, keys: ServerKeys) {
  return {
    /**
     * Gives the account its wallet and the server's shares of it, and puts this browser on the new
     * split, all at once; false (nothing written) when the account already has a wallet.
     */
    async createWallet(
      userId: string,
      deviceHash: string,
      wallet: { address: string; splitId: string } & WalletShares,
    ): Promise<boolean> {
      const created = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(authUsers)
          .set({ address: wallet.address })
          .where(and(eq(authUsers.id, userId), isNull(authUsers.address)))
          .returning({ id: authUsers.id })
        if (claimed.length === 0) return false
        await tx
          .insert(authShares)
          .values([
            sealedShare(keys, userId, 'auth', wallet.splitId, wallet.authShare),
            sealedShare(keys, userId, 'recovery', RECOVERY_SPLIT, wallet.recoveryShare),
            sealedShare(keys, userId, 'sealed-recovery', RECOVERY_SPLIT, wallet.sealedRecoveryShare),
          ])
        return true
      })
      if (created)
        await db
          .update(authDevices)
          .set({ splitId: wallet.splitId, handover: null })
          .where(browserOf(userId, deviceHash))
      return created
    },

    /** This browser's split, if it has one. */
    async splitOf(userId: string, deviceHash: string): Promise<string | null | undefined> {
      const [device] = await db.select().from(authDevices).where(browserOf(userId, deviceHash))
      return device?.splitId
    },

    /**
     * This browser's auth share (of its split) and the share handed over to it, if any: a handed-over
     * share is given once, and the next read finds none.
     */
    async takeAuthShare(
      userId: string,
      deviceHash: string,
    ): Promise<{ authShare: string | null; handover: string | null }> {
      const [device] = await db.select().from(authDevices).where(browserOf(userId, deviceHash))
      if (device?.handover)
        await db.update(authDevices).set({ handover: null }).where(browserOf(userId, deviceHash))
      return {
        authShare: device?.splitId
          ? ((await openShare(db, keys, userId, 'auth', device.splitId)) ?? null)
          : null,
        handover: device?.handover ?? null,
      }
    },

    /** Keeps the hash of a replacement nonce for this browser until `expiresAt`; its split, or undefined if no such browser. */
    async issueNonce(
      userId: string,
      deviceHash: string,
      nonceHash: string,
      expiresAt: Date,
    ): Promise<{ split: string | null } | undefined> {
      const [device] = await db
        .update(authDevices)
        .set({ shareNonceHash: nonceHash, shareNonceExpiresAt: expiresAt })
        .where(browserOf(userId, deviceHash))
        .returning()
      return device ? { split: device.splitId } : undefined
    },

    /**
     * Puts this browser on a new split with a new auth share, spending its nonce, only if the nonce is
     * this browser's, unspent and in time, and the browser is still on the split `from`; the share and
     * the change land together or not at all (false).
     */
    async replaceAuthShare(
      userId: string,
      deviceHash: string,
      change: { from: string | null; splitId: string; authShare: string; nonceHash: string },
    ): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          await tx
            .insert(authShares)
            .values(sealedShare(keys, userId, 'auth', change.splitId, change.authShare))
          const spent = await tx
            .update(authDevices)
            .set({ splitId: change.splitId, handover: null, shareNonceHash: null, shareNonceExpiresAt: null })
            .where(
              and(
                browserOf(userId, deviceHash),
                eq(authDevices.shareNonceHash, change.nonceHash),
                gt(authDevices.shareNonceExpiresAt, new Date()),
                change.from ? eq(authDevices.splitId, change.from) : isNull(authDevices.splitId),
              ),
            )
            .returning({ userId: authDevices.userId })
          // Rolls the share back with the refusal.
          if (spent.length === 0) throw new NotSpent()
          return true
        })
        .catch((e: unknown) => {
          if (e instanceof NotSpent) return false
          throw e
        })
    },

    /** The recovery split's two server-kept shares, opened; undefined when either is missing. */
    async recoveryShares(
      userId: string,
    ): Promise<{ recoveryShare: string; sealedRecoveryShare: string } | undefined> {
      const recoveryShare = await openShare(db, keys, userId, 'recovery', RECOVERY_SPLIT)
      const sealedRecoveryShare = await openShare(db, keys, userId, 'sealed-recovery', RECOVERY_SPLIT)
      return recoveryShare && sealedRecoveryShare ? { recoveryShare, sealedRecoveryShare } : undefined
    },
  }
}

/** The share routes' data access (`shareStore`). */
export type ShareStore = ReturnType<typeof shareStore>

class NotSpent extends Error {}
