/**
 * The modal's kit inside the views it loads later: only they import this module, so it ships in their
 * chunk (see kit.ts for why they receive rather than import what they share with the first views).
 */
import { createContext, useContext } from 'react'
import type { ModalKit } from './kit.ts'

export const ModalKitContext = createContext<ModalKit | null>(null)

/**
 * The modal's kit, inside a view the modal loads later.
 *
 * @example
 * const { strings: en, TokenIcon } = useModalKit()
 */
export function useModalKit(): ModalKit {
  const kit = useContext(ModalKitContext)
  if (!kit) throw new Error('useModalKit() is for the views the modal loads later')
  return kit
}
