/**
 * `npm run lint` runs this: it fails when a package imports something it does not declare, imports a
 * workspace package against the layering (apps → react → adapters → core → protocol; the server may use core's
 * wire contract only), reaches into another package by a relative path, or exports test support.
 *
 *   tsx scripts/check-imports.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A package's folder, the workspace packages its shipped code may import, barrels it may not import, and
 * barrels it may import types from but no value.
 */
export type Layer = {
  dir: string
  may: readonly string[]
  refuses?: readonly string[]
  typesOnly?: readonly string[]
}

/**
 * Barrels the browser packages' shipped code may not import: `@latch/core/api` and `@latch/protocol/api`
 * re-export the whole wire contract for the server (so do the protocol's `calls` and `embedded`). In a
 * page built by esbuild, a barrel that lazily loaded code imports gives its chunk every module the barrel
 * re-exports, so a module the modal needs turns up in a chunk found only after the modal's arrives. They
 * import the module itself: `@latch/protocol/api/wire`, `@latch/core/internal/…`.
 */
const BROWSER_REFUSES = [
  '@latch/core/api',
  '@latch/protocol/api',
  '@latch/protocol/calls',
  '@latch/protocol/embedded',
]

/**
 * The same holds for core's public index, but worse: the page-load code imports it too, so esbuild
 * (which follows every re-export, used or not, when it splits) put every module the index re-exports and
 * lazily loaded code uses on the page-load path: the error catalogue, 2.9 KB gzipped. Browser packages
 * import its types (erased) and values from the module itself.
 */
const BROWSER_TYPES_ONLY = ['@latch/core']

/**
 * The value imports and re-exports of `spec` in a source file (`import type`, `type X` specifiers and
 * `export type` are erased, so they do not count).
 */
function valueImportsOf(text: string, spec: string): number {
  if (!text.includes(`'${spec}'`)) return 0
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.ES2022)
  let count = 0
  for (const st of source.statements) {
    const from = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier
    if (!from || !ts.isStringLiteral(from) || from.text !== spec) continue
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause
      if (!clause) count++
      else if (!clause.isTypeOnly) {
        const named = clause.namedBindings
        if (clause.name || !named || !ts.isNamedImports(named) || named.elements.some((e) => !e.isTypeOnly))
          count++
      }
    } else if (!st.isTypeOnly) {
      const named = st.exportClause
      if (!named || !ts.isNamedExports(named) || named.elements.some((e) => !e.isTypeOnly)) count++
    }
  }
  return count
}

