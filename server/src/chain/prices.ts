import type { ServerConfig } from '../config.ts'

/**
 * The USD price of an asset: `chain` plus `native` or a token address.
 *
 * @example
 * priceOf(config, 'eip155:31337', 'native') // 3000
 */
export function priceOf(config: ServerConfig, chain: string, asset: string): number | undefined {
  return config.priceSource.usd[`${chain}:${asset.toLowerCase()}`]
}
