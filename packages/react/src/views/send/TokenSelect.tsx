import { type ApiTokenBalance, formatAmount } from '@latch/core'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { ChevronGlyph } from '../../icons/glyphs.tsx'
import { Listbox } from '../../picker/Listbox.tsx'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { SkeletonText } from '../Skeleton.tsx'

/** A balance's id in the picker: its CAIP-10 address, or `native`. */
export const tokenIdOf = (b: ApiTokenBalance): string => b.address ?? 'native'

/**
 * Send's token picker: a button showing the chosen token (icon, symbol, balance) that opens a listbox
 * of the account's tokens, each with its icon, name and balance, searchable once there are more than a
 * handful. Escape or a choice closes it and gives focus back to the button.
 */
export function TokenSelect(props: {
  balances: readonly ApiTokenBalance[]
  loading: boolean
  selected: string | undefined
  disabled: boolean
  onSelect: (id: string) => void
}): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const id = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const chosen = props.balances.find((b) => tokenIdOf(b) === props.selected)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  return (
    <>
      <span id={`${id}-label`} className="latch-label">
        {en.token}
      </span>
      <button
        ref={button}
        type="button"
        className="latch-select"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={props.disabled || (props.loading && !chosen)}
        onClick={() => setOpen(!open)}
      >
        {chosen ? (
          <TokenIcon url={chosen.iconUrl} symbol={chosen.symbol} />
        ) : props.loading ? (
          <span className="latch-skeleton latch-token-icon" />
        ) : null}
        <span id={`${id}-value`} className="latch-option-main">
          {chosen ? (
            <span>
              {chosen.symbol}{' '}
              <span className="latch-muted latch-small">
                {formatAmount(chosen.quantity.numeric, 3, locale)}
              </span>
            </span>
          ) : props.loading ? (
            <SkeletonText width="8em" />
          ) : (
            <span className="latch-muted">{en.chooseToken}</span>
          )}
        </span>
        <ChevronGlyph />
      </button>
      {open ? (
        <Listbox
          label={en.token}
          options={props.balances.map((b) => ({
            id: tokenIdOf(b),
            label: b.symbol,
            keywords: `${b.name} ${b.address ?? ''}`,
            detail: b.name,
            icon: <TokenIcon url={b.iconUrl} symbol={b.symbol} />,
            trailing: formatAmount(b.quantity.numeric, 3, locale),
          }))}
          selected={props.selected}
          onSelect={(choice) => {
            props.onSelect(choice)
            close()
          }}
          onEscape={close}
          searchLabel={en.searchTokens}
          noMatch={en.noTokenFound}
          empty={en.noTokensToSend}
          autoFocus
        />
      ) : null}
    </>
  )
}
