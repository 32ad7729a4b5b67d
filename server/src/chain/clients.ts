import { createPublicClient, http, type PublicClient } from 'viem'
import type { ServerConfig } from '../config.ts'
import { isEvmChain } from './native.ts'

/** One viem client per configured EVM chain, batching JSON-RPC calls made in the same tick. */
export type ChainClients = Map<string, PublicClient>

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
          transport: http(c.rpcUrls[0], {
            batch: { batchSize: 1_000, wait: 0 },
            timeout: config.rpcTimeoutMs,
            retryCount: 1,
          }),
        }),
      ]),
  )
}
