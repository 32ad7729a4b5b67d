import type { ReactNode } from 'react'
import { useStrings } from '../../i18n/use-strings.ts'

/** What a tab shows instead of its list: a message, or "Loading…" (busy) when none is given. */
export function TabNote({ children }: { children?: ReactNode }): ReactNode {
  const en = useStrings()
  return children === undefined ? (
    // A status, so a screen reader hears that the tab is loading.
    <p className="latch-muted latch-empty" role="status">
      {en.loading}
    </p>
  ) : (
    <p className="latch-muted latch-empty">{children}</p>
  )
}
