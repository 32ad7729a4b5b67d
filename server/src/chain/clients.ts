import {
  createPublicClient,
  fallback,
  type HttpTransportConfig,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ServerConfig } from '../config.ts'
import { isEvmChain } from './native.ts'

/** One viem client per configured EVM chain, batching JSON-RPC calls made in the same tick. */
export type ChainClients = Map<string, PublicClient>

/**
 * A chain's transport over its `rpcUrls`: the first, and the next ones in order when it fails (viem's
 * `fallback`, which also goes back to an earlier URL once it answers again).
 *
 * @example
 * createPublicClient({ transport: chainTransport(['https://rpc-a.example', 'https://rpc-b.example']) })
 */
export function chainTransport(rpcUrls: readonly string[], opts: HttpTransportConfig = {}): Transport {
  const [first, ...rest] = rpcUrls
  if (!first) throw new Error('A chain needs at least one RPC URL')
  if (rest.length === 0) return http(first, opts)
  return fallback(rpcUrls.map((url) => http(url, opts)))
}

/**
 * Creates the chain clients of a configuration.
 *
 * @example
 * const clients = createChainClients(config)
 * await clients.get('eip155:31337')?.getBlockNumber()
 */
export function createChainClients(config: ServerConfig): ChainClients {
  return new Map(
    config.chains
      .filter((c) => isEvmChain(c.caipNetworkId))
      .map((c) => [
        c.caipNetworkId,
        createPublicClient({
          transport: chainTransport(c.rpcUrls, {
            batch: { batchSize: 1_000, wait: 0 },
            timeout: config.rpcTimeoutMs,
            retryCount: 1,
          }),
        }),
      ]),
  )
}
