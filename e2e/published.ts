/**
 * The packages Latch publishes to npm, and how to pack them. One list, used by the build
 * (`tsdown.config.ts`), the package checks and the fresh-app tests.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Folder under `packages/` → its public entry points (subpath → source file under `src/`). */
export const PUBLISHED = {
  protocol: {
    index: 'src/index.ts',
    lists: 'src/lists.ts',
    caip: 'src/caip.ts',
    'api/index': 'src/api/index.ts',
    'calls/index': 'src/calls/index.ts',
    'embedded/index': 'src/embedded/index.ts',
  },
  core: {
    index: 'src/index.ts',
    api: 'src/api/index.ts',
    frame: 'src/frame/index.ts',
    networks: 'src/networks/index.ts',
  },
  evm: { index: 'src/index.ts' },
  solana: { index: 'src/index.ts' },
  bitcoin: { index: 'src/index.ts' },
  cosmos: { index: 'src/index.ts' },
  polkadot: { index: 'src/index.ts' },
  walletconnect: { index: 'src/index.ts' },
  embedded: { index: 'src/index.ts' },
  wagmi: { index: 'src/index.ts' },
  react: {
    index: 'src/index.ts',
    locales: 'src/i18n/index.ts',
    server: 'src/server.ts',
    connections: 'src/useConnections.ts',
  },
} as const satisfies Record<string, Record<string, string>>

/** A published package's folder name. */
export type PublishedDir = keyof typeof PUBLISHED

/** The repository's root folder. */
export const ROOT = join(import.meta.dirname, '..')

/** A packed tarball: the package's name and the file's absolute path. */
export type Packed = { name: string; dir: PublishedDir; file: string; files: string[] }

/**
 * Packs every published package with `npm pack` into `dest` (run `npm run build` first).
 *
 * @example
 * const tarballs = packPublished(await mkdtemp(join(tmpdir(), 'latch-pack-')))
 */
export function packPublished(dest: string): Packed[] {
  const dirs = Object.keys(PUBLISHED) as PublishedDir[]
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', dest, ...dirs.flatMap((d) => ['-w', `packages/${d}`])],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const packed = JSON.parse(out) as { name: string; filename: string; files: { path: string }[] }[]
  return packed.map((p, i) => ({
    name: p.name,
    dir: dirs[i]!,
    file: join(dest, p.filename),
    files: p.files.map((f) => f.path),
  }))
}

/** The newest modification time of any file under `dir`. */
function newestIn(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs)
  }
  return newest
}

/**
 * Whether a package's `dist/` is missing or older than one of its sources, so `npm run build` is due
 * (`npm test` builds them before its end-to-end tests).
 *
 * @example
 * if (packagesStale()) execFileSync('npm', ['run', 'build'], { cwd: ROOT })
 */
export function packagesStale(): boolean {
  return readdirSync(join(ROOT, 'packages')).some((name) => {
    const entry = join(ROOT, 'packages', name, 'dist', 'index.js')
    return !existsSync(entry) || newestIn(join(ROOT, 'packages', name, 'src')) > statSync(entry).mtimeMs
  })
}
