import type { ReactNode } from 'react'

const svg = (d: string): ReactNode => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** A check mark (the chosen option). Decorative. */
export const CheckGlyph = (): ReactNode => svg('m3.5 8.5 3 3 6-7')
/** A chevron pointing down (a picker that opens). Decorative. */
export const ChevronGlyph = (): ReactNode => svg('m4 6 4 4 4-4')
/** A payment card. Decorative. */
export const CardGlyph = (): ReactNode =>
  svg('M3 4h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM2 7h12M4.5 9.5h2')
/** A bank (a bank transfer). Decorative. */
export const BankGlyph = (): ReactNode =>
  svg('M2 6.5 8 3l6 3.5M3 6.5h10M4 7v4.5M6.7 7v4.5M9.3 7v4.5M12 7v4.5M2.5 13h11')
/** A magnifier (search). Decorative. */
export const SearchGlyph = (): ReactNode =>
  svg('M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Zm7 1.5-3.2-3.2')
