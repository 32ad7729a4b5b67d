/**
 * Whether an instance remembers a connection it restores when it mounts: what a bridge (the wagmi
 * connector) asks before Latch has mounted, so it waits for Latch's restore instead of reporting
 * "disconnected" first. Read from the instance's storage on demand, never at creation.
 */
import type { ChainNamespace } from '../caip.ts'
import { createLatchStorage } from '../latch-storage.ts'
import type { ResolvedOptions } from '../options.ts'
import { defaultStorage } from '../storage.ts'

/**
 * True when the instance's storage holds a connection of `namespace` that mounting restores.
 *
 * @example
 * if (hasRememberedConnection(latch, 'eip155')) await restored()
 */
export function hasRememberedConnection(
  latch: { readonly options: Pick<ResolvedOptions, 'storage' | 'adapters'> },
  namespace: ChainNamespace,
): boolean {
  const { storage, adapters } = latch.options
  if (!adapters.some((a) => a.namespace === namespace)) return false
  return !!createLatchStorage(storage ?? defaultStorage()).connections.get()?.[namespace]
}
