import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from '../test/harness.ts'
import { type BrowserStore, browserStore } from './browser-store.ts'
import { authDevices, authEmails, authSessions, authShares, authUsers } from './tables.ts'

describe('the browser store on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  let browsers: BrowserStore
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
    browsers = browserStore(db)
  })
  afterAll(() => close())

  /** An account with approved browsers, each with a live session; `a` and `b` share a split, `c` has its own. */
  const account = async () => {
    const userId = randomUUID()
    const [shared, own] = [randomUUID(), randomUUID()]
    const splits = { a: shared, b: shared, c: own }
    for (const [name, splitId] of Object.entries(splits)) {
      await db.insert(authDevices).values({
        userId,
        deviceHash: name,
        splitId,
        approvedAt: new Date(),
        lastUsedAt: new Date(Date.now() - name.charCodeAt(0) * 1000),
      })
      await db.insert(authSessions).values({
        tokenHash: randomUUID(),
        userId,
        deviceHash: name,
        expiresAt: new Date(Date.now() + 60_000),
      })
    }
    for (const splitId of [shared, own])
      await db.insert(authShares).values({ userId, kind: 'auth', splitId, sealed: 's' })
    return { userId, shared, own }
  }
  const liveSessions = async (userId: string, deviceHash: string) =>
    (
      await db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), eq(authSessions.deviceHash, deviceHash)))
    ).filter((s) => s.revokedAt === null).length
  const authShareOf = async (userId: string, splitId: string) =>
    (
      await db
        .select()
        .from(authShares)
        .where(and(eq(authShares.userId, userId), eq(authShares.splitId, splitId)))
    ).length

  it('lists the approved browsers, most recently used first', async () => {
    const { userId } = await account()
    expect((await browsers.approved(userId)).map((b) => b.deviceHash)).toEqual(['a', 'b', 'c'])
  })

  it('revokes one browser: its sessions end, and its split’s share stays while another browser uses it', async () => {
    const { userId, shared } = await account()
    expect(await browsers.revoke(userId, { id: 'a' })).toBe(1)
    expect(await liveSessions(userId, 'a')).toBe(0)
    expect(await liveSessions(userId, 'b')).toBe(1)
    expect(await authShareOf(userId, shared)).toBe(1)
    expect((await browsers.approved(userId)).map((b) => b.deviceHash)).toEqual(['b', 'c'])
    // The last browser on the split: its share goes too.
    expect(await browsers.revoke(userId, { id: 'b' })).toBe(1)
    expect(await authShareOf(userId, shared)).toBe(0)
    // A browser not approved (any more) is not revoked again.
    expect(await browsers.revoke(userId, { id: 'b' })).toBe(0)
  })

  it('signs out everywhere else: every other browser revoked, the asking one kept with its split', async () => {
    const { userId, shared, own } = await account()
    expect(await browsers.revoke(userId, { allBut: 'c' })).toBe(2)
    expect((await browsers.approved(userId)).map((b) => b.deviceHash)).toEqual(['c'])
    expect(await liveSessions(userId, 'c')).toBe(1)
    expect(await authShareOf(userId, shared)).toBe(0)
    expect(await authShareOf(userId, own)).toBe(1)
  })

  it('keeps a browser’s request by its link, approves it once, and joins it to the split a handover names', async () => {
    const { userId, shared } = await account()
    const email = `${userId}@example.com`
    await db.insert(authUsers).values({ id: userId, address: `0x${'4'.repeat(40)}` })
    await db.insert(authEmails).values({ email, userId })
    const pending = (link: string) => ({
      agent: 'Firefox|Linux',
      publicKey: 'p',
      approvalHash: link,
      approvalExpiresAt: new Date(Date.now() + 60_000),
      mailAppName: null,
      mailLocale: null,
    })
    expect(await browsers.approvalExpiry(userId, 'new')).toBeUndefined()
    await browsers.requestApproval(userId, 'new', pending('link-1'))
    expect(await browsers.approvalExpiry(userId, 'new')).toBeInstanceOf(Date)
    expect(await browsers.approvedFor(email, 'new')).toBe(false)
    // A second link replaces the first.
    await browsers.requestApproval(userId, 'new', pending('link-2'))
    expect(await browsers.pendingByLink('link-1')).toBeUndefined()
    expect(await browsers.pendingByLink('link-2')).toMatchObject({ email, address: `0x${'4'.repeat(40)}` })
    // A handover from a browser that is not approved is not taken; the approval still is.
    expect(await browsers.approve(userId, 'new', 'link-1')).toEqual({ approved: false, handedOver: false })
    expect(
      await browsers.approve(userId, 'new', 'link-2', { from: 'a', share: 'handed-over-share' }),
    ).toEqual({ approved: true, handedOver: true })
    expect(await browsers.approvedFor(email, 'new')).toBe(true)
    const [row] = await db
      .select()
      .from(authDevices)
      .where(and(eq(authDevices.userId, userId), eq(authDevices.deviceHash, 'new')))
    expect(row).toMatchObject({ splitId: shared, handover: 'handed-over-share', approvalHash: null })
    // Used once.
    expect(await browsers.approve(userId, 'new', 'link-2')).toEqual({ approved: false, handedOver: false })
  })

  it('finds no request by an expired link', async () => {
    const { userId } = await account()
    await db.insert(authEmails).values({ email: `${userId}@example.com`, userId })
    await db.insert(authUsers).values({ id: userId })
    await browsers.requestApproval(userId, 'late', {
      agent: 'a',
      publicKey: 'p',
      approvalHash: 'link-late',
      approvalExpiresAt: new Date(Date.now() - 1),
      mailAppName: null,
      mailLocale: null,
    })
    expect(await browsers.pendingByLink('link-late')).toBeUndefined()
  })
})
