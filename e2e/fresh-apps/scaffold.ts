/**
 * Fresh apps outside the workspace, as a new user makes them: the packages are built, packed and served
 * by a registry for the `@latch` scope (scoped-registry.ts, as if published), each app is scaffolded by
 * its own tool (create-vite, create-next-app; pinned in e2e's devDependencies), the README's `npm
 * install` lines run verbatim in the README's order, its "Use it" files are written in, and the app is
 * type-checked and built with its template's settings.
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { packagesStale, packPublished, ROOT } from '../published.ts'
import { pointAt, readmeFiles, readmeInstalls, type Target, withMoreWallets } from './readme-code.ts'
import { startScopedRegistry } from './scoped-registry.ts'

/**
 * The fresh apps: two Vite + React templates (React 18 and 19), a Next.js App Router app, two Vite +
 * React 19 apps on wagmi (2 and 3) through `@latch/wagmi`, and a Vite app that had wagmi 3 before it
 * added Latch.
 */
export type FreshAppKind =
  | 'vite-react-18'
  | 'vite-react-19'
  | 'next'
  | 'vite-wagmi-2'
  | 'vite-wagmi-3'
  | 'vite-wagmi-3-existing'

/** The wagmi major each wagmi app installs: the README's line gives the latest; `wagmi@2` as its comment says. */
const WAGMI_MAJOR = {
  'vite-wagmi-2': 'wagmi@2',
  'vite-wagmi-3': 'wagmi',
  'vite-wagmi-3-existing': 'wagmi',
} as const
/** What the wagmi app that comes before Latch has installed: wagmi 3 and its own peers, as wagmi's guide says. */
const WAGMI_APP_FIRST = ['install', 'wagmi', '@tanstack/react-query', 'viem']
const isWagmi = (kind: FreshAppKind): kind is keyof typeof WAGMI_MAJOR => kind in WAGMI_MAJOR
/** A scaffolded, installed and built app. */
export type FreshApp = { kind: FreshAppKind; dir: string }

const require = createRequire(import.meta.url)
const bin = (pkg: string, path: string) => join(dirname(require.resolve(`${pkg}/package.json`)), path)

/**
 * The environment a fresh app's commands run in, as a new user's terminal has it: nothing the test
 * runner's npm or tools set (`npm_*`; the workspace's `@latch/source` condition in `NODE_OPTIONS`;
 * `NODE_ENV`, which a Vite build earlier in the same worker sets to `production`, and with which `npm
 * install` leaves out the template's devDependencies), telemetry and update checks off.
 */
export function appEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const key of Object.keys(env))
    if (key.startsWith('npm_') || key === 'NODE_OPTIONS' || key === 'NODE_ENV')
      Reflect.deleteProperty(env, key)
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false', CI: '1' }
}

/**
 * Runs a command to completion; throws with its output when it fails.
 *
 * @example
 * await run('npm', ['run', 'build'], dir)
 */
export function run(cmd: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: appEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} failed:\n${out}`)),
    )
  })
}

async function editJson(file: string, edit: (json: Record<string, unknown>) => void): Promise<void> {
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  edit(json)
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
}

async function scaffold(kind: FreshAppKind, parent: string): Promise<string> {
  if (kind === 'next') {
    await run(
      'node',
      [
        bin('create-next-app', 'dist/index.js'),
        kind,
        ...['--ts', '--app', '--no-tailwind', '--no-eslint', '--no-src-dir', '--no-react-compiler'],
        ...[
          '--import-alias',
          '@/*',
          '--use-npm',
          '--skip-install',
          '--disable-git',
          '--no-agents-md',
          '--yes',
        ],
      ],
      parent,
    )
  } else {
    await run(
      'node',
      [bin('create-vite', 'index.js'), kind, '--template', 'react-ts', '--no-interactive'],
      parent,
    )
  }
  return join(parent, kind)
}

async function writeReadmeCode(kind: FreshAppKind, dir: string, target: Target): Promise<void> {
  const files = readmeFiles()
  const latchPath = kind === 'next' ? 'app/latch.ts' : 'src/latch.ts'
  const latchTs = pointAt(files.get(latchPath) ?? '', target)
  await writeFile(join(dir, latchPath), isWagmi(kind) ? withMoreWallets(latchTs, target) : latchTs)
  if (isWagmi(kind)) {
    // The README's "With wagmi" files over its latch.ts; the page is the test's, by hooks both majors share.
    const wagmi = readmeFiles('With wagmi')
    for (const path of ['src/wagmi.ts', 'src/main.tsx']) {
      const text = wagmi.get(path)
      if (!text) throw new Error(`the README's "With wagmi" has no ${path}`)
      await writeFile(join(dir, path), text)
    }
    await writeFile(join(dir, 'src/App.tsx'), await readFile(join(import.meta.dirname, 'wagmi-app/App.tsx')))
    return
  }
  const wanted =
    kind === 'next'
      ? [...files.keys()].filter((p) => p.startsWith('app/') && p !== latchPath)
      : ['src/main.tsx', 'src/App.tsx']
  for (const path of wanted) {
    const text = files.get(path)
    if (!text) throw new Error(`the README's "Use it" has no ${path}`)
    await writeFile(join(dir, path), text)
  }
}

