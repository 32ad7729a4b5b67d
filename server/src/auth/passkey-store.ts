/**
 * What the passkey routes keep in the database, and nothing else: single-use challenges bound to a
 * purpose, a browser (and, to add a passkey, the account); passkeys, each row carrying an HMAC under the
 * server's key so a row the server did not write is no passkey; and each passkey's two shares, sealed
 * under the server's key and bound to the account, the kind and the passkey.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { fieldsMac, type ServerKeys, sameSecret, sha256 } from './crypto.ts'
import { openShare, sealedShare } from './share-store.ts'
import { authPasskeyChallenges, authPasskeys, authShares } from './tables.ts'

/** How long a challenge works. */
export const CHALLENGE_TTL_MS = 5 * 60_000

/** What a challenge is for: adding a passkey to a signed-in account, or logging in with one. */
export type ChallengePurpose = 'register' | 'login'

/** A passkey as WebAuthn verifies it: its id, account, public key (base64url), counter and transports. */
export type StoredPasskey = {
  credentialId: string
  userId: string
  publicKey: string
  counter: number
  transports: string[] | null
}

/** The two shares a passkey keeps: the server's, and the one only the passkey's PRF opens. */
export type PasskeyShares = { passkeyShare: string; sealedPasskeyShare: string }

/**
 * The passkeys' data access over a database, under the server's keys.
 *
 * @example
 * const store = passkeyStore(db, keys)
 * await store.rememberChallenge(options.challenge, 'login', deviceHash)
 */
export function passkeyStore(db: Database, keys: ServerKeys) {
  const macOf = (row: Pick<StoredPasskey, 'credentialId' | 'userId' | 'publicKey'>) =>
    fieldsMac(keys.sessions, ['passkey', row.credentialId, row.userId, row.publicKey])
  const shareKinds = { passkey: 'passkeyShare', 'sealed-passkey': 'sealedPasskeyShare' } as const

  return {
    /** Keeps a new challenge by its hash; expired ones are dropped as new ones come. */
    async rememberChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      deviceHash: string,
      userId?: string,
    ): Promise<void> {
      await db.delete(authPasskeyChallenges).where(lt(authPasskeyChallenges.expiresAt, new Date()))
      await db.insert(authPasskeyChallenges).values({
        challengeHash: sha256(challenge),
        purpose,
        deviceHash,
        userId: userId ?? null,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      })
    },

    /**
     * Uses a challenge once: true only if it was made for this purpose, browser (and account), has not
     * expired and was not used before.
     */
    async useChallenge(
      challenge: string,
      purpose: ChallengePurpose,
      deviceHash: string,
      userId?: string,
    ): Promise<boolean> {
      const used = await db
        .update(authPasskeyChallenges)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authPasskeyChallenges.challengeHash, sha256(challenge)),
            eq(authPasskeyChallenges.purpose, purpose),
            eq(authPasskeyChallenges.deviceHash, deviceHash),
            userId ? eq(authPasskeyChallenges.userId, userId) : isNull(authPasskeyChallenges.userId),
            isNull(authPasskeyChallenges.usedAt),
            gt(authPasskeyChallenges.expiresAt, new Date()),
          ),
        )
        .returning({ hash: authPasskeyChallenges.challengeHash })
      return used.length === 1
    },

    /** The account's passkeys, for the browser to refuse registering one twice. */
    async credentialsOf(userId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await db.select().from(authPasskeys).where(eq(authPasskeys.userId, userId))
      return rows.map((p) => ({ id: p.credentialId, transports: p.transports ?? [] }))
    },

    /**
     * Adds a verified passkey and its two shares, sealed, in one transaction; false (nothing written)
     * when that credential is already someone's.
     */
    async add(passkey: StoredPasskey, shares: PasskeyShares): Promise<boolean> {
      const { userId, credentialId } = passkey
      const sealed = (kind: keyof typeof shareKinds) =>
        sealedShare(keys, userId, kind, credentialId, shares[shareKinds[kind]])
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(authPasskeys)
          .values({ ...passkey, mac: macOf(passkey) })
          .onConflictDoNothing()
          .returning({ id: authPasskeys.credentialId })
        if (inserted.length === 0) return false
        await tx.insert(authShares).values([sealed('passkey'), sealed('sealed-passkey')])
        return true
      })
    },

    /** The passkey with this credential id, only when its row carries the server's HMAC. */
    async find(credentialId: string): Promise<StoredPasskey | undefined> {
      const [row] = await db.select().from(authPasskeys).where(eq(authPasskeys.credentialId, credentialId))
      if (!row || !sameSecret(row.mac, macOf(row))) return undefined
      const { mac: _mac, createdAt: _created, lastUsedAt: _used, ...passkey } = row
      return passkey
    },

    /** Records a login: the authenticator's new counter, and when. */
    async recordUse(credentialId: string, counter: number): Promise<void> {
      await db
        .update(authPasskeys)
        .set({ counter, lastUsedAt: new Date() })
        .where(eq(authPasskeys.credentialId, credentialId))
    },

    /** The passkey's two shares, opened under the server's key; undefined when either is missing. */
    async sharesOf(
      passkey: Pick<StoredPasskey, 'userId' | 'credentialId'>,
    ): Promise<PasskeyShares | undefined> {
      const { userId, credentialId } = passkey
      const shareOf = (kind: keyof typeof shareKinds) => openShare(db, keys, userId, kind, credentialId)
      const passkeyShare = await shareOf('passkey')
      const sealedPasskeyShare = await shareOf('sealed-passkey')
      return passkeyShare && sealedPasskeyShare ? { passkeyShare, sealedPasskeyShare } : undefined
    },
  }
}

/** The passkeys' data access (`passkeyStore`). */
export type PasskeyStore = ReturnType<typeof passkeyStore>
