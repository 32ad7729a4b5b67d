/**
 * Builds the four published packages to `dist/` (ESM, `.d.ts`, source maps). Inside the workspace every
 * tool resolves the `@latch/source` export condition to the TypeScript sources instead, so development
 * needs no build; `npm run build` is for packing, the size budget and the fresh-app tests.
 */
import { readdirSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { defineConfig, type UserConfig } from 'tsdown'
import { PUBLISHED, type PublishedDir } from './e2e/published.ts'
import { CORE_PAGE_LOAD_ROOTS, staticClosure } from './scripts/page-load.ts'

/**
 * Every shipped source module of a package (no tests, no test support) that is not one of its published
 * entries, each an entry of its own, by its path under `src/`: core's serve Latch's own packages, those
 * its `package.json` lists, as `@latch/core/internal/<path>` (no semver; a curated list, not a wildcard),
 * the protocol's as `@latch/protocol/api/wire` and the like.
 * Browser code imports them one by one, never through a barrel, so an app's bundler reaches only what is
 * used; and each module keeps every export it has (one only an entry's re-exports reached would lose
 * what the entry does not re-export).
 */
const moduleEntries = (dir: PublishedDir) => {
  const published = new Set<string>(Object.values(PUBLISHED[dir]))
  const files = readdirSync(`packages/${dir}/src`, { recursive: true, encoding: 'utf8' })
    .map((f) => `src/${f.split('\\').join('/')}`)
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|\/test-support\.ts$|^src\/test\//.test(f))
    .filter((f) => !published.has(f))
  return Object.fromEntries(files.map((f) => [f.slice('src/'.length, -'.ts'.length), f]))
}

/** Core's page-load modules (`scripts/page-load.ts`), shipped as one file. */
const CORE_PAGE_LOAD = staticClosure(join(import.meta.dirname, 'packages/core/src'), CORE_PAGE_LOAD_ROOTS)

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
  // No constants inlined across modules: that left a bare `import './x.js'` behind in the importer, which
  // esbuild warns about in every app's build (the packages are `sideEffects: false`). The app's
  // bundler inlines them itself.
  inputOptions: { optimization: { inlineConst: false } },
  ...extra,
})

export default defineConfig([
  library('protocol', { entry: { ...PUBLISHED.protocol, ...moduleEntries('protocol') } }),
  library('core', {
    entry: { ...PUBLISHED.core, ...moduleEntries('core') },
    // Every module is still an entry of its own, except the page-load path's: one file, which their
    // entries re-export (see scripts/page-load.ts).
    unbundle: false,
    outputOptions: {
      codeSplitting: {
        groups: [{ name: 'page-load', test: (id: string) => CORE_PAGE_LOAD.has(normalize(id)) }],
      },
    },
  }),
  library('evm'),
  library('solana'),
  library('bitcoin'),
  library('cosmos'),
  library('polkadot'),
  library('walletconnect'),
  library('embedded'),
  library('wagmi'),
  // The entries holding hooks and components, so Next.js must treat them as client modules; the `server`
  // entry (what a server component calls) must not be one. Rolldown's banner is asked per file.
  library('react', {
    outputOptions: {
      banner: (chunk) => (['index.js', 'connections.js'].includes(chunk.fileName) ? "'use client';" : ''),
    },
  }),
])
