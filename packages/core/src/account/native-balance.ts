/**
 * The connected account's native balance (`state.balance`), read through its adapter and held for
 * `CACHE_TTL_MS.nativeBalance`. Loaded with the account features: the button never shows it.
 */

import { activeAccount } from '../connection/active-account.ts'
import { CACHE_TTL_MS } from '../plumbing/cache-ttl.ts'
import type { AccountContext } from './context.ts'

/**
 * The balance reader of an instance: reads unless a fresh one is held (or one is loading), or
 * always with `force`. A read that lands after the account changed is dropped.
 *
 * @example
 * const refreshBalance = createNativeBalance(ctx)
 * await refreshBalance({ force: true })
 */
export function createNativeBalance(ctx: AccountContext): (opts?: { force?: boolean }) => Promise<void> {
  const { store } = ctx
  return async (opts = {}) => {
    const a = activeAccount(ctx)
    if (!a?.network) return
    const b = store.get().balance
    const held = b.status !== 'idle' && b.key === a.key
    const fresh = b.status === 'ready' && Date.now() - b.at < CACHE_TTL_MS.nativeBalance
    if (!opts.force && held && (fresh || b.status === 'loading')) return
    store.set({ balance: { status: 'loading', key: a.key } })
    const current = () => activeAccount(ctx)?.key === a.key
    try {
      const balance = await ctx.adapterFor(a.namespace).getBalance({ address: a.address, network: a.network })
      if (current()) store.set({ balance: { status: 'ready', key: a.key, balance, at: Date.now() } })
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      ctx.log.warn('native balance read failed', message)
      if (current()) store.set({ balance: { status: 'error', key: a.key, message } })
    }
  }
}
