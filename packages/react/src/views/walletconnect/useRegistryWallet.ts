import type { RegistryWallet } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'

/**
 * The registry entry of a wallet: the one given, else fetched by id from the server (a recent wallet
 * carries only its id and name). Undefined while loading, or when the server does not know it.
 */
export function useRegistryWallet(
  walletId: string | undefined,
  given: RegistryWallet | undefined,
): RegistryWallet | undefined {
  const latch = useLatchInstance()
  const [fetched, setFetched] = useState<RegistryWallet | undefined>()
  useEffect(() => {
    if (given || !walletId || !latch.api) return
    let live = true
    latch.api
      .wallets({ page: 1, entries: 1, include: [walletId] })
      .then((r) => {
        if (live) setFetched(r.data.find((w) => w.id === walletId))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [latch, walletId, given])
  return given ?? fetched
}
