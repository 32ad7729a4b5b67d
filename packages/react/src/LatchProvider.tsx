import type { Latch } from '@latch/core'
import { createLoader } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { LatchContext } from './context.ts'
import { useLoaded } from './lazy.ts'
import { useLatchSelectorOf } from './useLatchSelectorOf.ts'

const modal = createLoader(() => import('./modal/ModalRoot.tsx'))
/** Loads the modal's code; the button calls it on hover, focus, pointerdown and touchstart. */
export const loadModal = (): Promise<unknown> => modal.load()

/** Props of {@link LatchProvider}. */
export type LatchProviderProps = { latch: Latch; children?: ReactNode }

/**
 * Makes a Latch instance available to the hooks and components below it, starts wallet discovery and
 * the silent reconnect after hydration, and renders the modal (loaded on first open).
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
 * root.render(<LatchProvider latch={latch}><App /></LatchProvider>)
 */
export function LatchProvider({ latch, children }: LatchProviderProps): ReactNode {
  useEffect(() => latch.mount(), [latch])
  const open = useLatchSelectorOf(latch, (s) => s.modal.open || s.notification.open || s.alert.open)
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  // Rendered the moment its code is in hand (at once when preloaded): no Suspense reveal delay.
  const ModalRoot = useLoaded(modal, opened)?.default
  return (
    <LatchContext.Provider value={latch}>
      {children}
      {ModalRoot ? <ModalRoot /> : null}
    </LatchContext.Provider>
  )
}
