import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useStrings } from '../i18n/use-strings.ts'

/**
 * The Connect view's footer: the app's terms and privacy links, when the app gives them
 * (`termsConditionsUrl`, `privacyPolicyUrl`). Both open in a new tab, with no opener.
 */
export function LegalFooter(): ReactNode {
  const en = useStrings()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useLatchInstance().options
  if (!terms && !privacy) return null
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  const template = terms && privacy ? en.legalBoth : terms ? en.legalTerms : en.legalPrivacy
  // The links go where the sentence of the locale puts them.
  const parts = template.split(/(\{terms\}|\{privacy\})/)
  return (
    <p className="latch-legal">
      {parts.map((part, i) =>
        part === '{terms}' && terms ? (
          <span key={part}>{link(terms, en.terms)}</span>
        ) : part === '{privacy}' && privacy ? (
          <span key={part}>{link(privacy, en.privacy)}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence never move
          <span key={i}>{part}</span>
        ),
      )}
    </p>
  )
}
