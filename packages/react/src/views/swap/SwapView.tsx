import type { SwapState, SwapTokenOption } from '@latch/core'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount, useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { AmountInput } from '../AmountInput.tsx'
import { SwapDetails } from './SwapDetails.tsx'
import { swapCss } from './styles.ts'
import { TokenPicker } from './TokenPicker.tsx'

type Side = 'in' | 'out'

/**
 * Swap (SPEC §2): the token paid and the token received, an amount on either side (the other follows
 * from a debounced quote), the quote's price impact, fees and bound, then Approve-and-swap or Swap.
 * Loaded the first time it opens.
 */
export function SwapView(): ReactNode {
  const kit = useModalKit()
  const en = kit.strings
  const latch = useLatchInstance()
  const { caipAddress } = useLatchAccount()
  const swap = useLatchSelector((s) => s.swap)
  const [picking, setPicking] = useState<Side | undefined>()
  const id = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again when the account or its chain changes
  useEffect(() => {
    void latch.swap.open()
  }, [latch, caipAddress])

  const style = (
    <style href="latch-swap" precedence="latch">
      {swapCss(kit)}
    </style>
  )
  if (!swap || swap.status === 'loading')
    return (
      <div className="latch-center">
        {style}
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )
  if (swap.status === 'error')
    return (
      <div className="latch-center latch-swap">
        {style}
        <p className="latch-problem" role="alert">
          {latch.describeError(swap.problem)}
        </p>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => void latch.swap.open()}
        >
          {en.tryAgain}
        </button>
      </div>
    )

  const busy = swap.step !== 'form'
  const token = (address: string | undefined) => swap.tokens.find((t) => t.address === address)
  const from = token(swap.from)
  const to = token(swap.to)
  if (picking)
    return (
      <div className="latch-swap">
        {style}
        <TokenPicker
          label={picking === 'in' ? en.pickTokenPaid : en.pickTokenReceived}
          tokens={swap.tokens}
          selected={picking === 'in' ? swap.from : swap.to}
          onPick={(address) => {
            void latch.swap.setToken(picking, address)
            setPicking(undefined)
          }}
          onClose={() => setPicking(undefined)}
        />
      </div>
    )

  const submit = (e: FormEvent) => {
    e.preventDefault()
    latch.swap.submit().catch(() => {
      // The flow shows the error on the form and in a toast.
    })
  }
  const ready = !!swap.quote && !swap.quoting && !swap.problem
  return (
    <form className="latch-form latch-swap" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {style}
      <AmountField
        id={`${id}-in`}
        label={en.youPay}
        side="in"
        swap={swap}
        token={from}
        busy={busy}
        onPick={() => setPicking('in')}
      />
      <div className="latch-flip-row">
        <button
          type="button"
          className="latch-flip"
          aria-label={en.flipTokens}
          disabled={busy}
          onClick={() => void latch.swap.flip()}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              d="M5 2v11M2 10l3 3 3-3M11 14V3M8 6l3-3 3 3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
        </button>
      </div>
      <AmountField
        id={`${id}-out`}
        label={en.youReceive}
        side="out"
        swap={swap}
        token={to}
        busy={busy}
        onPick={() => setPicking('out')}
      />
      <p id={`${id}-problem`} className="latch-problem" role="alert">
        {swap.problem !== undefined
          ? latch.describeError(swap.problem)
          : swap.error !== undefined
            ? latch.describeError(swap.error)
            : ''}
      </p>
      {swap.quoting ? (
        <p className="latch-muted latch-small" role="status">
          {en.fetchingQuote}
        </p>
      ) : null}
      {swap.quote && from && to && !swap.problem ? (
        <SwapDetails
          quote={swap.quote}
          side={swap.side}
          from={from}
          to={to}
          nativeSymbol={swap.tokens[0]?.symbol ?? ''}
        />
      ) : null}
      {busy ? <p className="latch-muted">{en.confirmInWallet}</p> : null}
      <button
        type="submit"
        className="latch-button"
        disabled={!ready || busy}
        aria-busy={busy || undefined}
        aria-describedby={`${id}-problem`}
      >
        {swap.step === 'approving' && from
          ? en.approvingToken(from.symbol)
          : swap.step === 'swapping'
            ? en.swapping
            : (swap.side === 'in' ? swap.amountIn : swap.amountOut).trim() === ''
              ? en.enterAmount
              : swap.needsApproval && from
                ? en.approveAndSwap(from.symbol)
                : en.swap}
      </button>
    </form>
  )
}

/** One side of the swap: its amount field, its token button and the balance held. */
function AmountField(props: {
  id: string
  label: string
  side: Side
  swap: SwapState
  token: SwapTokenOption | undefined
  busy: boolean
  onPick: () => void
}): ReactNode {
  const { strings: en, formatAmount, TokenIcon } = useModalKit()
  const locale = useLocale()
  const latch = useLatchInstance()
  const { swap, token, side } = props
  const value = side === 'in' ? swap.amountIn : swap.amountOut
  const typed = swap.side === side
  return (
    <div className="latch-swap-side">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="latch-input-row">
        <AmountInput
          id={props.id}
          placeholder="0"
          value={value}
          disabled={props.busy}
          aria-busy={(!typed && swap.quoting) || undefined}
          onChange={(e) => void latch.swap.setAmount(side, e.target.value)}
        />
        <button
          type="button"
          className="latch-chip latch-token-chip"
          disabled={props.busy}
          onClick={props.onPick}
        >
          {token ? <TokenIcon url={token.logoUri} symbol={token.symbol} /> : null}
          {/* The name is what the button shows (WCAG 2.5.3), then what it does. */}
          <span>{token?.symbol ?? en.selectToken}</span>
          <span className="latch-visually-hidden">
            {' — '}
            {side === 'in' ? en.pickTokenPaid : en.pickTokenReceived}
          </span>
        </button>
      </div>
      {token ? (
        <p className="latch-muted latch-small">
          {en.balance}: {formatAmount(token.balance, 3, locale)} {token.symbol}
        </p>
      ) : null}
    </div>
  )
}
