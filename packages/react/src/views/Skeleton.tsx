import type { ReactNode } from 'react'
import { useStrings } from '../i18n/use-strings.ts'

/**
 * Placeholder rows shaped like the list that is loading (an icon and two lines each), shimmering unless
 * the visitor asks for reduced motion; a screen reader hears one "Loading…" status.
 *
 * @example
 * <Skeleton rows={3} />
 */
export function Skeleton({ rows }: { rows: number }): ReactNode {
  const en = useStrings()
  return (
    <div role="status" className="latch-skeletons">
      <span className="latch-visually-hidden">{en.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="latch-skeleton-row" aria-hidden="true">
          <span className="latch-skeleton" />
          <span className="latch-skeleton-lines">
            <span className="latch-skeleton" />
            <span className="latch-skeleton" />
          </span>
        </div>
      ))}
    </div>
  )
}

/**
 * A one-line placeholder for a value that is loading (a balance), with "Loading…" for screen readers.
 *
 * @example
 * <SkeletonText width="6em" />
 */
export function SkeletonText({ width }: { width: string }): ReactNode {
  const en = useStrings()
  return (
    <span className="latch-skeleton latch-skeleton-text" style={{ width }}>
      <span className="latch-visually-hidden">{en.loading}</span>
    </span>
  )
}
