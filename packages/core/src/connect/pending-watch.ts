/** Watching the active account's pending transactions, when the app enables it (SPEC §4, §9). */
import type { ChainNamespace } from '../plumbing/caip.ts'
import type { ConnectContext } from './context.ts'

/** Pending-transaction watching stops after this many (SPEC §9). */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * One watch at a time over an instance: `watchPending(ns)` (re)starts it on the namespace's connection,
 * emitting `pendingTransactions` for each batch seen, until {@link PENDING_TRANSACTIONS_LIMIT}.
 *
 * @example
 * const { watchPending, stopWatching } = pendingWatch(ctx)
 * watchPending('eip155')
 */
export function pendingWatch(ctx: ConnectContext): {
  watchPending: (ns: ChainNamespace) => void
  stopWatching: () => void
} {
  const { store, options } = ctx
  let unwatch: (() => void) | undefined
  const stopWatching = () => {
    unwatch?.()
    unwatch = undefined
  }
  const watchPending = (ns: ChainNamespace) => {
    stopWatching()
    const { enable, pollingInterval } = options.pendingTransactionsFilter
    const adapter = options.adapters.find((a) => a.namespace === ns)
    const network = ctx.network(store.get().connections[ns]?.caipNetworkId)
    if (!enable || !adapter?.watchPendingTransactions || !network) return
    let seen = 0
    unwatch = adapter.watchPendingTransactions({
      network,
      pollingInterval,
      onTransactions(hashes) {
        seen += hashes.length
        ctx.emit('pendingTransactions')
        if (seen >= PENDING_TRANSACTIONS_LIMIT) stopWatching()
      },
    })
  }
  return { watchPending, stopWatching }
}
