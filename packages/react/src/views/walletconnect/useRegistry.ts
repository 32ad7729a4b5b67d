import type { RegistryQuery, RegistryWallet } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'

/**
 * One page of the wallet registry for a query, or undefined while it loads, when `query` is undefined,
 * when no API server is configured, or when the call fails. A late answer to an older query is dropped.
 *
 * @example
 * const featured = useRegistryQuery({ page: 1, include: ids }) ?? []
 */
export function useRegistryQuery(query: RegistryQuery | undefined): RegistryWallet[] | undefined {
  const latch = useLatchInstance()
  const key = query ? JSON.stringify(query) : undefined
  const [result, setResult] = useState<{ key: string; data: RegistryWallet[] } | undefined>()
  useEffect(() => {
    if (!key || !latch.api) return
    let live = true
    latch.api
      .wallets(JSON.parse(key) as RegistryQuery)
      .then((r) => {
        if (live) setResult({ key, data: r.data })
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [latch, key])
  return result?.key === key ? result?.data : undefined
}

/**
 * The registry entry of a wallet: the one given, else fetched by id from the server (a recent wallet
 * carries only its id and name). Undefined while loading, or when the server does not know it.
 */
export function useRegistryWallet(
  walletId: string | undefined,
  given: RegistryWallet | undefined,
): RegistryWallet | undefined {
  const fetched = useRegistryQuery(
    given || !walletId ? undefined : { page: 1, entries: 1, include: [walletId] },
  )
  return given ?? fetched?.find((w) => w.id === walletId)
}
