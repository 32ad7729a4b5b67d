import type { Latch } from '@latch/core'
import { createContext, useContext } from 'react'

export const LatchContext = createContext<Latch | null>(null)

/** The instance from the nearest `<LatchProvider>`; throws a clear error outside one. */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new Error('Latch hooks and components must be used inside <LatchProvider latch={latch}>')
  return latch
}
