/**
 * The wallet's server-held shares: the auth share of each device split, released to a session of a
 * browser on that split, and the recovery split's two server-kept parts (the server's share and the
 * visitor's share sealed under their recovery code), which open only with that code, in the frame.
 */
import { randomUUID } from 'node:crypto'
import {
  AUTH_PATHS,
  type AuthShareNonceResponse,
  type AuthShareResponse,
  authShareMessage,
  type CreateWalletBody,
  type PutAuthShareBody,
  type RecoveryResponse,
  shareDigest,
} from '@latch/protocol/embedded'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Hex, recoverMessageAddress } from 'viem'
import { z } from 'zod'
import { HttpError, refusal } from '../http/errors.ts'
import type { WireShape } from '../http/schemas.ts'
import { newToken, open, seal, sha256 } from './crypto.ts'
import { type AuthDeps, addressField, RECOVERY_SPLIT, shareAad, shareField } from './fields.ts'
import { hit } from './rate-limit.ts'
import { sessionOf, signedIn } from './signed-in.ts'
import { authDevices, authShares, authUsers } from './tables.ts'

/** How long a nonce for replacing a browser's auth share works. */
export const SHARE_NONCE_TTL_MS = 5 * 60_000

/** How often one account may fetch its recovery shares (the code itself is 160 bits: never guessed). */
export const RECOVERY_LIMIT = { max: 10, windowMs: 3600_000 }

type Kind = (typeof authShares.$inferSelect)['kind']

