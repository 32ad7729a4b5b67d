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
  authShareAnswer,
  authShareMessage,
  authShareNonceAnswer,
  createWalletAnswer,
  createWalletBody,
  okAnswer,
  putAuthShareBody,
  type RecoveryResponse,
  recoveryAnswer,
  shareDigest,
} from '@latch/protocol/embedded'
import { type Hex, recoverMessageAddress } from 'viem'
import { HttpError, refusal } from '../http/errors.ts'
import { accountStore } from './account-store.ts'
import { newToken, sha256 } from './crypto.ts'
import type { AuthFeature } from './fields.ts'
import { hit } from './rate-limit.ts'
import { shareStore } from './share-store.ts'
import { sessionOf, signedIn } from './signed-in.ts'

/** How long a nonce for replacing a browser's auth share works. */
export const SHARE_NONCE_TTL_MS = 5 * 60_000

/** How often one account may fetch its recovery shares (the code itself is 160 bits: never guessed). */
export const RECOVERY_LIMIT = { max: 10, windowMs: 3600_000 }

/** The share routes; each needs a session, and gives an account's shares to that account only. */
export const shareRoutes: AuthFeature = async (app, deps) => {
  const { db, keys } = deps
  const store = shareStore(db, keys)
  const accounts = accountStore(db)
  const walletOf = async (userId: string) => {
    const address = (await accounts.view(userId))?.address
    if (!address) throw refusal(404, {}, 'noWallet')
    return address
  }

  signedIn(app, deps, (app) => {
    app.put(
      AUTH_PATHS.wallet,
      { schema: { response: { 200: createWalletAnswer }, body: createWalletBody } },
      async (req): Promise<{ address: string }> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body
        // An account gets one wallet: the first frame to create it wins, a second is refused.
        const created = await store.createWallet(userId, deviceHash, {
          address: body.address.toLowerCase(),
          splitId: randomUUID(),
          authShare: body.authShare,
          recoveryShare: body.recoveryShare,
          sealedRecoveryShare: body.sealedRecoveryShare,
        })
        if (!created) throw refusal(409, {}, 'walletExists')
        return { address: body.address.toLowerCase() }
      },
    )

    app.get<{ Reply: AuthShareResponse }>(
      AUTH_PATHS.authShare,
      { schema: { response: { 200: authShareAnswer } } },
      async (req) => {
        const { userId, deviceHash } = sessionOf(req)
        const address = await walletOf(userId)
        return { address, ...(await store.takeAuthShare(userId, deviceHash)) }
      },
    )

    // A replacement names a nonce this browser asked for, the browser and the split it replaces: a signed
    // replacement works once, on that browser, over that split (never to put it back on an older one).
    app.post<{ Reply: AuthShareNonceResponse }>(
      AUTH_PATHS.authShareNonce,
      { schema: { response: { 200: authShareNonceAnswer } } },
      async (req) => {
        const { userId, deviceHash } = sessionOf(req)
        await walletOf(userId)
        const nonce = newToken()
        const expiresAt = new Date(Date.now() + SHARE_NONCE_TTL_MS)
        const device = await store.issueNonce(userId, deviceHash, sha256(nonce), expiresAt)
        if (!device) throw refusal(404, {}, 'noWallet')
        return { nonce, browser: deviceHash, split: device.split }
      },
    )

    app.put(
      AUTH_PATHS.authShare,
      { schema: { response: { 200: okAnswer }, body: putAuthShareBody } },
      async (req): Promise<{ ok: true }> => {
        const { userId, deviceHash } = sessionOf(req)
        const body = req.body
        const wallet = await walletOf(userId)
        if (wallet !== body.address.toLowerCase())
          throw new HttpError(409, "This is not the account's wallet", 'body.address')
        const split = (await store.splitOf(userId, deviceHash)) ?? null
        // Only the wallet's own key replaces a share: a session without it cannot swap in a share that
        // would rebuild another key.
        const signer = await recoverMessageAddress({
          message: authShareMessage({
            address: wallet,
            browser: deviceHash,
            split,
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
        // The nonce is spent with the split's change, only if it is this browser's, unspent, in time, and
        // the split is still the one signed for; the share and the change land together or not at all.
        const replaced = await store.replaceAuthShare(userId, deviceHash, {
          from: split,
          splitId: randomUUID(),
          authShare: body.authShare,
          nonceHash: sha256(body.nonce),
        })
        if (!replaced)
          throw new HttpError(
            403,
            'This replacement was already used, expired or is not for this browser',
            'body.nonce',
          )
        return { ok: true }
      },
    )

    app.get<{ Reply: RecoveryResponse }>(
      AUTH_PATHS.recovery,
      { schema: { response: { 200: recoveryAnswer } } },
      async (req) => {
        const { userId } = sessionOf(req)
        await hit(db, `recovery:user:${userId}`, RECOVERY_LIMIT)
        const address = await walletOf(userId)
        const shares = await store.recoveryShares(userId)
        if (!shares) throw refusal(404, {}, 'noRecoveryShares')
        return { address, ...shares }
      },
    )
  })
}
