/** The server's own entry: serves the API the `LATCH_CONFIG` file describes until Ctrl-C. */
import { serveUntilStopped } from './start.ts'

await serveUntilStopped(process.env, { logger: process.env.LOG === '1' })
