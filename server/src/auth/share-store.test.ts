import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from '../test/harness.ts'
import { accountStore } from './account-store.ts'
import { deriveKeys, sha256 } from './crypto.ts'
import { RECOVERY_SPLIT } from './fields.ts'
import { openShare, type ShareStore, shareStore } from './share-store.ts'
import { authDevices, authShares, authUsers } from './tables.ts'

const keys = deriveKeys('cd'.repeat(32))
const shares = {
  authShare: 'auth-share-0123456789',
  recoveryShare: 'recovery-0123456789',
  sealedRecoveryShare: 'sealed-0123456789',
}
const address = `0x${'2'.repeat(40)}`

describe('the share store on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  let store: ShareStore
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
    store = shareStore(db, keys)
  })
  afterAll(() => close())

  /** A fresh account with one approved browser, and no wallet yet. */
  const account = async () => {
    const userId = randomUUID()
    const browser = sha256(userId)
    await db.insert(authUsers).values({ id: userId })
    await db.insert(authDevices).values({ userId, deviceHash: browser, approvedAt: new Date() })
    return { userId, browser }
  }
  /** An account with a wallet, its browser on the wallet's first split. */
  const withWallet = async () => {
    const a = await account()
    const splitId = randomUUID()
    expect(await store.createWallet(a.userId, a.browser, { address, splitId, ...shares })).toBe(true)
    return { ...a, splitId }
  }
  const rowsOf = (userId: string) => db.select().from(authShares).where(eq(authShares.userId, userId))

  it('gives an account one wallet: the browser joins its split, and the shares come back opened', async () => {
    const { userId, browser, splitId } = await withWallet()
    expect((await accountStore(db).view(userId))?.address).toBe(address)
    expect(await store.splitOf(userId, browser)).toBe(splitId)
    expect(await store.takeAuthShare(userId, browser)).toEqual({
      authShare: shares.authShare,
      handover: null,
    })
    expect(await store.recoveryShares(userId)).toEqual({
      recoveryShare: shares.recoveryShare,
      sealedRecoveryShare: shares.sealedRecoveryShare,
    })
    // Sealed at rest.
    expect((await rowsOf(userId)).map((r) => r.sealed).join()).not.toContain('0123456789')
    // A second wallet is refused, and nothing of it is written.
    expect(await store.createWallet(userId, browser, { address, splitId: randomUUID(), ...shares })).toBe(
      false,
    )
    expect(await rowsOf(userId)).toHaveLength(3)
  })

  it('hands a handed-over share out once', async () => {
    const { userId, browser } = await withWallet()
    await db
      .update(authDevices)
      .set({ handover: 'handed-over' })
      .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, browser)))
    expect((await store.takeAuthShare(userId, browser)).handover).toBe('handed-over')
    expect((await store.takeAuthShare(userId, browser)).handover).toBeNull()
  })

  it('replaces a browser’s auth share once per nonce, only in time and over the split signed for', async () => {
    const { userId, browser, splitId } = await withWallet()
    const soon = new Date(Date.now() + 60_000)
    expect(await store.issueNonce(userId, browser, sha256('nonce-1'), soon)).toEqual({ split: splitId })
    const change = (over: Partial<Parameters<ShareStore['replaceAuthShare']>[2]> = {}) => ({
      from: splitId,
      splitId: randomUUID(),
      authShare: 'new-auth-share-0123456789',
      nonceHash: sha256('nonce-1'),
      ...over,
    })
    // Another nonce, another browser, or a split the browser is no longer on: refused, nothing written.
    expect(await store.replaceAuthShare(userId, browser, change({ nonceHash: sha256('other') }))).toBe(false)
    expect(await store.replaceAuthShare(userId, sha256('elsewhere'), change())).toBe(false)
    expect(await store.replaceAuthShare(userId, browser, change({ from: randomUUID() }))).toBe(false)
    expect(await rowsOf(userId)).toHaveLength(3)
    const first = change()
    expect(await store.replaceAuthShare(userId, browser, first)).toBe(true)
    expect(await store.splitOf(userId, browser)).toBe(first.splitId)
    expect((await store.takeAuthShare(userId, browser)).authShare).toBe(first.authShare)
    // The nonce is spent.
    expect(await store.replaceAuthShare(userId, browser, change({ from: first.splitId }))).toBe(false)
    // An expired one is refused.
    await store.issueNonce(userId, browser, sha256('nonce-2'), new Date(Date.now() - 1))
    expect(
      await store.replaceAuthShare(
        userId,
        browser,
        change({ from: first.splitId, nonceHash: sha256('nonce-2') }),
      ),
    ).toBe(false)
    expect(await rowsOf(userId)).toHaveLength(4)
  })

  it('has no nonce for a browser the account does not have', async () => {
    const { userId } = await withWallet()
    expect(await store.issueNonce(userId, sha256('unknown'), sha256('n'), new Date())).toBeUndefined()
  })

  it('opens no share moved to another account', async () => {
    const { userId } = await withWallet()
    const thief = await account()
    await db.update(authShares).set({ userId: thief.userId }).where(eq(authShares.userId, userId))
    await expect(openShare(db, keys, thief.userId, 'sealed-recovery', RECOVERY_SPLIT)).rejects.toThrow()
    expect(await store.recoveryShares(userId)).toBeUndefined()
  })
})
