/** The secure site's pages (the wallet frame, the device approval page): where they are built and their policy. */
import { join } from 'node:path'

/** The built frame of this repository (`npm run build -w @latch/frame`). */
export const DEFAULT_FRAME_DIR = join(import.meta.dirname, '..', '..', '..', 'frame', 'dist')

/** The answer when the pages were never built. */
export const FRAME_NOT_BUILT = 'The wallet frame is not built: run `npm run build -w @latch/frame`'

/**
 * A page's policy: only its own scripts and connections, and embeddable only by `ancestors` (none when
 * empty: the approval page, and the frame for an unknown project).
 *
 * @example
 * pageCsp(['https://app.example']) // "default-src 'none'; … frame-ancestors https://app.example"
 */
export function pageCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ')
}
