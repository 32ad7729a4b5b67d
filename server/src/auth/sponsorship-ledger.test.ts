import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from '../test/harness.ts'
import { sponsorshipLedger } from './sponsorship-ledger.ts'
import { sponsoredOperations } from './tables.ts'

const sender = `0x${'A'.repeat(40)}`

describe('the sponsorship ledger on PGlite', () => {
  let db: Database
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ db, close } = await openTestDatabase({ kind: 'pglite' }))
  })
  afterAll(() => close())

  it("charges operations while they fit under the project's daily cap on the chain, then refuses", async () => {
    const ledger = sponsorshipLedger(db)
    const projectId = randomUUID()
    const charge = (maxCost: bigint, chain = 'eip155:31337') =>
      ledger.charge({ projectId, chain, sender, maxCost }, 100n)
    expect(await charge(60n)).toBe(true)
    expect(await charge(40n)).toBe(true)
    expect(await charge(1n)).toBe(false)
    // Another chain has a cap of its own.
    expect(await charge(100n, 'eip155:1')).toBe(true)
    expect(await ledger.spent(projectId, 'eip155:31337')).toBe(100n)
    expect(await ledger.spent(projectId, 'eip155:1')).toBe(100n)
  })

  it('holds the cap exactly when charges race, and counts only the last day', async () => {
    const ledger = sponsorshipLedger(db)
    const projectId = randomUUID()
    const chain = 'eip155:31337'
    const results = await Promise.all(
      Array.from({ length: 8 }, () => ledger.charge({ projectId, chain, sender, maxCost: 10n }, 30n)),
    )
    expect(results.filter(Boolean)).toHaveLength(3)
    // An operation signed two days ago no longer counts against today's cap.
    await db.insert(sponsoredOperations).values({
      id: randomUUID(),
      projectId: `${projectId}-old`,
      chain,
      sender: sender.toLowerCase(),
      maxCostWei: '1000',
      signedAt: new Date(Date.now() - 2 * 86_400_000),
    })
    expect(await ledger.spent(`${projectId}-old`, chain)).toBe(0n)
  })
})
