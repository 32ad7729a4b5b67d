import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { en } from '../i18n/en.ts'

/**
 * The Connect view's footer: the app's terms and privacy links, when the app gives them
 * (`termsConditionsUrl`, `privacyPolicyUrl`). Both open in a new tab, with no opener.
 */
export function LegalFooter(): ReactNode {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useLatchInstance().options
  if (!terms && !privacy) return null
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  return (
    <p className="latch-legal">
      {en.legalIntro} {terms ? link(terms, en.terms) : null}
      {terms && privacy ? ` ${en.and} ` : null}
      {privacy ? link(privacy, en.privacy) : null}.
    </p>
  )
}
