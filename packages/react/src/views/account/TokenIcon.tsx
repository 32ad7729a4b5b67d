import { type ReactNode, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { safeImageUrl } from '../safe-url.ts'

/**
 * A token's icon: the URL the server gave (its configured logo or its generated icon, a path resolved
 * against the API), else, when there is none or it fails to load, its first letter on a tinted disc.
 * Decorative: the symbol is always in text beside it.
 */
export function TokenIcon({ url, symbol }: { url?: string | undefined; symbol: string }): ReactNode {
  const base = useLatchInstance().options.apiUrl
  const src = safeImageUrl(url?.startsWith('/') && base ? `${base}${url}` : url)
  const [failed, setFailed] = useState<string>()
  if (src && failed !== src)
    return <img className="latch-token-icon" src={src} alt="" onError={() => setFailed(src)} />
  return (
    <span className="latch-token-icon" aria-hidden="true">
      {[...symbol.replace(/[^\p{L}\p{N}]/gu, '')][0]?.toUpperCase() ?? '?'}
    </span>
  )
}
