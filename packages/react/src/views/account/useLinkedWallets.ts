import type { ChainNamespace } from '@latch/core'
import { useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'

/** What {@link useLinkedWallets} returns. */
export type LinkedWallets = {
  /** False unless the visitor is signed in through the Latch server (`latchSiwx()`): nothing to link to. */
  available: boolean
  /** Whether the CAIP-10 account is linked to the signed-in profile, on whichever chain it linked. */
  isLinked: (caipAddress: string) => boolean
  /** Links a connection's wallet by its own signature; rejects with the reason. */
  link: (connectorId: string, namespace: ChainNamespace) => Promise<void>
  /** Unlinks a CAIP-10 account; rejects with the reason. */
  unlink: (caipAddress: string) => Promise<void>
}

/** No account linked: before the list is read, signed out, or when reading it failed. */
const none = (): boolean => false

/** The link actions' code: loaded once a profile is signed in, never with the modal itself. */
const actions = () => import('@latch/core/internal/siwx/links')

/**
 * The signed-in profile's linked wallets for the Account view's list: read when the session is there,
 * read again after each link and unlink. A failed read leaves none marked.
 */
export function useLinkedWallets(): LinkedWallets {
  const latch = useLatchInstance()
  const signedIn = useLatchSelector((s) => s.siwx?.status === 'signed-in')
  const available =
    signedIn && latch.api !== undefined && latch.options.siwx?.createMessageParams !== undefined
  // Read through the actions' own key (`linkedAccount`: namespace and address, on any chain).
  const [isLinked, setIsLinked] = useState<(caipAddress: string) => boolean>(() => none)
  const refresh = useCallback(async () => {
    const { getLinkedWallets, linkedAccount } = await actions()
    const keys = new Set((await getLinkedWallets(latch)).links.map((l) => linkedAccount(l.address)))
    setIsLinked(() => (caipAddress: string) => keys.has(linkedAccount(caipAddress)))
  }, [latch])
  useEffect(() => {
    if (available) refresh().catch(() => setIsLinked(() => none))
    else setIsLinked(() => none)
  }, [available, refresh])
  return {
    available,
    isLinked,
    link: async (connectorId, namespace) => {
      await (await actions()).linkWallet(latch, { connectorId, namespace })
      await refresh()
    },
    unlink: async (caipAddress) => {
      await (await actions()).unlinkWallet(latch, caipAddress)
      await refresh()
    },
  }
}
