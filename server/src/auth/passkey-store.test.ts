import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from '../test/harness.ts'
import { deriveKeys } from './crypto.ts'
import { type PasskeyStore, passkeyStore } from './passkey-store.ts'
import { authEmails, authPasskeyChallenges, authPasskeys, authShares, authUsers } from './tables.ts'

const KEY = 'ab'.repeat(32)
const browser = 'b'.repeat(64)
const shares = { passkeyShare: 'server-share-0123456789', sealedPasskeyShare: 'prf-sealed-share-0123456789' }

describe('the passkey store on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  let store: PasskeyStore
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
    store = passkeyStore(db, deriveKeys(KEY))
  })
  afterAll(() => close())

  /** A fresh account with a wallet and an email address. */
  const account = async () => {
    const id = randomUUID()
    await db.insert(authUsers).values({ id, address: `0x${'1'.repeat(40)}` })
    await db.insert(authEmails).values({ email: `${id}@example.com`, userId: id })
    return id
  }
  const passkeyOf = (userId: string, credentialId = randomUUID()) => ({
    credentialId,
    userId,
    publicKey: 'cHVibGljLWtleQ',
    counter: 0,
    transports: ['internal'],
  })

  it('uses a challenge once, only for the purpose, browser and account it was made for', async () => {
    const userId = await account()
    await store.rememberChallenge('add-one', 'register', browser, userId)
    expect(await store.useChallenge('add-one', 'login', browser, userId)).toBe(false)
    expect(await store.useChallenge('add-one', 'register', 'c'.repeat(64), userId)).toBe(false)
    expect(await store.useChallenge('add-one', 'register', browser, await account())).toBe(false)
    expect(await store.useChallenge('add-one', 'register', browser)).toBe(false)
    expect(await store.useChallenge('add-one', 'register', browser, userId)).toBe(true)
    expect(await store.useChallenge('add-one', 'register', browser, userId)).toBe(false)
  })

  it('refuses an expired challenge, and drops expired ones as new ones come', async () => {
    await store.rememberChallenge('late', 'login', browser)
    await db.update(authPasskeyChallenges).set({ expiresAt: new Date(Date.now() - 1) })
    expect(await store.useChallenge('late', 'login', browser)).toBe(false)
    await store.rememberChallenge('fresh', 'login', browser)
    expect(await db.select().from(authPasskeyChallenges)).toHaveLength(1)
  })

  it('keeps a passkey with its two shares sealed, and gives both back only for that passkey', async () => {
    const userId = await account()
    const passkey = passkeyOf(userId)
    expect(await store.add(passkey, shares)).toBe(true)
    expect(await store.find(passkey.credentialId)).toEqual(passkey)
    expect(await store.sharesOf(passkey)).toEqual(shares)
    const stored = await db.select().from(authShares).where(eq(authShares.userId, userId))
    expect(stored.map((r) => r.sealed).join()).not.toContain(shares.passkeyShare)
    expect(await store.credentialsOf(userId)).toEqual([
      { id: passkey.credentialId, transports: ['internal'] },
    ])
  })

  it('refuses a credential already someone’s, writing nothing', async () => {
    const first = passkeyOf(await account())
    await store.add(first, shares)
    const other = await account()
    expect(await store.add({ ...first, userId: other }, shares)).toBe(false)
    expect(await db.select().from(authShares).where(eq(authShares.userId, other))).toEqual([])
  })

  it('finds no passkey in a row the server did not write, and opens no share moved to another account', async () => {
    const userId = await account()
    const passkey = passkeyOf(userId)
    await store.add(passkey, shares)
    // Another public key written into the row: its HMAC no longer holds.
    await db
      .update(authPasskeys)
      .set({ publicKey: 'YXR0YWNrZXIta2V5' })
      .where(eq(authPasskeys.credentialId, passkey.credentialId))
    expect(await store.find(passkey.credentialId)).toBeUndefined()
    // The sealed shares moved to another account do not open there: they are bound to this one.
    const thief = await account()
    await db.update(authShares).set({ userId: thief }).where(eq(authShares.splitId, passkey.credentialId))
    await expect(store.sharesOf({ userId: thief, credentialId: passkey.credentialId })).rejects.toThrow()
  })

  it('records a login’s counter', async () => {
    const passkey = passkeyOf(await account())
    await store.add(passkey, shares)
    await store.recordUse(passkey.credentialId, 7)
    expect((await store.find(passkey.credentialId))?.counter).toBe(7)
  })
})
