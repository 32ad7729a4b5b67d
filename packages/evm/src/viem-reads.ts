/** The heavy part of the adapter, on viem: loaded on first use, never at page load. */
import type { Balance, Network } from '@latch/core'
import { createPublicClient, formatUnits, http, type PublicClient } from 'viem'

/** A cache of viem clients per RPC URL, owned by one adapter instance. */
export type ClientCache = Map<string, PublicClient>

/** The viem client of a network's first RPC URL, made once per adapter. */
export function clientFor(cache: ClientCache, network: Network): PublicClient {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`Network ${network.name} has no RPC URL`)
  let client = cache.get(url)
  if (!client) {
    client = createPublicClient({
      transport: http(url, { timeout: 10_000, retryCount: 1 }),
      pollingInterval: 500,
    })
    cache.set(url, client)
  }
  return client
}

/** Reads a native balance through the network's first RPC URL. */
export async function readBalance(cache: ClientCache, address: string, network: Network): Promise<Balance> {
  const client = clientFor(cache, network)
  const value = await client.getBalance({ address: address as `0x${string}` })
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}

/** Polls the network's pending-transaction filter; returns the cleanup. */
export function watchPending(
  cache: ClientCache,
  network: Network,
  pollingInterval: number,
  onTransactions: (hashes: readonly string[]) => void,
): () => void {
  return clientFor(cache, network).watchPendingTransactions({
    poll: true,
    pollingInterval,
    onTransactions,
    onError: () => {
      // A node without pending filters simply reports nothing; balances still refresh on demand.
    },
  })
}
