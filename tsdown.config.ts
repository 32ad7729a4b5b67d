/**
 * Builds the four published packages to `dist/` (ESM, `.d.ts`, source maps). Inside the workspace every
 * tool resolves the `@latch/source` export condition to the TypeScript sources instead, so development
 * needs no build; `npm run build` is for packing, the size budget and the fresh-app tests.
 */
import { defineConfig, type UserConfig } from 'tsdown'
import { PUBLISHED, type PublishedDir } from './e2e/published.ts'

const library = (dir: PublishedDir, extra: UserConfig = {}): UserConfig => ({
  name: `@latch/${dir}`,
  cwd: `packages/${dir}`,
  entry: { ...PUBLISHED[dir] },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  // One output file per source module, so an app's bundler drops whole unused modules
  // (`sideEffects: false`) exactly as it does from the sources.
  unbundle: true,
  ...extra,
})

export default defineConfig([
  library('core'),
  library('evm'),
  library('solana'),
  library('bitcoin'),
  library('cosmos'),
  library('polkadot'),
  library('walletconnect'),
  library('embedded'),
  library('wagmi'),
  // The entry holds hooks and components, so Next.js must treat it as a client module; the `server`
  // entry (what a server component calls) must not be one. Rolldown's banner is asked per file.
  library('react', {
    outputOptions: { banner: (chunk) => (chunk.fileName === 'index.js' ? "'use client';" : '') },
  }),
])
