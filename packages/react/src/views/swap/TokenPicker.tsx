import { formatAmount, type SwapTokenOption } from '@latch/core'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { TokenIcon } from '../account/TokenIcon.tsx'

/** A search box shows above this many tokens. */
const SEARCH_FROM = 6

/**
 * The token list of one side of the swap: the tokens the account holds first, then the network's
 * popular ones in the server's order, each a button with its balance; a search box filters them by
 * symbol, name or address once there are more than a handful. Escape closes it.
 */
export function TokenPicker(props: {
  label: string
  tokens: readonly SwapTokenOption[]
  selected: string | undefined
  onPick: (address: string) => void
  onClose: () => void
}): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const id = useId()
  const [query, setQuery] = useState('')
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  const q = query.trim().toLowerCase()
  const matches = props.tokens.filter(
    (t) =>
      !q ||
      t.symbol.toLowerCase().includes(q) ||
      t.name.toLowerCase().includes(q) ||
      t.address.toLowerCase().endsWith(q),
  )
  const held = matches.filter((t) => Number(t.balance) > 0)
  const popular = matches.filter((t) => !(Number(t.balance) > 0))
  const search = props.tokens.length > SEARCH_FROM
  let focusGiven = search
  const group = (title: string, list: readonly SwapTokenOption[]) =>
    list.length === 0 ? null : (
      <section aria-label={title}>
        <h3 className="latch-picker-title">{title}</h3>
        <ul className="latch-rows">
          {list.map((t) => {
            const ref = focusGiven ? undefined : first
            focusGiven = true
            return (
              <li key={t.address}>
                <button
                  ref={ref}
                  type="button"
                  className="latch-row latch-pick"
                  aria-pressed={t.address === props.selected}
                  onClick={() => props.onPick(t.address)}
                >
                  <TokenIcon url={t.logoUri} symbol={t.symbol} />
                  <span className="latch-row-main">
                    <span className="latch-row-title">{t.symbol}</span>
                    <span className="latch-muted">{t.name}</span>
                  </span>
                  <span className="latch-row-value">{formatAmount(t.balance, 3, locale)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      </section>
    )
  return (
    <section
      className="latch-picker"
      data-latch-escape=""
      aria-labelledby={`${id}-label`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        props.onClose()
      }}
    >
      <div className="latch-picker-head">
        <span id={`${id}-label`} className="latch-row-title">
          {props.label}
        </span>
        <button type="button" className="latch-link" onClick={props.onClose}>
          {en.cancel}
        </button>
      </div>
      {search ? (
        <input
          ref={first}
          type="search"
          aria-label={en.searchTokens}
          placeholder={en.searchTokens}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      ) : null}
      {group(en.yourTokens, held)}
      {group(en.popularTokens, popular)}
      {matches.length === 0 ? <p className="latch-muted latch-empty">{en.noTokenFound}</p> : null}
    </section>
  )
}
