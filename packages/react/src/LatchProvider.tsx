import type { Latch } from '@latch/core'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { LatchContext } from './context.ts'
import { useLatchSelectorOf } from './useLatchSelectorOf.ts'

/** Loads the modal's code; the button calls it on hover or focus so a click finds it ready. */
export const loadModal = () => import('./modal/ModalRoot.tsx')
const ModalRoot = lazy(loadModal)

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
  return (
    <LatchContext value={latch}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ModalRoot />
        </Suspense>
      )}
    </LatchContext>
  )
}
