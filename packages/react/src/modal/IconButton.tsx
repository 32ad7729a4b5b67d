import type { ReactNode } from 'react'

/** A square button showing a 16×16 stroked icon; `label` is its accessible name. */
export function IconButton({
  label,
  path,
  onClick,
}: {
  label: string
  path: ReactNode
  onClick: () => void
}): ReactNode {
  return (
    <button type="button" className="latch-icon-button" aria-label={label} onClick={onClick}>
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
