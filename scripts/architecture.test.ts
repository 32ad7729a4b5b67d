/**
 * docs/architecture.md describes the packages and the folders the code is organised in. This test keeps
 * it true as the code moves: every workspace package, every folder of core's sources and every view
 * folder of `@latch/react` is named there, and every path it cites in backticks exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

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
})
