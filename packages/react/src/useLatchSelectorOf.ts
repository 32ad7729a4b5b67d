import type { Latch, LatchState } from '@latch/core'
import { useRef, useSyncExternalStore } from 'react'

/** Subscribes to a stable slice of a given instance's state (server snapshot: the pristine state). */
export function useLatchSelectorOf<T>(latch: Latch, select: (s: LatchState) => T): T {
  return useSyncExternalStore(
    latch.subscribe,
    () => select(latch.getState()),
    () => select(latch.getServerState()),
  )
}

/**
 * Subscribes to a record an instance getter reads (`latch.getAccount`, `latch.getNetworkState`): the
 * previous record is returned while its fields are unchanged, so a component re-renders only when what
 * it reads changes. Server rendering and hydration read it too: an account and its network change only
 * once the instance is mounted, which the provider does after hydration.
 */
export function useLatchSnapshotOf<T extends object>(latch: Latch, read: () => T): T {
  const last = useRef<T | undefined>(undefined)
  const pick = (): T => {
    const next = read()
    const was = last.current
    // Records of one getter have the same keys: the same values make the same record.
    if (!was || (Object.keys(next) as (keyof T)[]).some((k) => was[k] !== next[k])) last.current = next
    return last.current as T
  }
  return useSyncExternalStore(latch.subscribe, pick, pick)
}
