import type { ApiTokenBalance } from '@latch/core'
import type { ReactNode } from 'react'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { SelectField } from '../../picker/SelectField.tsx'

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
  const { strings: en, formatAmount, TokenIcon, SkeletonText } = useModalKit()
  const locale = useLocale()
  const chosen = props.balances.find((b) => tokenIdOf(b) === props.selected)
  return (
    <SelectField
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
      onSelect={props.onSelect}
      searchLabel={en.searchTokens}
      noMatch={en.noTokenFound}
      empty={en.noTokensToSend}
      disabled={props.disabled || (props.loading && !chosen)}
      shown={
        chosen
          ? {
              icon: <TokenIcon url={chosen.iconUrl} symbol={chosen.symbol} />,
              text: (
                <span>
                  {chosen.symbol}{' '}
                  <span className="latch-muted latch-small">
                    {formatAmount(chosen.quantity.numeric, 3, locale)}
                  </span>
                </span>
              ),
            }
          : props.loading
            ? {
                icon: <span className="latch-skeleton latch-token-icon" />,
                text: <SkeletonText width="8em" />,
              }
            : { text: <span className="latch-muted">{en.chooseToken}</span> }
      }
    />
  )
}
