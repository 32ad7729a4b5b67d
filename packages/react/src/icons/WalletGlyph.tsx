import type { ReactNode } from 'react'
import { StrokeGlyph } from './StrokeGlyph.tsx'

/**
 * A wallet, for a wallet that brings no icon of its own: an outline on the row's placeholder tile.
 * Decorative.
 */
export const WalletGlyph = (): ReactNode => (
  <StrokeGlyph
    className="latch-wallet-icon latch-wallet-glyph"
    box={36}
    d="M10 13.5h16a2 2 0 0 1 2 2V24a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2v-12a2.5 2.5 0 0 1 2.5-2.5H24M22.5 20h2"
  />
)
