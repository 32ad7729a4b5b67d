import { join } from 'node:path'

/** Where `npm run build -w @latch/frame` writes the frame page the server serves. */
export const FRAME_DIST_DIR: string = join(import.meta.dirname, 'dist')
