import type { ApiTransaction } from '@latch/protocol/api/wire'
import type { ApiClient } from '../api/client.ts'
import { requireApi } from '../api/require.ts'
import { activeAccount } from '../connection/active-account.ts'
import { isStillActive } from '../connection/still-active.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import type { CaipNetworkId } from '../plumbing/caip.ts'
import { latchError } from '../plumbing/errors.ts'
import type { AccountContext } from './context.ts'
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

/**
 * The connected account's activity on its chain, page by page. A failure shows "Failed to fetch
 * transactions", marks the list empty and clears the cursor (SPEC §8).
 */
export function createActivity(
  ctx: AccountContext,
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
