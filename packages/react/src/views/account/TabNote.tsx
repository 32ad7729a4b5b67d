import type { ReactNode } from 'react'
import { useStrings } from '../../i18n/use-strings.ts'

/** What a tab shows instead of its list: a message, or "Loading…" (busy) when none is given. */
export function TabNote({ children }: { children?: ReactNode }): ReactNode {
  const en = useStrings()
  return children === undefined ? (
    <p className="latch-muted latch-empty" aria-busy="true">
      {en.loading}
    </p>
  ) : (
    <p className="latch-muted latch-empty">{children}</p>
  )
}
