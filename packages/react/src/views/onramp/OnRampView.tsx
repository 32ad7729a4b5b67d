import { type FormEvent, type ReactNode, useEffect, useId } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount, useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { BankGlyph, CardGlyph } from '../../icons/glyphs.tsx'
import { useModalKit } from '../../modal/kit-context.ts'
import { SelectField } from '../../picker/SelectField.tsx'
import { AmountInput } from '../AmountInput.tsx'

/** The provider's checkout opens in a window this size (SPEC §4: 600×800 for social pop-ups). */
const POPUP_FEATURES = 'popup,width=500,height=720'

/** A currency's sign, the same in every locale ("$", "€"): a picture of the currency, named in text beside it. */
const currencySign = (code: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? code
/** A currency's name in the `Intl` locale: "US Dollar", "Euro". */
const currencyName = (code: string, intlLocale: string): string =>
  new Intl.DisplayNames([intlLocale], { type: 'currency' }).of(code) ?? code

/**
 * Buy (SPEC §1 onramp): the coin, the currency, the payment method and the amount within its limits,
 * the provider's quote, then the provider's checkout in a pop-up while this view follows the order to
 * its delivery, or says why it ended (declined, expired, the window closed) and offers to try again.
 */
export function OnRampView(): ReactNode {
  const { strings: en, formatAmount, intlLocale, TokenIcon } = useModalKit()
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
    const settled = o.windowClosed
      ? en.checkoutClosed
      : o.status === 'declined'
        ? o.declineReason === 'insufficient_funds'
          ? en.cardInsufficientFunds
          : o.declineReason === 'expired_card'
            ? en.cardExpired
            : en.cardDeclined
        : o.status === 'expired'
          ? en.checkoutExpired
          : undefined
    const toAccount = () => {
      void latch.onramp.reset()
      latch.modal.reset('Account')
    }
    return (
      <div className="latch-center">
        {o.status === 'delivered' ? (
          <>
            <p role="status">{en.boughtDone(formatAmount(o.purchaseAmount, 6, locale), s.asset)}</p>
            <button type="button" className="latch-button" onClick={toAccount}>
              {en.done}
            </button>
          </>
        ) : settled ? (
          <>
            <p className="latch-problem" role="alert">
              {settled}
            </p>
            <button type="button" className="latch-button" onClick={() => void latch.onramp.retry()}>
              {en.tryAgain}
            </button>
          </>
        ) : o.status === 'failed' ? (
          <>
            <p className="latch-problem" role="alert">
              {en.buyFailed}
            </p>
            <button type="button" className="latch-button" data-variant="secondary" onClick={toAccount}>
              {en.done}
            </button>
          </>
        ) : o.checkoutUrl && o.status === 'created' ? (
          <>
            <p role="status">{en.checkoutBlocked}</p>
            <a className="latch-button" href={o.checkoutUrl} target="_blank" rel="noopener noreferrer">
              {en.openCheckout}
            </a>
          </>
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
      <SelectField
        label={en.coin}
        options={s.assets.map((a) => ({
          id: a.symbol,
          label: a.symbol,
          detail: a.name,
          keywords: a.name,
          icon: <TokenIcon url={a.iconUrl} symbol={a.symbol} />,
        }))}
        selected={s.asset}
        onSelect={(symbol) => void latch.onramp.setAsset(symbol)}
        searchLabel={en.searchTokens}
        noMatch={en.noTokenFound}
      />
      <SelectField
        label={en.payWith}
        options={[
          {
            id: 'card',
            label: en.card,
            icon: (
              <span className="latch-token-icon">
                <CardGlyph />
              </span>
            ),
          },
          {
            id: 'ach_bank_account',
            label: en.bankAccount,
            icon: (
              <span className="latch-token-icon">
                <BankGlyph />
              </span>
            ),
          },
        ]}
        selected={s.method}
        onSelect={(m) => void latch.onramp.setMethod(m === 'ach_bank_account' ? 'ach_bank_account' : 'card')}
        searchLabel={en.payWith}
        noMatch={en.payWith}
      />
      <SelectField
        label={en.currency}
        options={s.fiats.map((f) => ({
          id: f,
          label: f,
          detail: currencyName(f, intlLocale(locale)),
          icon: (
            <span className="latch-token-icon" aria-hidden="true">
              {currencySign(f)}
            </span>
          ),
        }))}
        selected={s.fiat}
        onSelect={(f) => void latch.onramp.setFiat(f === 'EUR' ? 'EUR' : 'USD')}
        searchLabel={en.currency}
        noMatch={en.currency}
      />
      <label htmlFor={`${id}-amount`}>{en.amount}</label>
      <div className="latch-input-row">
        <AmountInput
          id={`${id}-amount`}
          placeholder="50"
          value={s.amount}
          aria-describedby={`${id}-limits ${id}-problem`}
          aria-invalid={s.problem !== undefined || undefined}
          onChange={(e) => void latch.onramp.setAmount(e.target.value)}
        />
        <span className="latch-suffix">{s.fiat}</span>
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
