import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { openTestDatabase } from '../../test/harness.ts'
import { sha256 } from '../crypto.ts'
import { authSocialLogins } from '../tables.ts'
import { claimAttempt, type NewAttempt, openAttempt, startAttempt } from './attempts.ts'

describe('social login attempts on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
  })
  afterAll(() => close())

  const attempt = (state: string, provider = 'github'): NewAttempt => ({
    state,
    provider,
    projectId: 'latch-demo',
    deviceHash: 'd',
    bindingHash: 'b',
    openerOrigin: 'http://localhost:5173',
    returnTo: null,
    linkUserId: null,
    codeVerifier: 'v',
    nonce: 'n',
  })

  it('keeps an attempt by its state’s hash and lets a callback claim it once', async () => {
    await startAttempt(db, attempt('state-one'))
    const [row] = await db
      .select()
      .from(authSocialLogins)
      .where(eq(authSocialLogins.stateHash, sha256('state-one')))
    expect(row?.provider).toBe('github')
    expect((await openAttempt(db, 'state-one', { farcaster: false }))?.openerOrigin).toBe(
      'http://localhost:5173',
    )
    expect(await claimAttempt(db, 'state-one', { farcaster: false })).toBeDefined()
    expect(await claimAttempt(db, 'state-one', { farcaster: false })).toBeUndefined()
    expect(await openAttempt(db, 'state-one', { farcaster: false })).toBeUndefined()
  })

  it('keeps a Farcaster attempt away from the provider callback, and the others away from the poll', async () => {
    await startAttempt(db, attempt('state-fc', 'farcaster'))
    await startAttempt(db, attempt('state-gh'))
    expect(await openAttempt(db, 'state-fc', { farcaster: false })).toBeUndefined()
    expect(await claimAttempt(db, 'state-fc', { farcaster: false })).toBeUndefined()
    expect(await openAttempt(db, 'state-gh', { farcaster: true })).toBeUndefined()
    expect(await claimAttempt(db, 'state-fc', { farcaster: true })).toBeDefined()
  })

  it('finds no expired attempt, and drops old ones as new ones start', async () => {
    await startAttempt(db, attempt('state-late'))
    await db
      .update(authSocialLogins)
      .set({ expiresAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(authSocialLogins.stateHash, sha256('state-late')))
    expect(await openAttempt(db, 'state-late', { farcaster: false })).toBeUndefined()
    await startAttempt(db, attempt('state-new'))
    expect(
      await db
        .select()
        .from(authSocialLogins)
        .where(eq(authSocialLogins.stateHash, sha256('state-late'))),
    ).toEqual([])
  })
})
