import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * An amount field (send, swap, buy): the decimal keyboard, no autofill.
 *
 * @example
 * <AmountInput id="amount" placeholder="0" value={amount} onChange={(e) => setAmount(e.target.value)} />
 */
export function AmountInput(props: InputHTMLAttributes<HTMLInputElement>): ReactNode {
  return <input inputMode="decimal" autoComplete="off" {...props} />
}
