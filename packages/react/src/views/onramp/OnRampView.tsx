import { formatAmount } from '@latch/core'
import { type FormEvent, type ReactNode, useEffect, useId } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount, useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'

/** The provider's checkout opens in a window this size (SPEC §4: 600×800 for social pop-ups). */
const POPUP_FEATURES = 'popup,width=500,height=720'

/**
 * Buy (SPEC §1 onramp): the coin, the currency, the payment method and the amount within its limits,
 * the provider's quote, then the provider's checkout in a pop-up while this view follows the order to
 * its delivery.
 */
export function OnRampView(): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const latch = useLatchInstance()
  const { caipAddress } = useLatchAccount()
  const s = useLatchSelector((x) => x.onramp)
  const id = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again when the account or its chain changes
  useEffect(() => {
    void latch.onramp.open()
  }, [latch, caipAddress])

  if (!s || s.status === 'loading')
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )

  if (s.order) {
    const o = s.order
    return (
      <div className="latch-center latch-form">
        {o.status === 'delivered' ? (
          <>
            <p role="status">{en.boughtDone(formatAmount(o.purchaseAmount, 6, locale), s.asset)}</p>
            <button
              type="button"
              className="latch-button"
              onClick={() => {
                void latch.onramp.reset()
                latch.modal.reset('Account')
              }}
            >
              {en.done}
            </button>
          </>
        ) : o.status === 'failed' ? (
          <p className="latch-problem" role="alert">
            {en.buyFailed}
          </p>
        ) : (
          <>
            <span className="latch-spinner" aria-hidden="true" />
            <p role="status">{o.status === 'paid' ? en.paymentReceived : en.finishPayment}</p>
          </>
        )}
      </div>
    )
  }

  const limits = s.limits[s.method]
  const q = s.quote
  const mocked = q?.mocked === true
  const submit = (e: FormEvent) => {
    e.preventDefault()
    // Opened in the click, so no pop-up blocker stops it; the checkout URL follows once made.
    const popup = window.open('', 'latch-onramp', POPUP_FEATURES)
    if (popup) popup.opener = null
    void latch.onramp.buy(popup)
  }
  return (
    <form className="latch-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-asset`}>{en.coin}</label>
      <select id={`${id}-asset`} value={s.asset} onChange={(e) => void latch.onramp.setAsset(e.target.value)}>
        {s.assets.map((a) => (
          <option key={a.symbol} value={a.symbol}>
            {a.symbol} — {a.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-method`}>{en.payWith}</label>
      <select
        id={`${id}-method`}
        value={s.method}
        onChange={(e) =>
          void latch.onramp.setMethod(e.target.value === 'ach_bank_account' ? 'ach_bank_account' : 'card')
        }
      >
        <option value="card">{en.card}</option>
        <option value="ach_bank_account">{en.bankAccount}</option>
      </select>
      <label htmlFor={`${id}-amount`}>{en.amount}</label>
      <div className="latch-input-row">
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="50"
          value={s.amount}
          aria-describedby={`${id}-limits ${id}-problem`}
          aria-invalid={s.problem !== undefined || undefined}
          onChange={(e) => void latch.onramp.setAmount(e.target.value)}
        />
        <select
          aria-label={en.currency}
          value={s.fiat}
          onChange={(e) => void latch.onramp.setFiat(e.target.value === 'EUR' ? 'EUR' : 'USD')}
        >
          {s.fiats.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-limits`} className="latch-muted latch-small">
        {en.amountLimits(formatAmount(limits.min, 2, locale), formatAmount(limits.max, 2, locale), s.fiat)}
      </p>
      <p id={`${id}-problem`} className="latch-problem" role="alert">
        {s.problem !== undefined
          ? latch.describeError(s.problem)
          : s.error !== undefined
            ? latch.describeError(s.error)
            : ''}
      </p>
      {s.quoting ? (
        <p className="latch-muted latch-small" role="status">
          {en.fetchingQuote}
        </p>
      ) : null}
      {q && !s.quoting ? (
        mocked ? (
          <p className="latch-muted">{en.estimateUnavailable}</p>
        ) : (
          <dl className="latch-facts" aria-label={en.purchaseDetails}>
            <dt>{en.youGet}</dt>
            <dd>
              {formatAmount(q.purchaseAmount, 6, locale)} {s.asset}
            </dd>
            <dt>{en.networkFee}</dt>
            <dd>
              {formatAmount(q.networkFee, 2, locale)} {s.fiat}
            </dd>
            <dt>{en.total}</dt>
            <dd>
              {formatAmount(q.paymentTotal, 2, locale)} {s.fiat}
            </dd>
          </dl>
        )
      ) : null}
      {s.provider ? (
        <p className="latch-muted latch-small">{en.withProvider(s.provider.label, s.provider.feeRange)}</p>
      ) : null}
      <button type="submit" className="latch-button" disabled={!q || s.quoting || s.problem !== undefined}>
        {en.continueToProvider(s.provider?.label ?? en.buy)}
      </button>
    </form>
  )
}