/** The share routes; each needs a session, and gives an account's shares to that account only. */
export function shareRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, keys } = deps
  const sealed = (userId: string, kind: Kind, splitId: string, share: string) => ({
    userId,
    kind,
    splitId,
    sealed: seal(keys, share, shareAad(userId, kind, splitId)),
  })
  const shareOf = async (userId: string, kind: Kind, splitId: string) => {
    const [row] = await db
      .select()
      .from(authShares)
      .where(and(eq(authShares.userId, userId), eq(authShares.kind, kind), eq(authShares.splitId, splitId)))
    return row ? open(keys, row.sealed, shareAad(userId, kind, splitId)) : null
  }
  const walletOf = async (userId: string) => {
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId))
    if (!user?.address) throw refusal(404, {}, 'noWallet')
    return user.address
  }
  const joinSplit = (userId: string, deviceHash: string, splitId: string) =>
    db
      .update(authDevices)
      .set({ splitId, handover: null })
      .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash)))

  signedIn(app, deps, (app) => {
    const walletBody = z.object({
      address: addressField,
      authShare: shareField,
      recoveryShare: shareField,
      sealedRecoveryShare: shareField,
    } satisfies WireShape<CreateWalletBody>)
    app.put(
      AUTH_PATHS.wallet,
      {
        schema: {
          body: walletBody,
        },
      },
      async (req): Promise<{ address: string }> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body
        const splitId = randomUUID()
        await db.transaction(async (tx) => {
          // An account gets one wallet: the first frame to create it wins, a second is refused.
          const claimed = await tx
            .update(authUsers)
            .set({ address: body.address.toLowerCase() })
            .where(and(eq(authUsers.id, userId), isNull(authUsers.address)))
            .returning({ id: authUsers.id })
          if (claimed.length === 0) throw refusal(409, {}, 'walletExists')
          await tx
            .insert(authShares)
            .values([
              sealed(userId, 'auth', splitId, body.authShare),
              sealed(userId, 'recovery', RECOVERY_SPLIT, body.recoveryShare),
              sealed(userId, 'sealed-recovery', RECOVERY_SPLIT, body.sealedRecoveryShare),
            ])
        })
        await joinSplit(userId, deviceHash, splitId)
        return { address: body.address.toLowerCase() }
      },
    )

    app.get<{ Reply: AuthShareResponse }>(AUTH_PATHS.authShare, async (req) => {
      const { userId, deviceHash } = sessionOf(req)
      const address = await walletOf(userId)
      const [device] = await db
        .select()
        .from(authDevices)
        .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash)))
      // A handed-over share is given once: the next read finds none.
      if (device?.handover)
        await db
          .update(authDevices)
          .set({ handover: null })
          .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash)))
      return {
        address,
        authShare: device?.splitId ? await shareOf(userId, 'auth', device.splitId) : null,
        handover: device?.handover ?? null,
      }
    })

    const deviceOf = async (userId: string, deviceHash: string) => {
      const [device] = await db
        .select()
        .from(authDevices)
        .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash)))
      return device
    }

    // A replacement names a nonce this browser asked for, the browser and the split it replaces: a signed
    // replacement works once, on that browser, over that split (never to put it back on an older one).
    app.post<{ Reply: AuthShareNonceResponse }>(AUTH_PATHS.authShareNonce, async (req) => {
      const { userId, deviceHash } = sessionOf(req)
      await walletOf(userId)
      const nonce = newToken()
      const [device] = await db
        .update(authDevices)
        .set({
          shareNonceHash: sha256(nonce),
          shareNonceExpiresAt: new Date(Date.now() + SHARE_NONCE_TTL_MS),
        })
        .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, deviceHash)))
        .returning()
      if (!device) throw refusal(404, {}, 'noWallet')
      return { nonce, browser: deviceHash, split: device.splitId }
    })

    const authShareBody = z.object({
      address: addressField,
      authShare: shareField,
      nonce: z.string().min(16).max(128),
      signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Invalid signature'),
    } satisfies WireShape<PutAuthShareBody>)
    app.put(
      AUTH_PATHS.authShare,
      {
        schema: {
          body: authShareBody,
        },
      },
      async (req): Promise<{ ok: true }> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body
        const wallet = await walletOf(userId)
        if (wallet !== body.address.toLowerCase())
          throw new HttpError(409, "This is not the account's wallet", 'body.address')
        const device = await deviceOf(userId, deviceHash)
        // Only the wallet's own key replaces a share: a session without it cannot swap in a share that
        // would rebuild another key.
        const signer = await recoverMessageAddress({
          message: authShareMessage({
            address: wallet,
            browser: deviceHash,
            split: device?.splitId ?? null,
            nonce: body.nonce,
            digest: await shareDigest(body.authShare),
          }),
          signature: body.signature as Hex,
        }).catch(() => undefined)
        if (signer?.toLowerCase() !== wallet)
          throw new HttpError(
            403,
            "The new share is not signed by the wallet's key for this browser, its split and nonce",
            'body.signature',
          )
        const splitId = randomUUID()
        // The nonce is spent with the split's change, only if it is this browser's, unspent, in time, and
        // the split is still the one signed for; the share and the change land together or not at all.
        await db.transaction(async (tx) => {
          await tx.insert(authShares).values(sealed(userId, 'auth', splitId, body.authShare))
          const spent = await tx
            .update(authDevices)
            .set({ splitId, handover: null, shareNonceHash: null, shareNonceExpiresAt: null })
            .where(
              and(
                eq(authDevices.userId, userId),
                eq(authDevices.deviceHash, deviceHash),
                eq(authDevices.shareNonceHash, sha256(body.nonce)),
                gt(authDevices.shareNonceExpiresAt, new Date()),
                device?.splitId ? eq(authDevices.splitId, device.splitId) : isNull(authDevices.splitId),
              ),
            )
            .returning({ userId: authDevices.userId })
          if (spent.length === 0)
            throw new HttpError(
              403,
              'This replacement was already used, expired or is not for this browser',
              'body.nonce',
            )
        })
        return { ok: true }
      },
    )

    app.get<{ Reply: RecoveryResponse }>(AUTH_PATHS.recovery, async (req) => {
      const { userId } = sessionOf(req)
      await hit(db, `recovery:user:${userId}`, RECOVERY_LIMIT)
      const address = await walletOf(userId)
      const recoveryShare = await shareOf(userId, 'recovery', RECOVERY_SPLIT)
      const sealedRecoveryShare = await shareOf(userId, 'sealed-recovery', RECOVERY_SPLIT)
      if (!recoveryShare || !sealedRecoveryShare) throw refusal(404, {}, 'noRecoveryShares')
      return { address, recoveryShare, sealedRecoveryShare }
    })
  })
}
