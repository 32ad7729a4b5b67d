/**
 * What a fiat payment buys: the provider's fee, the network fee of the delivery, and the coins the rest
 * buys at the configured price. Money is counted in cents, coins in base units.
 */
import {
  ONRAMP_LIMITS,
  ONRAMP_REFUSALS,
  type OnrampFiat,
  type OnrampPaymentMethod,
  type OnrampRefusal,
  parseCents,
} from '@latch/protocol/api'
import { formatUnits, type PublicClient } from 'viem'
import { priceOf } from '../chain/prices.ts'
import type { ServerConfig } from '../config.ts'
import { HttpError, visitorRefusal } from '../http/errors.ts'
import type { OnrampConfig } from './settings.ts'

/** Gas a delivery uses: a native transfer, or an ERC-20 `transfer`. */
const DELIVERY_GAS = { native: 21_000n, token: 65_000n } as const

/**
 * A purchase refusal a visitor reads: 400, the English message, and its code and arguments.
 *
 * @example
 * throw onrampRefusal('ONRAMP_ASSET_UNSUPPORTED', [], 'body.purchaseCurrency')
 */
export const onrampRefusal = (code: OnrampRefusal, args: string[], field: string): HttpError =>
  visitorRefusal(ONRAMP_REFUSALS, code, args, field)

/** Cents as "50.00". */
export const money = (c: bigint): string => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`

/** A coin that can be bought, as configured. */
export type OnrampAsset = OnrampConfig['assets'][number]

/** A priced purchase. */
export type OnrampQuote = {
  asset: OnrampAsset
  currency: OnrampFiat
  method: OnrampPaymentMethod
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** Base units of the coin bought. */
  units: bigint
}

/**
 * Prices a purchase: refuses an amount outside the method's limits (SPEC §9), an unknown coin or
 * network; the fee is the provider's percentage, the network fee the delivery's gas at today's price.
 *
 * @example
 * const q = await priceOnramp(config, onramp, client, { symbol: 'ETH', network: 'eip155:1', currency: 'USD', amount: '50.00', method: 'card', feePercent: 2 })
 */
export async function priceOnramp(
  config: ServerConfig,
  onramp: OnrampConfig,
  client: PublicClient | undefined,
  p: {
    symbol: string
    network: string
    currency: string
    amount: string
    method: OnrampPaymentMethod
    feePercent: number
  },
): Promise<OnrampQuote> {
  if (!client || !onramp.assets.some((a) => a.chain === p.network))
    throw onrampRefusal('ONRAMP_NETWORK_UNSUPPORTED', [], `body.network`)
  const asset = onramp.assets.find(
    (a) => a.chain === p.network && a.symbol.toLowerCase() === p.symbol.toLowerCase(),
  )
  if (!asset) throw onrampRefusal('ONRAMP_ASSET_UNSUPPORTED', [], `body.purchaseCurrency`)
  if (p.currency !== 'USD' && p.currency !== 'EUR')
    throw new HttpError(400, 'Invalid body.paymentCurrency: USD or EUR', `body.paymentCurrency`)
  const limits = ONRAMP_LIMITS[p.method]
  const total = parseCents(p.amount)
  if (total === undefined || total < parseCents(limits.min)! || total > parseCents(limits.max)!)
    throw onrampRefusal('ONRAMP_AMOUNT_OUT_OF_RANGE', [limits.min, limits.max, p.currency], `body.amount`)
  const perUsd = onramp.fiatPerUsd[p.currency]
  const usd = priceOf(config, asset.chain, asset.address === 'native' ? 'native' : asset.address) ?? 0
  const nativeUsd = priceOf(config, asset.chain, 'native') ?? 0
  if (usd <= 0) throw onrampRefusal('ONRAMP_ASSET_UNSUPPORTED', [], `body.purchaseCurrency`)
  // Prices as integers: micro-units of fiat per whole coin.
  const micro = (x: number) => BigInt(Math.round(x * perUsd * 1e6))
  const gas = asset.address === 'native' ? DELIVERY_GAS.native : DELIVERY_GAS.token
  const wei = gas * (await client.getGasPrice())
  const networkFeeCents = (wei * micro(nativeUsd) + 10n ** 22n - 1n) / 10n ** 22n // ceil: wei·µfiat/ETH → cents
  const feeCents = (total * BigInt(Math.round(p.feePercent * 100)) + 9_999n) / 10_000n
  const subtotalCents = total - feeCents - networkFeeCents
  if (subtotalCents <= 0n)
    throw onrampRefusal('ONRAMP_AMOUNT_OUT_OF_RANGE', [limits.min, limits.max, p.currency], `body.amount`)
  const units = (subtotalCents * 10n ** BigInt(asset.decimals) * 10_000n) / micro(usd)
  return {
    asset,
    currency: p.currency,
    method: p.method,
    totalCents: total,
    feeCents,
    networkFeeCents,
    subtotalCents,
    units,
  }
}

/** A quote's purchase amount as the visitor reads it. */
export const purchaseText = (q: OnrampQuote): string => formatUnits(q.units, q.asset.decimals)