/** Each workspace package's folder, and the workspace packages its shipped code may import. */
export const LAYERS: Record<string, Layer> = {
  '@latch/protocol': { dir: 'packages/protocol', may: [] },
  '@latch/core': { dir: 'packages/core', may: ['@latch/protocol', '@latch/protocol/lists'] },
  '@latch/evm': {
    dir: 'packages/evm',
    may: ['@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/solana': {
    dir: 'packages/solana',
    may: ['@latch/protocol', '@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/bitcoin': {
    dir: 'packages/bitcoin',
    may: ['@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/cosmos': {
    dir: 'packages/cosmos',
    may: ['@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/polkadot': {
    dir: 'packages/polkadot',
    may: ['@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/walletconnect': {
    dir: 'packages/walletconnect',
    may: ['@latch/protocol', '@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/embedded': {
    dir: 'packages/embedded',
    may: ['@latch/protocol', '@latch/core', '@latch/core/frame'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/wagmi': {
    dir: 'packages/wagmi',
    may: ['@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/react': {
    dir: 'packages/react',
    may: ['@latch/protocol', '@latch/core'],
    refuses: BROWSER_REFUSES,
    typesOnly: BROWSER_TYPES_ONLY,
  },
  '@latch/frame': {
    dir: 'frame',
    may: ['@latch/protocol', '@latch/core', '@latch/core/frame', '@latch/core/networks'],
  },
  '@latch/server': { dir: 'server', may: ['@latch/protocol'] },
  '@latch/devnet': { dir: 'devnet', may: ['@latch/core/networks', '@latch/core/frame'] },
  '@latch/demo': {
    dir: 'apps/demo',
    may: [
      '@latch/core',
      '@latch/evm',
      '@latch/solana',
      '@latch/bitcoin',
      '@latch/cosmos',
      '@latch/polkadot',
      '@latch/walletconnect',
      '@latch/embedded',
      '@latch/wagmi',
      '@latch/react',
      '@latch/devnet',
    ],
  },
  '@latch/next-demo': {
    dir: 'apps/next',
    may: [
      '@latch/core',
      '@latch/evm',
      '@latch/walletconnect',
      '@latch/embedded',
      '@latch/wagmi',
      '@latch/react',
      '@latch/devnet',
    ],
  },
  '@latch/e2e': { dir: 'e2e', may: [] },
  latch: { dir: '.', may: ['@latch/server', '@latch/devnet'] },
}

/** Files that only tests and tooling run: they may use devDependencies and any workspace package. */
const TEST_ONLY =
  /(\.test\.tsx?$|(^|\/)test-support\.ts$|\/src\/test\/|(^|\/)(bench|scripts)\/|vitest-(global-setup|context|shared)\.ts$|\.config\.ts$|^e2e\/)/

type Manifest = {
  name: string
  private?: boolean
  exports?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.tsbuild', 'test-results', 'playwright-report'])
const isSource = (f: string) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts')

function sourcesOf(root: string, dir: string, nested: Set<string>): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (SKIP_DIRS.has(entry) || entry.startsWith('.')) continue
    if (statSync(path).isDirectory()) {
      if (!nested.has(relative(root, path))) out.push(...sourcesOf(root, path, nested))
    } else if (isSource(entry)) out.push(path)
  }
  return out
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/')
const builtins = new Set(builtinModules)
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtins.has(packageOf(spec))

/** A relative-import cycle among a package's shipped files, if there is one (as a path of files). */
function cycleOf(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (f: string): string[] | undefined => {
    if (state.get(f) === 'done') return undefined
    if (state.get(f) === 'open') return [...stack.slice(stack.indexOf(f)), f]
    state.set(f, 'open')
    stack.push(f)
    for (const g of graph.get(f) ?? []) {
      const found = visit(g)
      if (found) return found
    }
    stack.pop()
    state.set(f, 'done')
    return undefined
  }
  for (const f of graph.keys()) {
    const found = visit(f)
    if (found) return found
  }
  return undefined
}

/**
 * Every problem in a workspace, one line each: undeclared imports, imports against the layering or of a
 * refused barrel, relative paths into other packages, import cycles in shipped code, exported test support.
 */
export function checkImports(root: string = ROOT, layers: Record<string, Layer> = LAYERS): string[] {
  const problems: string[] = []
  const dirs = new Set(Object.values(layers).map((l) => l.dir))
  for (const [name, layer] of Object.entries(layers)) {
    const pkgDir = join(root, layer.dir)
    const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as Manifest
    if (manifest.name !== name)
      problems.push(`${layer.dir}/package.json: named ${manifest.name}, expected ${name}`)
    // Published packages only: the devnet is test infrastructure and exports it on purpose.
    for (const [sub, target] of Object.entries(manifest.private ? {} : (manifest.exports ?? {}))) {
      if (/test|fixture|support/i.test(`${sub} ${target}`))
        problems.push(`${name} exports test support: "${sub}": "${target}"`)
    }
    const runtime = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ])
    const dev = new Set(Object.keys(manifest.devDependencies ?? {}))
    const nested = new Set(
      [...dirs].filter((d) => d !== layer.dir && (layer.dir === '.' || d.startsWith(`${layer.dir}/`))),
    )
    const files =
      layer.dir === '.'
        ? sourcesOf(root, join(root, 'scripts'), nested).concat(join(root, 'vitest.config.ts'))
        : sourcesOf(root, pkgDir, nested)
    const graph = new Map<string, string[]>()
    for (const file of files) {
      const rel = relative(root, file).split(sep).join('/')
      const testOnly = TEST_ONLY.test(rel)
      const text = readFileSync(file, 'utf8')
      const info = ts.preProcessFile(text, true, true)
      for (const spec of testOnly ? [] : (layer.typesOnly ?? [])) {
        if (valueImportsOf(text, spec) > 0)
          problems.push(
            `${rel}: imports values from the "${spec}" barrel; import them from the module itself (@latch/core/internal/…)`,
          )
      }
      for (const { fileName: spec } of info.importedFiles) {
        if (spec.startsWith('.')) {
          const target = relative(pkgDir, resolve(dirname(file), spec))
          if (target.startsWith('..')) problems.push(`${rel}: reaches outside ${name} through "${spec}"`)
          else if (!testOnly)
            graph.set(rel, [
              ...(graph.get(rel) ?? []),
              relative(root, resolve(dirname(file), spec))
                .split(sep)
                .join('/'),
            ])
          continue
        }
        if (isBuiltin(spec)) continue
        const pkg = packageOf(spec)
        if (!runtime.has(pkg) && !(testOnly && dev.has(pkg))) {
          const where = dev.has(pkg) ? 'a devDependency, used by shipped code' : 'not declared'
          problems.push(`${rel}: imports "${spec}", ${where} in ${layer.dir}/package.json`)
          continue
        }
        if (!testOnly && layer.refuses?.includes(spec)) {
          problems.push(
            `${rel}: imports the "${spec}" barrel; import the module itself (@latch/core/internal/…)`,
          )
          continue
        }
        if (pkg in layers && !testOnly && !layer.may.some((m) => spec === m || pkg === m)) {
          problems.push(
            `${rel}: imports "${spec}" against the layering (${name} may use ${layer.may.join(', ') || 'no workspace package'})`,
          )
        }
      }
    }
    const cycle = cycleOf(graph)
    if (cycle) problems.push(`${name} has an import cycle: ${cycle.join(' → ')}`)
  }
  return problems
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkImports()
  for (const p of problems) console.error(p)
  console.log(
    problems.length === 0
      ? 'imports: every package imports only what it declares, in layer order'
      : `imports: ${problems.length} problems`,
  )
  process.exit(problems.length === 0 ? 0 : 1)
}
