/**
 * Activity grouped for display: by year, then month. Its own module because only the Activity tab uses
 * it, while the fetching (activity.ts) loads with the account features: a module both reached would be a
 * chunk of its own in an esbuild build, found only after the modal's arrives.
 */
import type { ApiTransaction } from '@latch/protocol/api/wire'

/** Transactions of one month. `month` is 0 (January) to 11, in UTC. */
export type TransactionMonth = { month: number; transactions: ApiTransaction[] }
/** Transactions of one year, by month, newest first. */
export type TransactionYear = { year: number; months: TransactionMonth[] }

/**
 * Groups transactions by year, then month, newest first (SPEC §3 `transactionsByYear`).
 *
 * @example
 * groupTransactions(state.activity.transactions)[0] // { year: 2026, months: [{ month: 10, transactions: […] }] }
 */
export function groupTransactions(transactions: readonly ApiTransaction[]): TransactionYear[] {
  const years = new Map<number, Map<number, ApiTransaction[]>>()
  for (const t of transactions) {
    const d = new Date(t.metadata.minedAt)
    if (Number.isNaN(d.getTime())) continue
    const months = years.get(d.getUTCFullYear()) ?? new Map<number, ApiTransaction[]>()
    years.set(d.getUTCFullYear(), months)
    months.set(d.getUTCMonth(), [...(months.get(d.getUTCMonth()) ?? []), t])
  }
  const time = (t: ApiTransaction) => new Date(t.metadata.minedAt).getTime()
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, months]) => ({
      year,
      months: [...months.entries()]
        .sort(([a], [b]) => b - a)
        .map(([month, list]) => ({ month, transactions: list.sort((a, b) => time(b) - time(a)) })),
    }))
}
