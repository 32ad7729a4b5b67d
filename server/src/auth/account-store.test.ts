import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from '../test/harness.ts'
import { type AccountStore, accountStore } from './account-store.ts'
import { authPasskeys, authSessions, authShares, authUsers } from './tables.ts'

describe('the account store on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  let accounts: AccountStore
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
    accounts = accountStore(db)
  })
  afterAll(() => close())

  const email = () => `${randomUUID()}@example.com`
  /** A session of the account, as a login opens one. */
  const sessionOf = async (userId: string) => {
    const tokenHash = randomUUID()
    await db.insert(authSessions).values({
      tokenHash,
      userId,
      deviceHash: 'd'.repeat(64),
      expiresAt: new Date(Date.now() + 60_000),
      mac: 'm',
    })
    return tokenHash
  }

  it('makes an account on an address’s first login, and logs the same address in to it again', async () => {
    const address = email()
    expect(await accounts.byEmail(address)).toBeUndefined()
    const userId = await accounts.forEmail(address)
    expect(await accounts.forEmail(address)).toBe(userId)
    expect(await accounts.byEmail(address)).toEqual({ userId, address: null })
    expect(await accounts.view(userId)).toEqual({ email: address, address: null })
    await db
      .update(authUsers)
      .set({ address: `0x${'3'.repeat(40)}` })
      .where(eq(authUsers.id, userId))
    expect((await accounts.byEmail(address))?.address).toBe(`0x${'3'.repeat(40)}`)
    expect(await accounts.view(randomUUID())).toBeUndefined()
  })

  it('moves an account to a new address through the session’s pending change, once the address is free', async () => {
    const old = email()
    const userId = await accounts.forEmail(old)
    const tokenHash = await sessionOf(userId)
    const next = email()
    await accounts.setPendingEmail(tokenHash, next)
    expect(await accounts.pendingEmail(tokenHash)).toBe(next)
    expect(await accounts.moveEmail(userId, tokenHash, next)).toBe(true)
    expect(await accounts.emailOf(userId)).toBe(next)
    expect(await accounts.taken(old)).toBe(false)
    expect(await accounts.pendingEmail(tokenHash)).toBeUndefined()
  })

  it('refuses an address another account took meanwhile, changing nothing', async () => {
    const mine = email()
    const userId = await accounts.forEmail(mine)
    const tokenHash = await sessionOf(userId)
    const wanted = email()
    await accounts.setPendingEmail(tokenHash, wanted)
    await accounts.forEmail(wanted)
    expect(await accounts.taken(wanted)).toBe(true)
    expect(await accounts.moveEmail(userId, tokenHash, wanted)).toBe(false)
    expect(await accounts.emailOf(userId)).toBe(mine)
    expect(await accounts.pendingEmail(tokenHash)).toBe(wanted)
  })

  it('gives an account without an address its first', async () => {
    const userId = randomUUID()
    await db.insert(authUsers).values({ id: userId })
    expect(await accounts.emailOf(userId)).toBeNull()
    const tokenHash = await sessionOf(userId)
    const first = email()
    expect(await accounts.moveEmail(userId, tokenHash, first)).toBe(true)
    expect(await accounts.view(userId)).toEqual({ email: first, address: null })
  })

  it('removes a login method, never the last, and a passkey with its shares', async () => {
    const address = email()
    const userId = await accounts.forEmail(address)
    // The only method: refused, nothing removed.
    expect(await accounts.removeMethod(userId, { kind: 'email' })).toBe('last')
    expect(await accounts.emailOf(userId)).toBe(address)
    const credentialId = randomUUID()
    await db.insert(authPasskeys).values({ credentialId, userId, publicKey: 'k', mac: 'm' })
    await db.insert(authShares).values({ userId, kind: 'passkey', splitId: credentialId, sealed: 's' })
    expect(await accounts.removeMethod(userId, { kind: 'social', provider: 'github' })).toBe('none')
    expect(await accounts.removeMethod(userId, { kind: 'passkey', id: credentialId })).toBe('removed')
    expect(await db.select().from(authShares).where(eq(authShares.splitId, credentialId))).toEqual([])
    expect(await accounts.removeMethod(userId, { kind: 'email' })).toBe('last')
  })
})
