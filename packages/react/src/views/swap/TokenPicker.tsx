import type { SwapTokenOption } from '@latch/core'
import { type ReactNode, useId } from 'react'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { Listbox } from '../../picker/Listbox.tsx'

/**
 * The token list of one side of the swap, on the modal's one picker: the tokens the account holds
 * first, then the network's popular ones in the server's order, each with its icon, name and balance;
 * a search box filters them by symbol, name or address once there are more than a handful. Escape or
 * Cancel closes it.
 */
export function TokenPicker(props: {
  label: string
  tokens: readonly SwapTokenOption[]
  selected: string | undefined
  onPick: (address: string) => void
  onClose: () => void
}): ReactNode {
  const { strings: en, formatAmount, TokenIcon } = useModalKit()
  const locale = useLocale()
  const id = useId()
  const held = (t: SwapTokenOption) => Number(t.balance) > 0
  const ordered = [...props.tokens.filter(held), ...props.tokens.filter((t) => !held(t))]
  return (
    <section className="latch-picker" aria-labelledby={`${id}-label`}>
      <div className="latch-picker-head">
        <span id={`${id}-label`} className="latch-row-title">
          {props.label}
        </span>
        <button type="button" className="latch-link" onClick={props.onClose}>
          {en.cancel}
        </button>
      </div>
      <Listbox
        label={props.label}
        options={ordered.map((t) => ({
          id: t.address,
          label: t.symbol,
          keywords: `${t.name} ${t.address}`,
          detail: t.name,
          icon: <TokenIcon url={t.logoUri} symbol={t.symbol} />,
          trailing: formatAmount(t.balance, 3, locale),
          group: held(t) ? en.yourTokens : en.popularTokens,
        }))}
        selected={props.selected}
        onSelect={props.onPick}
        onEscape={props.onClose}
        searchLabel={en.searchTokens}
        noMatch={en.noTokenFound}
        autoFocus
      />
    </section>
  )
}
