import type { ReactNode } from 'react'

/** Views whose features are not built yet say so plainly rather than showing an empty panel. */
export function UnavailableView(): ReactNode {
  return (
    <div className="latch-center">
      <p className="latch-muted">This feature is not available in this version of Latch.</p>
    </div>
  )
}
