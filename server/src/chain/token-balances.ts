import type { ApiTokenBalance } from '@latch/protocol/api'
import { formatUnits } from 'viem'
import type { ServerConfig } from '../config.ts'
import { nativeCurrencyOf } from './native.ts'
import { priceOf } from './prices.ts'
import { tokenIconUrl } from './token-icon.ts'

/** A balance read from a chain: the coin or a configured token, and its amount in base units. */
export type HeldAmount = { name: string; symbol: string; decimals: number; raw: bigint; iconUrl?: string }

/**
 * Balances as the API answers them (SPEC §3 Token balance): the native coin first, then the tokens in
 * configured order, each priced in USD; zero balances are left out.
 *
 * @example
 * pricedBalances(config, 'eip155:1', wei, tokens.map((t, i) => ({ ...t, raw: amounts[i] })))
 */
export function pricedBalances(
  config: ServerConfig,
  chain: string,
  native: bigint,
  tokens: (HeldAmount & { address: string })[],
): ApiTokenBalance[] {
  const entries = [
    { ...nativeCurrencyOf(config, chain), raw: native, asset: 'native', iconUrl: undefined },
    ...tokens.map((t) => ({ ...t, asset: t.address })),
  ]
  return entries
    .filter((e) => e.raw > 0n)
    .map((e) => {
      const numeric = formatUnits(e.raw, e.decimals)
      const price = priceOf(config, chain, e.asset) ?? 0
      return {
        name: e.name,
        symbol: e.symbol,
        chainId: chain,
        ...(e.asset === 'native' ? {} : { address: `${chain}:${e.asset}` }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(e.decimals), numeric },
        iconUrl: tokenIconUrl(e.symbol, e.iconUrl),
      }
    })
}
