/**
 * wagmi's configuration from Latch's: the chains are Latch's EVM networks (one definition of each chain),
 * each read through its RPC URLs, and the one connector is Latch's.
 */
import type { Latch, Network } from '@latch/core'
import { type Chain, fallback, http, type Transport } from 'viem'
import { type LatchConnectorReturnType, latchConnector } from './connector.ts'

/** What {@link latchWagmiConfig} gives wagmi's `createConfig`. */
export type LatchWagmiConfigReturnType = {
  chains: readonly [Chain, ...Chain[]]
  connectors: [LatchConnectorReturnType]
  transports: Record<number, Transport>
  /** Latch finds the browser's wallets itself (EIP-6963); wagmi does not list them a second time. */
  multiInjectedProviderDiscovery: false
}

/**
 * A Latch EVM network as a viem/wagmi chain (Latch's networks already have a chain's shape).
 *
 * @example
 * wagmiChainOf(mainnet).id // 1
 */
export function wagmiChainOf(network: Network): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number')
    throw new TypeError(`${network.caipNetworkId} is not an EVM network`)
  return {
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers && { blockExplorers: network.blockExplorers }),
    ...(network.testnet && { testnet: true }),
  }
}

/**
 * The parameters of wagmi's `createConfig` for an app whose wallet connection is Latch's: its EVM
 * networks as chains (in Latch's order), an HTTP transport over each network's RPC URLs (in order,
 * the next when one fails), and {@link latchConnector}. Spread it and add wagmi's own options.
 *
 * @example
 * import { createConfig, cookieStorage, createStorage } from 'wagmi'
 * const config = createConfig({ ...latchWagmiConfig(latch), ssr: true, storage: createStorage({ storage: cookieStorage }) })
 */
export function latchWagmiConfig(latch: Latch): LatchWagmiConfigReturnType {
  const evm = latch.options.networks.filter((n) => n.chainNamespace === 'eip155').map(wagmiChainOf)
  const [first, ...rest] = evm
  if (!first) throw new TypeError('latchWagmiConfig needs at least one EVM network in Latch')
  const transports: Record<number, Transport> = {}
  for (const chain of evm) {
    const urls = chain.rpcUrls.default.http
    transports[chain.id] = urls.length > 1 ? fallback(urls.map((u) => http(u))) : http(urls[0])
  }
  return {
    chains: [first, ...rest],
    connectors: [latchConnector({ latch })],
    transports,
    multiInjectedProviderDiscovery: false,
  }
}
