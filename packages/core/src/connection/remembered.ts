/**
 * The connections an instance remembers: what its mount restores, and what a bridge (the wagmi
 * connector) asks before Latch has mounted, so it waits for Latch's restore instead of reporting
 * "disconnected" first.
 */
import type { ChainNamespace } from '../plumbing/caip.ts'
import { createPageStorage, type PageStorage } from '../plumbing/page-storage.ts'
import { defaultStorage, type LatchStorage } from '../plumbing/storage.ts'
import type { ChainAdapter } from './adapter.ts'

/**
 * The remembered connector of each namespace an adapter serves: what mounting restores.
 *
 * @example
 * for (const [ns, connectorId] of rememberedConnections(storage, options.adapters)) markReconnecting(ns, connectorId)
 */
export const rememberedConnections = (
  storage: Pick<PageStorage, 'connections'>,
  adapters: readonly ChainAdapter[],
): [ChainNamespace, string][] =>
  Object.entries(storage.connections.get() ?? {}).filter(([ns]) =>
    adapters.some((a) => a.namespace === ns),
  ) as [ChainNamespace, string][]

/**
 * True when the instance's storage holds a connection of `namespace` that mounting restores. Read from
 * the instance's storage on demand, never at creation.
 *
 * @example
 * if (hasRememberedConnection(latch, 'eip155')) await restored()
 */
export function hasRememberedConnection(
  latch: { readonly options: { storage?: LatchStorage; adapters: readonly ChainAdapter[] } },
  namespace: ChainNamespace,
): boolean {
  const { storage, adapters } = latch.options
  return rememberedConnections(createPageStorage(storage ?? defaultStorage()), adapters).some(
    ([ns]) => ns === namespace,
  )
}
