/**
 * 1 (white) when the accent's WCAG 2 relative luminance (0.2126 r + 0.7152 g + 0.0722 b over linear sRGB)
 * is below 0.179, where black and white text read equally (both 4.58 : 1), else 0.
 */
const CHANNEL = 'clamp(0,(.179 - .2126*r - .7152*g - .0722*b)*1e6,1)'

/**
 * Text on the accent when the app sets no `--latch-accent-fg`: black or white, whichever contrasts more
 * with the accent (so at least 4.58 : 1), computed by the browser from any accent in any notation.
 */
export const ACCENT_FG = `color(from var(--latch-accent) srgb-linear ${CHANNEL} ${CHANNEL} ${CHANNEL})`
/** The accent's default. */
export const DEFAULT_ACCENT = '#3b5bfd'
