import type { ServerConfig } from '../config.ts'

/** A chain's native coin. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** The coin of each namespace's chains unless the chain's configuration names its own. */
const BY_NAMESPACE: Record<string, NativeCurrency> = {
  eip155: { symbol: 'ETH', name: 'Ether', decimals: 18 },
  solana: { symbol: 'SOL', name: 'Solana', decimals: 9 },
}

/**
 * A configured chain's native coin: its configured `nativeCurrency`, else its namespace's.
 *
 * @example
 * nativeCurrencyOf(config, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').symbol // 'SOL'
 */
export function nativeCurrencyOf(config: ServerConfig, chain: string): NativeCurrency {
  const own = config.chains.find((c) => c.caipNetworkId === chain)?.nativeCurrency
  return own ?? BY_NAMESPACE[chain.split(':')[0] ?? ''] ?? BY_NAMESPACE.eip155!
}

/** Whether a chain is an EVM chain (the indexer, names, swaps and activity serve those only). */
export const isEvmChain = (chain: string): boolean => chain.startsWith('eip155:')
