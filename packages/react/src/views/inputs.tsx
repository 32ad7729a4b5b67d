import type { InputHTMLAttributes, ReactNode } from 'react'
import { useStrings } from '../i18n/use-strings.ts'

type InputProps = InputHTMLAttributes<HTMLInputElement>

/**
 * An email address field: the address keyboard, the browser's address autofill and the placeholder.
 *
 * @example
 * <EmailInput id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
 */
export function EmailInput(props: InputProps): ReactNode {
  const en = useStrings()
  return (
    <input type="email" autoComplete="email" inputMode="email" placeholder={en.emailPlaceholder} {...props} />
  )
}

/**
 * An amount field (send, swap, buy): the decimal keyboard, no autofill.
 *
 * @example
 * <AmountInput id="amount" placeholder="0" value={amount} onChange={(e) => setAmount(e.target.value)} />
 */
export function AmountInput(props: InputProps): ReactNode {
  return <input inputMode="decimal" autoComplete="off" {...props} />
}
