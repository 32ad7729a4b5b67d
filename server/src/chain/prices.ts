import type { ServerConfig } from '../config.ts'

/**
 * The USD price of an asset: `chain` plus `native` or a token address.
 *
 * @example
 * priceOf(config, 'eip155:31337', 'native') // 3000
 */
export function priceOf(config: ServerConfig, chain: string, asset: string): number | undefined {
  // EVM addresses are case-insensitive; Solana mints are base58, where case is meaning.
  return config.priceSource.usd[`${chain}:${chain.startsWith('eip155:') ? asset.toLowerCase() : asset}`]
}
