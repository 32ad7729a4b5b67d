import type { SwapQuoteView, SwapTokenOption } from '@latch/core'
import { type ReactNode, useMemo } from 'react'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'

/** Price impact above this (percent) is called out. */
export const HIGH_PRICE_IMPACT = 5

/** The quote's terms: the rate, the price impact, the bound the slippage allows, and the fees. */
export function SwapDetails(props: {
  quote: SwapQuoteView
  side: 'in' | 'out'
  from: SwapTokenOption
  to: SwapTokenOption
  /** The network's native coin, which pays the network fee. */
  nativeSymbol: string
}): ReactNode {
  const { strings: en, formatAmount } = useModalKit()
  const locale = useLocale()
  const { quote, from, to } = props
  const rate = Number(quote.amountIn) > 0 ? Number(quote.amountOut) / Number(quote.amountIn) : 0
  // One formatter of each kind per language, not one per render of a quote that updates as the visitor types.
  const { percent, usd } = useMemo(() => {
    const p = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
    const u = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    return { percent: (n: number) => p.format(n), usd: (n: number) => u.format(n) }
  }, [locale])
  const high = quote.priceImpact > HIGH_PRICE_IMPACT
  return (
    <>
      <dl className="latch-facts latch-swap-facts" aria-label={en.swapDetails}>
        <dt>{en.rate}</dt>
        <dd>
          1 {from.symbol} ≈ {formatAmount(rate, 6, locale)} {to.symbol}
        </dd>
        <dt>{en.priceImpact}</dt>
        <dd data-high={high || undefined}>{percent(quote.priceImpact)} %</dd>
        <dt>{props.side === 'in' ? en.minimumReceived : en.maximumPaid}</dt>
        <dd>
          {formatAmount(quote.bound, 6, locale)} {props.side === 'in' ? to.symbol : from.symbol}
        </dd>
        <dt>{en.slippage}</dt>
        <dd>{percent(quote.slippage)} %</dd>
        <dt>{en.poolFee}</dt>
        <dd>
          {formatAmount(quote.lpFee, 6, locale)} {from.symbol}
        </dd>
        <dt>{en.networkFee}</dt>
        <dd>
          {quote.networkFeeUsd !== undefined
            ? usd(quote.networkFeeUsd)
            : `${formatAmount(quote.networkFee, 6, locale)} ${props.nativeSymbol}`}
        </dd>
      </dl>
      {high ? (
        <p className="latch-problem latch-small" role="note">
          {en.highPriceImpact}
        </p>
      ) : null}
    </>
  )
}
