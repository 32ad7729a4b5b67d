import type { ReactNode } from 'react'

/**
 * A square button showing a 16×16 stroked icon; `label` is its accessible name. A `mirrored` icon (a
 * direction, like Back's chevron) flips in right-to-left locales.
 */
export function IconButton({
  label,
  path,
  onClick,
  mirrored,
}: {
  label: string
  path: ReactNode
  onClick: () => void
  mirrored?: boolean
}): ReactNode {
  return (
    <button
      type="button"
      className={mirrored ? 'latch-icon-button latch-mirrored' : 'latch-icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      >
        {path}
      </svg>
    </button>
  )
}
