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
