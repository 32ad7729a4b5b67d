/**
 * Bench fixtures: a history of `count` native transfers between two addresses, written straight into the
 * index (as the indexer would have), so the history endpoint has pages to serve.
 */
import type { Database } from '../src/db/client.ts'
import { accountActivity, transfers } from '../src/db/schema.ts'

/**
 * Writes `count` transfers alternating between `address` and `other` on `chain`, 1,000 per insert.
 *
 * @example
 * await seedHistory(db, { chain: 'eip155:31337', address, other, count: 100_000 })
 */
export async function seedHistory(
  db: Database,
  opts: { chain: string; address: string; other: string; count: number },
): Promise<void> {
  const { chain, address, other, count } = opts
  for (let i = 0; i < count; i += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - i) }, (_, j) => {
      const n = i + j
      return {
        chain,
        txHash: `0x${n.toString(16).padStart(64, '0')}`,
        logIndex: -1,
        blockNumber: BigInt(n + 1),
        blockHash: `0x${(n + 1).toString(16).padStart(64, '0')}`,
        minedAt: new Date(1_700_000_000_000 + n * 12_000),
        sender: n % 2 ? address : other,
        recipient: n % 2 ? other : address,
        kind: 'native' as const,
        token: null,
        value: '1000000000000000',
        status: 'confirmed' as const,
      }
    })
    await db.insert(transfers).values(rows)
    await db.insert(accountActivity).values(
      rows.flatMap((r) =>
        [r.sender, r.recipient].map((a) => ({
          address: a,
          chain,
          txHash: r.txHash,
          blockNumber: r.blockNumber,
        })),
      ),
    )
  }
}

/** A history page cursor `n` transfers deep into a seeded history (what the endpoint hands out). */
export const seededCursor = (n: number): string =>
  Buffer.from(`${n + 1}:0x${n.toString(16).padStart(64, '0')}`).toString('base64url')
