/**
 * Wallet discovery and the silent reconnect, in the order a returning visitor needs them: the
 * namespaces being restored mount their adapters first (each loads its code then), the others once
 * nothing restores any more, so a returning visitor's wallet does not wait for every chain's code.
 * Loaded with the connection manager.
 */

import type { AdapterContext, ChainAdapter } from '../connection/adapter.ts'
import type { ConnectContext } from './context.ts'

/** What discovery needs of the connection manager. */
export type DiscoveryManager = {
  contextFor: (adapter: ChainAdapter) => AdapterContext
  reconnectSaved: (prepare: (connectorId: string) => Promise<boolean>) => void
}

/** Discovery under way: `all` mounts every adapter not yet mounted (something needs them all); `stop` ends it. */
export type Discovery = { all: () => void; stop: () => void }

/**
 * Starts discovery; with `restore`, the remembered connections are restored first (`restore` readies a
 * connector, as `reconnectSaved` takes it). `discovered` runs once every adapter is mounted.
 *
 * @example
 * const discovery = startDiscovery(ctx, manager, undefined, () => store.set({ walletsDiscovered: true }))
 */
export function startDiscovery(
  ctx: Pick<ConnectContext, 'store' | 'options'>,
  manager: DiscoveryManager,
  restore: ((connectorId: string) => Promise<boolean>) | undefined,
  discovered: () => void,
): Discovery {
  const { store, options } = ctx
  const mounted = new Map<ChainAdapter, () => void>()
  let stopped = false
  /** The namespaces whose remembered connection is still being restored. */
  const restoring = () =>
    Object.entries(store.get().connections).flatMap(([ns, c]) => (c?.status === 'reconnecting' ? [ns] : []))
  let settled = 0
  /**
   * Mounts the adapters `which` picks, each once its code is in hand: it finds its wallets as it mounts.
   * An adapter whose code cannot load ends its namespace's restore (disconnected, never stuck) and is
   * tried again by the next call that needs it.
   */
  const discover = (which: (a: ChainAdapter) => boolean) => {
    for (const a of options.adapters) {
      if (stopped || mounted.has(a) || !which(a)) continue
      mounted.set(a, () => {})
      void Promise.resolve(a.ready?.())
        .then(
          () => {
            if (!stopped) mounted.set(a, a.mount(manager.contextFor(a)))
          },
          () =>
            store.set((s) =>
              s.connections[a.namespace]?.status === 'reconnecting'
                ? {
                    connections: {
                      ...s.connections,
                      [a.namespace]: { status: 'disconnected', connections: [] },
                    },
                  }
                : {},
            ),
        )
        .finally(() => {
          if (++settled === options.adapters.length && !stopped) discovered()
        })
    }
  }
  const all = () => discover(() => true)
  let unsubscribe: (() => void) | undefined
  if (restore) {
    const first = restoring()
    discover((a) => first.includes(a.namespace))
    manager.reconnectSaved(restore)
  }
  const settle = () => {
    if (restoring().length) return
    unsubscribe?.()
    all()
  }
  unsubscribe = store.subscribe(settle)
  settle()
  return {
    all,
    stop() {
      stopped = true
      unsubscribe?.()
      for (const cleanup of mounted.values()) cleanup()
      mounted.clear()
    },
  }
}
