import type { ReactNode } from 'react'
import { StrokeGlyph } from '../../icons/StrokeGlyph.tsx'

/** A key (a passkey). Decorative. */
export function PasskeyGlyph(props: { size?: number }): ReactNode {
  return (
    <StrokeGlyph
      box={24}
      size={props.size ?? 22}
      d="M14.5 9.5a4 4 0 1 0-3.9 4.9L9 16h-2v2H5v2H3v-3l6.1-6.1A4 4 0 0 1 14.5 9.5Zm1.5-2h.01"
    />
  )
}
