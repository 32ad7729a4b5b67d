import type { ReactNode } from 'react'
import { safeImageUrl } from '../safe-url.ts'

/** A token's icon when it has a safe one, else its first letter on a tinted disc. Decorative. */
export function TokenIcon({ url, symbol }: { url?: string | undefined; symbol: string }): ReactNode {
  const src = safeImageUrl(url)
  if (src) return <img className="latch-token-icon" src={src} alt="" />
  return (
    <span className="latch-token-icon" aria-hidden="true">
      {[...symbol.replace(/[^\p{L}\p{N}]/gu, '')][0]?.toUpperCase() ?? '?'}
    </span>
  )
}
