import type { Latch } from '@latch/core'
import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchAccount, useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useLoaded } from '../../lazy.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { AmountInput } from '../AmountInput.tsx'
import { safeImageUrl } from '../safe-url.ts'
import { TokenSelect, tokenIdOf } from './TokenSelect.tsx'

/** Names are looked up this long after the last keystroke. */
const RESOLVE_DEBOUNCE_MS = 300

/** Problems that belong to a field, by field: they show under it, and mark it invalid. */
const AMOUNT_PROBLEMS: readonly string[] = [
  'SEND_INVALID_AMOUNT',
  'SEND_NEGATIVE_AMOUNT',
  'SEND_ZERO_AMOUNT',
  'SEND_TOO_MANY_DECIMALS',
  'SEND_INSUFFICIENT_BALANCE',
]
const RECEIVER_PROBLEMS: readonly string[] = [
  'SEND_INVALID_RECEIVER',
  'SEND_INVALID_SOLANA_RECEIVER',
  'SEND_INVALID_CHECKSUM',
  'NAME_INVALID',
  'NAME_RESOLVE_FAILED',
]

/** Send's rules: the form's validation, and a balance as the token to send. */
type SendRules = Pick<typeof import('@latch/core/internal/account/features'), 'validateSend' | 'sendTokenOf'>

/** What is wrong with the Send form now (SPEC §5 messages), or undefined. */
const problemOf = ({ validateSend }: SendRules, latch: Latch) =>
  validateSend({
    namespace: latch.getState().activeNamespace,
    networkKnown: latch.getNetwork() !== undefined,
    send: latch.getState().send,
    zone: latch.options.nameZone,
  })

/**
 * Send: a token from the account's balances, an amount (Max leaves gas for native sends) and a
 * receiver by address or name. Problems show as the visitor types; the wallet is asked only for a
 * valid send.
 */
export function SendView(): ReactNode {
  const { featureRules } = useModalKit()
  const rules = useLoaded(featureRules)
  return rules ? <SendForm rules={rules} /> : null
}

