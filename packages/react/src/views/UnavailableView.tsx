import type { ReactNode } from 'react'
import { useStrings } from '../i18n/use-strings.ts'

/** Views whose features are not built yet say so plainly rather than showing an empty panel. */
export function UnavailableView(): ReactNode {
  const en = useStrings()
  return (
    <div className="latch-center">
      <p className="latch-muted">{en.unavailable}</p>
    </div>
  )
}
