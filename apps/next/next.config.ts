import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * The Next.js app of the workspace. The published Latch packages are read from their built `dist/`
 * (run `npm run build` at the root first), as an app installing them from npm would; the devnet's
 * TypeScript sources are compiled here.
 */
const config: NextConfig = {
  transpilePackages: ['@latch/devnet'],
  // One workspace, one lockfile: its root is this repository's.
  turbopack: { root: workspace },
  outputFileTracingRoot: workspace,
}

export default config
