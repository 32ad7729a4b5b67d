import type { ApiClient } from '../api/client.ts'
import type { ApiTransaction } from '../api/wire.ts'
import type { CaipNetworkId } from '../caip.ts'
import type { InstanceContext } from '../context.ts'
import { latchError } from '../errors.ts'
import type { NotificationInput } from '../notifications.ts'
import { activeAccount, isStillActive, requireApi } from './active.ts'
import type { ActivityState } from './types.ts'

/** Pages fetched in a row when filtering leaves a page with nothing to show. */
const MAX_SKIPPED_PAGES = 5

/**
 * The transactions worth showing (SPEC §5): only the given chain's, and none whose transfers are all
 * spam NFTs.
 *
 * @example
 * keepTransactions(page.data, 'eip155:1')
 */
export function keepTransactions(transactions: readonly ApiTransaction[], chainId: CaipNetworkId) {
  return transactions.filter(
    (t) =>
      t.metadata.chain === chainId &&
      !(t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.flags.is_spam === true)),
  )
}

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

/**
 * The connected account's activity on its chain, page by page. A failure shows "Failed to fetch
 * transactions", marks the list empty and clears the cursor (SPEC §8).
 */
export function createActivity(
  ctx: InstanceContext,
  api: ApiClient | undefined,
  notify: (n: NotificationInput) => void,
) {
  const { store } = ctx
  const set = (patch: Partial<ActivityState>) => store.set((s) => ({ activity: { ...s.activity, ...patch } }))

  return {
    /** Loads the first page, or with `more` the next one. Needs a connected address (SPEC §5). */
    async fetchActivity(opts: { more?: boolean } = {}): Promise<void> {
      const a = activeAccount(ctx)
      // EVM only (SPEC §1): the tabs of other namespaces say so and fetch nothing.
      if (a?.namespace !== 'eip155') return
      const current = store.get().activity
      const more = opts.more === true && current.key === a.key
      if (more && (current.loading || current.next === undefined)) return
      let cursor = more ? current.next : undefined
      let transactions = more ? [...current.transactions] : []
      // A refresh keeps the list on screen until the new first page replaces it.
      set({
        key: a.key,
        transactions: current.key === a.key ? current.transactions : [],
        loading: true,
        failed: false,
        empty: false,
        lastNetworkInView: a.chainId,
      })
      try {
        let next: string | undefined
        for (let page = 0; page < MAX_SKIPPED_PAGES; page++) {
          const r = await requireApi(api).history(a.address, {
            chainId: a.chainId,
            ...(cursor ? { cursor } : {}),
          })
          const kept = keepTransactions(r.data, a.chainId)
          const seen = new Set(transactions.map((t) => t.id))
          transactions = [...transactions, ...kept.filter((t) => !seen.has(t.id))]
          next = typeof r.next === 'string' && r.next !== '' ? r.next : undefined
          cursor = next
          if (kept.length > 0 || !next) break
        }
        if (!isStillActive(ctx, a.key)) return
        store.set({
          activity: {
            key: a.key,
            transactions,
            ...(next ? { next } : {}),
            loading: false,
            empty: transactions.length === 0 && !next,
            failed: false,
            lastNetworkInView: a.chainId,
          },
        })
      } catch {
        if (!isStillActive(ctx, a.key)) return
        store.set({
          activity: { key: a.key, transactions: [], loading: false, empty: true, failed: true },
        })
        notify({ message: ctx.t.describe(latchError('FAILED_TO_FETCH_TRANSACTIONS')), variant: 'error' })
      }
    },
  }
}
