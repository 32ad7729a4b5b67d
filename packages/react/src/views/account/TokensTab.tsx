import type { LocaleCode } from '@latch/core'
import { formatAmount, intlLocale } from '@latch/core/internal/plumbing/format'
import { type ReactNode, useEffect } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { TabNote } from './TabNote.tsx'
import { TokenIcon } from './TokenIcon.tsx'

const currencies = new Map<string, Intl.NumberFormat>()
/** USD values with 2 decimals: en-US in English (SPEC §9), the locale's way in the others. */
const usd = (n: number, locale: LocaleCode) => {
  let f = currencies.get(locale)
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD' })
    currencies.set(locale, f)
  }
  return f.format(Number.isFinite(n) ? n : 0)
}

/** Tokens: the account's balances on its network with USD values and a total. */
export function TokensTab({ accountKey }: { accountKey: string }): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const latch = useLatchInstance()
  const tokens = useLatchSelector((s) => s.tokens)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or chain changes
  useEffect(() => {
    void latch.account.fetchTokenBalances()
  }, [latch, accountKey])
  const mine = tokens.key === accountKey
  if (!mine || (tokens.status === 'loading' && tokens.balances.length === 0)) return <TabNote />
  if (tokens.status === 'error') return <TabNote>{en.tokensUnavailable}</TabNote>
  if (tokens.balances.length === 0) return <TabNote>{en.noTokens}</TabNote>
  const total = tokens.balances.reduce((sum, b) => sum + (Number.isFinite(b.value) ? b.value : 0), 0)
  return (
    <>
      <p className="latch-total">
        <span className="latch-muted">{en.total}</span> <strong>{usd(total, locale)}</strong>
      </p>
      {tokens.stale ? (
        <p className="latch-muted latch-small" role="status">
          {en.balancesStale}
        </p>
      ) : null}
      <ul className="latch-rows" aria-label={en.tokens}>
        {tokens.balances.map((b) => (
          <li key={b.address ?? 'native'} className="latch-row">
            <TokenIcon url={b.iconUrl} symbol={b.symbol} />
            <span className="latch-row-main">
              <span className="latch-row-title">{b.name}</span>
              <span className="latch-muted">
                {formatAmount(b.quantity.numeric, 3, locale)} {b.symbol}
              </span>
            </span>
            <span className="latch-row-value">{usd(b.value, locale)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
