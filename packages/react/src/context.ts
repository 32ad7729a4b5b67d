import type { Latch } from '@latch/core'
import type { installedConnector } from '@latch/core/internal/wallets/order'
import { createContext, type ReactNode, useContext } from 'react'
import type { Messages } from './i18n/en.ts'
import type { openWallet } from './views/walletconnect/open-wallet.ts'

export const LatchContext = createContext<Latch | null>(null)

/** The instance from the nearest `<LatchProvider>`; throws a clear error outside one. */
export function useLatchInstance(): Latch {
  const latch = useContext(LatchContext)
  if (!latch) throw new Error('Latch hooks and components must be used inside <LatchProvider latch={latch}>')
  return latch
}

/**
 * What the modal hands the views it loads separately (All Wallets): its strings, the wallet row, the
 * deep-link opener and the installed-wallet match. Handed over rather than imported, so such a view's chunk shares no module with the
 * modal's and the modal arrives in one round of requests with any bundler (esbuild splits shared
 * modules into chunks of their own, found only after the first one arrives).
 */
export type ModalKit = {
  strings: Messages
  WalletButton: (props: {
    name: string
    imageUrl?: string | undefined
    tag?: string | undefined
    onClick: () => void
  }) => ReactNode
  openWallet: typeof openWallet
  installedConnector: typeof installedConnector
}

export const ModalKitContext = createContext<ModalKit | null>(null)

/** The modal's kit, inside a view the modal loads separately. */
export function useModalKit(): ModalKit {
  const kit = useContext(ModalKitContext)
  if (!kit) throw new Error('useModalKit() is for views the modal renders')
  return kit
}
