/**
 * Core's page-load path: the modules an app runs before any interaction (`createLatch`, the networks, the
 * SIWX and cookie helpers apps pass to it, and the few helpers the connect button and the adapters use
 * on load) with everything they import statically. The build ships them as one file
 * (`tsdown.config.ts`): esbuild splits a module that lazily loaded code shares with the page into a file
 * per combination of lazy entries reaching it, a dozen small requests that cost ~1.6 KB gzipped; one
 * file is one request in every bundler.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'

/** Core's page-load roots, as paths under `packages/core/src` without `.ts`. */
export const CORE_PAGE_LOAD_ROOTS = [
  'latch',
  'networks/index',
  'siwx/latch-siwx',
  'ssr/cookie',
  'connection/lazy-adapter',
  'connection/connectors',
  'plumbing/loader',
  'plumbing/short-address',
  'i18n/locales',
] as const

/**
 * The modules `roots` import statically (value imports and re-exports; `import type` and `import()`
 * excluded), with the roots: absolute paths of `.ts` files.
 *
 * @example
 * staticClosure('packages/core/src', ['latch']).has(resolve('packages/core/src/modal/modal.ts')) // true
 */
export function staticClosure(srcDir: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = roots.map((r) => resolve(srcDir, `${r}.ts`))
  while (stack.length > 0) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022)
    for (const st of source.statements) {
      const spec =
        (ts.isImportDeclaration(st) && !st.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(st) && !st.isTypeOnly)
          ? st.moduleSpecifier
          : undefined
      if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.'))
        stack.push(join(dirname(file), spec.text))
    }
  }
  return seen
}
