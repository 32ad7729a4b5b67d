/**
 * What the Swap view reads off the server's answers: a token's balance, a quote in plain decimals, and
 * why a typed amount cannot be quoted.
 */

import type { ApiSwapQuote, SwapSide } from '@latch/protocol/api/convert-wire'
import { type ApiTokenBalance, NATIVE_TOKEN_ADDRESS } from '@latch/protocol/api/wire'
import { formatUnitsExact, parseAmount } from '../plumbing/amount.ts'
import { type LatchError, latchError } from '../plumbing/errors.ts'
import type { SwapQuoteView, SwapTokenOption } from './state.ts'

/** Whether a token address is the native coin's placeholder. */
export const isNative = (address: string | undefined) =>
  address?.toLowerCase().endsWith(NATIVE_TOKEN_ADDRESS) ?? false

/** The balance a token list entry shows: the native coin's has no address in the balances. */
export function heldOf(t: { address: string }, balances: readonly ApiTokenBalance[]): string {
  const b = isNative(t.address)
    ? balances.find((x) => !x.address)
    : balances.find((x) => x.address?.toLowerCase() === t.address.toLowerCase())
  return b?.quantity.numeric ?? '0'
}

/**
 * A server quote as the view shows it: plain decimal amounts, the bound for the side typed, the
 * network fee in the native coin and in USD.
 *
 * @example
 * quoteView(q, eth, lusd, 'in', 3000).amountOut // '2962.1'
 */
export function quoteView(
  q: ApiSwapQuote,
  from: SwapTokenOption,
  to: SwapTokenOption,
  side: SwapSide,
  nativePrice: number,
): SwapQuoteView {
  const fee = formatUnitsExact(BigInt(q.networkFee), 18)
  return {
    amountIn: formatUnitsExact(BigInt(q.fromAmount), from.decimals),
    amountOut: formatUnitsExact(BigInt(q.toAmount), to.decimals),
    bound:
      side === 'in'
        ? formatUnitsExact(BigInt(q.minimumOut), to.decimals)
        : formatUnitsExact(BigInt(q.maximumIn), from.decimals),
    slippage: q.slippage,
    priceImpact: q.priceImpact,
    lpFee: formatUnitsExact(BigInt(q.lpFee), from.decimals),
    networkFee: fee,
    ...(nativePrice > 0 ? { networkFeeUsd: Number(fee) * nativePrice } : {}),
  }
}

/**
 * Why a typed amount cannot be quoted, as a Latch error, or its value in base units.
 *
 * @example
 * typedAmount('1.5', eth) // { value: 1500000000000000000n }
 */
export function typedAmount(text: string, token: SwapTokenOption): { value: bigint } | { error: LatchError } {
  const parsed = parseAmount(text, token.decimals)
  if ('value' in parsed) return parsed
  if (parsed.problem === 'zero') return { error: latchError('SEND_ZERO_AMOUNT') }
  if (parsed.problem === 'negative') return { error: latchError('SEND_NEGATIVE_AMOUNT') }
  if (parsed.problem === 'decimals')
    return { error: latchError('SEND_TOO_MANY_DECIMALS', { args: [token.symbol, token.decimals] }) }
  return { error: latchError('SEND_INVALID_AMOUNT') }
}
