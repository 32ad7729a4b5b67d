import type { ReactNode } from 'react'

/**
 * An outlined glyph: one path, stroked in the text colour with round ends. Decorative.
 *
 * @example
 * <StrokeGlyph d="M4 12h16" box={24} size={22} />
 */
export function StrokeGlyph(props: { d: string; box: number; size?: number; className?: string }): ReactNode {
  return (
    <svg
      {...(props.className ? { className: props.className } : {})}
      viewBox={`0 0 ${props.box} ${props.box}`}
      {...(props.size ? { width: props.size, height: props.size } : {})}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={props.d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
