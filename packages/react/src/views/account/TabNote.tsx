import type { ReactNode } from 'react'
import { Skeleton } from '../Skeleton.tsx'

/** What a tab shows instead of its list: a message, or skeleton rows (a "Loading…" status) when none is given. */
export function TabNote({ children }: { children?: ReactNode }): ReactNode {
  return children === undefined ? (
    <Skeleton rows={3} />
  ) : (
    <p className="latch-muted latch-empty">{children}</p>
  )
}
