import type { Latch, LatchState } from '@latch/core'
import { useSyncExternalStore } from 'react'

/** Subscribes to a stable slice of a given instance's state (server snapshot: the pristine state). */
export function useLatchSelectorOf<T>(latch: Latch, select: (s: LatchState) => T): T {
  return useSyncExternalStore(
    latch.subscribe,
    () => select(latch.getState()),
    () => select(latch.getServerState()),
  )
}
