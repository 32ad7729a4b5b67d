/**
 * The sponsorship's gas accounting: what a project sponsored on a chain in the last day (each signed
 * operation counted at its maximum cost), and an operation charged against the project's daily cap
 * exactly, across every server process over the database. The paymaster route holds no SQL.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { sponsoredOperations } from './tables.ts'

const DAY_MS = 86_400_000

/** What one sponsored operation charges: the project and chain, the account, its maximum cost in wei. */
export type SponsoredCharge = { projectId: string; chain: string; sender: string; maxCost: bigint }

/**
 * The sponsorship ledger over a database.
 *
 * @example
 * const ledger = sponsorshipLedger(db)
 * if (!(await ledger.charge({ projectId, chain, sender, maxCost }, cap))) throw capReached()
 */
export function sponsorshipLedger(db: Database) {
  const spentIn = async (tx: Pick<Database, 'select'>, projectId: string, chain: string): Promise<bigint> => {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${sponsoredOperations.maxCostWei}::numeric), 0)::text` })
      .from(sponsoredOperations)
      .where(
        and(
          eq(sponsoredOperations.projectId, projectId),
          eq(sponsoredOperations.chain, chain),
          gt(sponsoredOperations.signedAt, new Date(Date.now() - DAY_MS)),
        ),
      )
    return BigInt(row?.total ?? '0')
  }
  return {
    /** What the project sponsored on the chain in the last day, in wei. */
    spent: (projectId: string, chain: string): Promise<bigint> => spentIn(db, projectId, chain),
    /**
     * Records an operation if it fits under the daily cap; false when it does not. One charge per
     * project and chain at a time, across processes (an advisory lock): the cap holds exactly.
     */
    charge(c: SponsoredCharge, cap: bigint): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsor:${c.projectId}:${c.chain}`}))`)
        if ((await spentIn(tx, c.projectId, c.chain)) + c.maxCost > cap) return false
        await tx.insert(sponsoredOperations).values({
          id: randomUUID(),
          projectId: c.projectId,
          chain: c.chain,
          sender: c.sender.toLowerCase(),
          maxCostWei: c.maxCost.toString(),
        })
        return true
      })
    },
  }
}
