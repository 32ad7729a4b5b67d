/**
 * docs/architecture.md describes the packages and the folders the code is organised in. This test keeps
 * it true as the code moves: every workspace package, every folder of core's sources and every view
 * folder of `@latch/react` is named there, every path it cites in backticks exists, and its claims about
 * imports are the ones the lint enforces (the table of who may import whom is `LAYERS`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LAYERS } from './check-imports.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const doc = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8')
const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
    .map((e) => e.name)
const named = (text: string) => doc.includes(text)

describe('docs/architecture.md matches the code', () => {
  it('names every workspace package', () => {
    const packages = [
      ...folders('packages').map((p) => `@latch/${p}`),
      '@latch/frame',
      '@latch/server',
      '@latch/devnet',
      ...folders('apps').map((a) => `apps/${a}`),
    ]
    expect(packages.filter((p) => !named(p))).toEqual([])
  })

  it("names every folder of core's sources and every view folder of @latch/react", () => {
    const core = folders('packages/core/src').map((f) => `\`${f}/\``)
    const views = folders('packages/react/src/views').map((f) => `\`views/${f}/\``)
    expect([...core, ...views].filter((f) => !named(f))).toEqual([])
  })

  it('cites only paths that exist', () => {
    const cited = [...doc.matchAll(/`([\w./-]+\.(?:ts|tsx|md))`/g)].map((m) => m[1]!)
    const where = (p: string) =>
      [p, `packages/core/src/${p}`, `packages/react/src/${p}`, `scripts/${p}`].find((c) =>
        existsSync(join(root, c)),
      )
    expect(cited.length).toBeGreaterThan(20)
    expect(cited.filter((p) => !where(p))).toEqual([])
  })

  it("says which packages each package may import exactly as the import check's LAYERS enforces", () => {
    const table = new Map(
      [...doc.matchAll(/^\|\s*`(@latch\/[\w-]+)`\s*\|\s*`([\w/.-]+)`\s*\|\s*(.+?)\s*\|$/gm)].map((m) => [
        m[1]!,
        { dir: m[2]!, may: m[3] === 'none' ? [] : [...m[3]!.matchAll(/`([^`]+)`/g)].map((x) => x[1]!) },
      ]),
    )
    const enforced = Object.entries(LAYERS)
      .filter(([name]) => name.startsWith('@latch/'))
      .map(([name, layer]) => [name, { dir: layer.dir, may: [...layer.may] }] as const)
    expect([...table.entries()]).toEqual(enforced)
  })

  it('keeps SQL out of every server module that declares routes, as it says', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : e.name.endsWith('.ts') && !e.name.includes('.test.')
            ? [join(dir, e.name)]
            : [],
      )
    const declaresRoutes = /\.(get|post|put|delete)(<[^>]*>)?\(\s*(API_PATHS|AUTH_PATHS|path)\b/
    const holdsSql = /from 'drizzle-orm'|from '[./]+(?:[\w-]+\/)*tables\.ts'/
    const routeModules = files('server/src').filter((f) =>
      declaresRoutes.test(readFileSync(join(root, f), 'utf8')),
    )
    expect(routeModules.length).toBeGreaterThan(20)
    const withSql = routeModules.filter((f) => holdsSql.test(readFileSync(join(root, f), 'utf8')))
    expect(withSql).toEqual([])
    expect(named('hold no SQL')).toBe(true)
  })
})