/**
 * Packs the packages (built first when a source is newer than its build), then scaffolds, installs, type-checks and builds every fresh app in a
 * temporary folder outside the workspace.
 *
 * @example
 * const apps = await prepareFreshApps({ apiUrl: API, projectId: DEMO_PROJECT_ID, chains })
 */
export async function prepareFreshApps(target: Target): Promise<FreshApp[]> {
  // The stack built them when it started, unless a source changed since.
  if (packagesStale()) await run('npm', ['run', 'build'], ROOT)
  const parent = await mkdtemp(join(tmpdir(), 'latch-fresh-'))
  const tarballs = join(parent, 'tarballs')
  await mkdir(tarballs)
  const registry = await startScopedRegistry(packPublished(tarballs))
  const useIt = readmeInstalls('Use it')
  // "With wagmi" has the line for a new app (Latch, wagmi and its peers) and the one for an app that
  // already has wagmi (Latch's package alone).
  const withWagmi = readmeInstalls('With wagmi')
  const newWagmiApp = withWagmi.filter((args) => args.includes('wagmi'))
  const existingWagmiApp = withWagmi.filter((args) => !args.includes('wagmi'))
  if (newWagmiApp.length === 0 || existingWagmiApp.length === 0)
    throw new Error(`the README's "With wagmi" needs a line for a new app and one for an app with wagmi`)
  const kinds: FreshAppKind[] = [
    'vite-react-18',
    'vite-react-19',
    'next',
    'vite-wagmi-2',
    'vite-wagmi-3',
    'vite-wagmi-3-existing',
  ]
  try {
    const apps = await Promise.all(
      kinds.map(async (kind) => {
        const dir = await scaffold(kind, parent)
        // Where `@latch` packages come from, as a registry setting (once they are published, not needed).
        await writeFile(join(dir, '.npmrc'), registry.npmrc)
        if (kind === 'vite-react-18')
          await editJson(join(dir, 'package.json'), (pkg) => {
            Object.assign(pkg.dependencies as Record<string, string>, {
              react: '^18.3.1',
              'react-dom': '^18.3.1',
            })
            Object.assign(pkg.devDependencies as Record<string, string>, {
              '@types/react': '^18.3.0',
              '@types/react-dom': '^18.3.0',
            })
          })
        // The README's lines, verbatim and in its order: "Use it", then "With wagmi" (wagmi 2 as its
        // comment says; Latch's package alone in the app that had wagmi first), then the wallets the
        // README adds for WalletConnect and email login.
        const installs = kind === 'vite-wagmi-3-existing' ? [WAGMI_APP_FIRST, ...useIt] : [...useIt]
        if (kind === 'vite-wagmi-3-existing') installs.push(...existingWagmiApp)
        else if (isWagmi(kind))
          installs.push(
            ...newWagmiApp.map((args) => args.map((a) => (a === 'wagmi' ? WAGMI_MAJOR[kind] : a))),
          )
        if (isWagmi(kind)) installs.push(['install', '@latch/walletconnect', '@latch/embedded'])
        for (const args of installs) await run('npm', [...args, '--no-audit', '--no-fund'], dir)
        await writeReadmeCode(kind, dir, target)
        return { kind, dir }
      }),
    )
    // The templates' own build scripts: `tsc -b && vite build`, `next build` (which type-checks).
    for (const app of apps) await run('npm', ['run', 'build'], app.dir)
    return apps
  } finally {
    await registry.stop()
  }
}

/** The port each app is served on: one of the devnet project's allowed local origins. */
const PORTS = {
  'vite-react-18': 4173,
  'vite-react-19': 4173,
  next: 3000,
  'vite-wagmi-2': 4173,
  'vite-wagmi-3': 4173,
  'vite-wagmi-3-existing': 4173,
} as const

/**
 * Serves a built app for production (`vite preview`, `next start`) on loopback, on its allowed port
 * unless told another; resolves once it answers.
 *
 * @example
 * const { url, stop } = await serveApp(app)
 */
export async function serveApp(
  app: FreshApp,
  port = String(PORTS[app.kind]),
): Promise<{ url: string; stop: () => Promise<void> }> {
  const args =
    app.kind === 'next'
      ? ['next', 'start', app.dir, '-p', port, '-H', '127.0.0.1']
      : ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1']
  const child = spawn('npx', args, { cwd: app.dir, env: appEnv(), stdio: 'ignore', detached: true })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(-(child.pid ?? 0), 'SIGTERM')
    })
  // Visited by name, as the devnet's secure site is (http://localhost:8788): one site, as a deployment
  // puts the app and its secure site; asked for readiness where it listens.
  const url = `http://localhost:${port}/`
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`${args.join(' ')} did not answer on ${url}`)
}