/** The Send form, once its rules are in hand. */
function SendForm({ rules }: { rules: SendRules }): ReactNode {
  const { strings: en, formatAmount, featureRules } = useModalKit()
  const locale = useLocale()
  const latch = useLatchInstance()
  const { address, caipAddress } = useLatchAccount()
  const tokens = useLatchSelector((s) => s.tokens)
  const send = useLatchSelector((s) => s.send)
  const [attempted, setAttempted] = useState(false)
  const [receiverText, setReceiverText] = useState(send.receiver)
  const [maxBusy, setMaxBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or chain changes
  useEffect(() => {
    void latch.account.fetchTokenBalances()
  }, [latch, caipAddress])
  // The first balance (the native currency) is the default token.
  useEffect(() => {
    const first = tokens.balances[0]
    if (!send.token && first && tokens.status === 'ready') void latch.send.setToken(rules.sendTokenOf(first))
  }, [latch, send.token, tokens, rules])
  useEffect(() => () => clearTimeout(timer.current), [])

  if (!address) return null
  // Solana receivers are addresses only: names are EVM (SPEC §1).
  const solana = caipAddress?.startsWith('solana:') === true
  // "Required" waits for a first attempt; every other problem shows as the visitor types.
  const problem = problemOf(rules, latch)
  // A name that cannot be resolved says why at once, before any amount is typed.
  const shownProblem =
    send.receiverError && !send.resolving
      ? send.receiverError
      : problem?.code === 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' && !attempted
        ? undefined
        : problem && latch.describeError(problem)
  const partial = send.amount !== '' || send.receiver !== ''
  const shown = (attempted || partial) && shownProblem ? shownProblem : undefined
  const at =
    send.receiverError && !send.resolving
      ? 'receiver'
      : problem && AMOUNT_PROBLEMS.includes(problem.code)
        ? 'amount'
        : problem && RECEIVER_PROBLEMS.includes(problem.code)
          ? 'receiver'
          : 'form'
  /** The problem line of a place in the form: announced, and describing its field. */
  const problemLine = (place: typeof at) => (
    <p id={`${id}-${place}-problem`} className="latch-problem" role="alert">
      {shown && at === place ? shown : ''}
    </p>
  )
  const invalid = (place: typeof at) => (shown && at === place ? true : undefined)
  const onReceiver = (text: string) => {
    setReceiverText(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void latch.send.setReceiver(text), RESOLVE_DEBOUNCE_MS)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    clearTimeout(timer.current)
    setAttempted(true)
    void (async () => {
      if (receiverText !== send.receiver) await latch.send.setReceiver(receiverText)
      if (problemOf(rules, latch)) return
      await latch.send.submit().catch(() => {
        // The flow shows the error itself and goes back (SPEC §4).
      })
    })()
  }
  const max = async () => {
    setMaxBusy(true)
    try {
      latch.send.setAmount(await latch.send.maxAmount())
    } catch {
      const { latchError } = await featureRules.load()
      latch.notifications.notify({
        message: latch.describeError(latchError('GAS_ESTIMATION_FAILED')),
        variant: 'error',
      })
    } finally {
      setMaxBusy(false)
    }
  }
  const selected = send.token
  // Until the balances arrive there is no token to send: a press then would only meet "choose a token",
  // gone a moment later when the first balance is chosen. The button waits with the form instead.
  const balancesLoading = !selected && (tokens.status === 'idle' || tokens.status === 'loading')
  const avatar = safeImageUrl(send.receiverProfileImageUrl)
  return (
    <form className="latch-form" onSubmit={submit} noValidate aria-busy={send.loading || undefined}>
      <TokenSelect
        balances={tokens.balances}
        loading={tokens.status === 'loading'}
        selected={selected ? (selected.address ?? 'native') : undefined}
        disabled={send.loading}
        onSelect={(choice) => {
          const b = tokens.balances.find((x) => tokenIdOf(x) === choice)
          void latch.send.setToken(b ? rules.sendTokenOf(b) : undefined)
        }}
      />

      <label htmlFor={`${id}-amount`}>{en.amount}</label>
      <div className="latch-input-row">
        <AmountInput
          id={`${id}-amount`}
          placeholder={en.amountPlaceholder}
          aria-invalid={invalid('amount')}
          aria-describedby={`${id}-amount-problem`}
          value={send.amount}
          disabled={send.loading}
          onChange={(e) => void latch.send.setAmount(e.target.value)}
        />
        <button
          type="button"
          className="latch-chip"
          disabled={!selected || send.loading || maxBusy}
          onClick={() => void max()}
        >
          {en.max}
        </button>
      </div>
      {selected ? (
        <p className="latch-muted latch-small">
          {en.balance}: {formatAmount(selected.balance, 3, locale)} {selected.symbol}
        </p>
      ) : null}
      {problemLine('amount')}

      <label htmlFor={`${id}-receiver`}>{en.receiver}</label>
      <input
        id={`${id}-receiver`}
        autoComplete="off"
        spellCheck={false}
        placeholder={solana ? '' : en.receiverPlaceholder}
        aria-describedby={`${id}-receiver-hint ${id}-receiver-problem`}
        aria-invalid={invalid('receiver')}
        value={receiverText}
        disabled={send.loading}
        onChange={(e) => onReceiver(e.target.value)}
      />
      <p id={`${id}-receiver-hint`} className="latch-muted latch-small">
        {send.resolving
          ? en.resolving
          : send.receiverProfileName && send.receiverAddress
            ? null
            : solana
              ? en.receiverHintSolana
              : en.receiverHint}
      </p>

      {send.receiverProfileName && send.receiverAddress ? (
        <p className="latch-receiver" aria-live="polite">
          {avatar ? <img src={avatar} alt="" /> : null}
          <span>
            {en.sendingTo(send.receiverProfileName)} (
            <bdi dir="ltr">{shortenAddress(send.receiverAddress)}</bdi>)
          </span>
        </p>
      ) : null}

      {problemLine('receiver')}
      {problemLine('form')}
      {send.loading ? <p className="latch-muted">{en.confirmInWallet}</p> : null}
      <button
        type="submit"
        className="latch-button"
        disabled={send.loading || balancesLoading}
        aria-busy={send.loading || balancesLoading || undefined}
      >
        {send.loading ? en.sending : en.send}
      </button>
    </form>
  )
}
