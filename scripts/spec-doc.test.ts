/**
 * docs/spec.md is the specification the code cites (`SPEC §N`). This test keeps the two together: every
 * section cited anywhere in the repository's sources and docs is in it, and its rules' ids are unique,
 * each in its own section, and in order.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const spec = readFileSync(join(root, 'docs', 'spec.md'), 'utf8')
const SOURCES = ['packages', 'server', 'frame', 'devnet', 'apps', 'e2e', 'docs', 'scripts']
const SKIP = /(^|\/)(node_modules|dist|\.tsbuild|\.next|test-results|\.latch-data)(\/|$)/

/** The files whose text may cite the specification. */
function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => `${dir}/${f.split('\\').join('/')}`)
      .filter((f) => !SKIP.test(f) && /\.(ts|tsx|md)$/.test(f)),
  )
}

describe('docs/spec.md', () => {
  const sections = [...spec.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1]))
  const ids = [...spec.matchAll(/^\s*- \*\*§(\d+)\.(\d+)\*\*/gm)].map((m) => [Number(m[1]), Number(m[2])])

  it('has every rule docs/spec-coverage.md maps', () => {
    const coverage = readFileSync(join(root, 'docs', 'spec-coverage.md'), 'utf8')
    const known = new Set(ids.map(([n, k]) => `${n}.${k}`))
    const mapped = [...coverage.matchAll(/§(\d+)\.(\d+)/g)].map((m) => `${m[1]}.${m[2]}`)
    expect(mapped.length).toBeGreaterThan(90)
    expect(mapped.filter((id) => !known.has(id))).toEqual([])
  })

  it('has every section the code and the docs cite', () => {
    const cited = new Set<number>()
    for (const file of sourceFiles())
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(/SPEC §(\d+)/g)) cited.add(Number(m[1]))
    expect(cited.size).toBeGreaterThan(5)
    expect([...cited].filter((n) => !sections.includes(n))).toEqual([])
  })

  it('numbers its rules in order, each in its own section, none twice', () => {
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(ids.length).toBeGreaterThan(90)
    let section = 0
    const lines = spec.split('\n')
    for (const line of lines) {
      const heading = /^## §(\d+) /.exec(line)
      if (heading) section = Number(heading[1])
      const rule = /^\s*- \*\*§(\d+)\.(\d+)\*\*/.exec(line)
      if (rule) expect(Number(rule[1])).toBe(section)
    }
    for (const s of sections) {
      const numbers = ids.filter(([n]) => n === s).map(([, k]) => k)
      expect(numbers).toEqual(numbers.map((_, i) => i + 1))
    }
  })
})
