import type { ApiClient } from '../api/client.ts'
import { requireApi } from '../api/require.ts'
import { activeAccount } from '../connection/active-account.ts'
import { isStillActive } from '../connection/still-active.ts'
import type { NotificationInput } from '../notifications/notifications.ts'
import { latchError } from '../plumbing/errors.ts'
import type { AccountContext } from './context.ts'
import type { TokensState } from './types.ts'

/** After a failed token-balance fetch, the next waits this long (SPEC §9). */
export const TOKEN_BALANCE_RETRY_MS = 30_000

/**
 * The connected account's token balances and NFTs, through the API server. A failed balance fetch (or
 * a network the server does not serve) shows "Token Balance Unavailable" and blocks retries for 30 s.
 */
export function createPortfolio(
  ctx: AccountContext,
  api: ApiClient | undefined,
  notify: (n: NotificationInput) => void,
  now: () => number = Date.now,
) {
  const { store } = ctx
  const setTokens = (patch: Partial<TokensState>) => store.set((s) => ({ tokens: { ...s.tokens, ...patch } }))

  const portfolio = {
    async fetchTokenBalances(opts: { force?: boolean } = {}): Promise<void> {
      const a = activeAccount(ctx)
      if (!a) return
      const t = store.get().tokens
      const same = t.key === a.key
      if (same && t.status === 'loading') return
      if (same && t.lastRetry !== undefined && now() - t.lastRetry < TOKEN_BALANCE_RETRY_MS) return
      setTokens({ status: 'loading', key: a.key, balances: same ? t.balances : [], lastRetry: undefined })
      try {
        const { balances } = await requireApi(api).balance(a.address, a.chainId, opts.force)
        if (isStillActive(ctx, a.key)) setTokens({ status: 'ready', balances, stale: false })
      } catch {
        if (!isStillActive(ctx, a.key)) return
        // A failed refresh keeps what was shown, marked stale; with nothing to show, it is an error.
        const held = same ? t.balances : []
        setTokens({
          status: held.length > 0 ? 'ready' : 'error',
          balances: held,
          stale: held.length > 0,
          lastRetry: now(),
        })
        notify({ message: ctx.t.describe(latchError('TOKEN_BALANCE_UNAVAILABLE')), variant: 'error' })
      }
    },

    /** Loads the balances again after a failure, as soon as the 30 s retry throttle allows. */
    retryTokenBalances(): void {
      const t = store.get().tokens
      const wait = t.lastRetry === undefined ? 0 : t.lastRetry + TOKEN_BALANCE_RETRY_MS - now()
      setTimeout(
        () => {
          // A timer can fire a little before the clock says the throttle is over (the event loop's time
          // lags the wall clock on a busy tick): wait out the rest instead of skipping the retry.
          const last = store.get().tokens.lastRetry
          if (last !== undefined && now() - last < TOKEN_BALANCE_RETRY_MS)
            return portfolio.retryTokenBalances()
          void portfolio.fetchTokenBalances()
        },
        Math.max(0, wait),
      )
    },

    async fetchNfts(): Promise<void> {
      const a = activeAccount(ctx)
      // EVM only (SPEC §1): the tabs of other namespaces say so and fetch nothing.
      if (a?.namespace !== 'eip155') return
      const n = store.get().nfts
      if (n.key === a.key && n.status === 'loading') return
      store.set({ nfts: { status: 'loading', key: a.key, items: n.key === a.key ? n.items : [] } })
      try {
        const { data } = await requireApi(api).nfts(a.address, a.chainId)
        if (isStillActive(ctx, a.key)) store.set({ nfts: { status: 'ready', key: a.key, items: data } })
      } catch {
        if (isStillActive(ctx, a.key)) store.set({ nfts: { status: 'error', key: a.key, items: [] } })
      }
    },
  }
  return portfolio
}
