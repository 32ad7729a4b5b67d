/**
 * docs/spec-coverage.md maps each SPEC rule to its code and its proof. This test keeps that map true:
 * every path it cites exists (written from the repository root, one form only), every symbol named
 * after a path is in that file, and every test named after `›` is in that test file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const doc = readFileSync(join(root, 'docs', 'spec-coverage.md'), 'utf8')
const PATH = /^[\w.@-]+(\/[\w.@-]+)*\.(ts|tsx|sql|json)$/
const SYMBOL = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/

/** The table cells of the document, each with the line it is on. */
function cells(): { line: number; text: string }[] {
  return doc.split('\n').flatMap((row, i) =>
    row.startsWith('|') && !/^\|\s*-/.test(row)
      ? row
          .split('|')
          .slice(1, -1)
          .map((text) => ({ line: i + 1, text: text.trim() }))
      : [],
  )
}
const source = (path: string) => readFileSync(join(root, path), 'utf8')
/** Text as a test names it: quotes unescaped the way the test file writes them. */
const inFile = (text: string, file: string) =>
  [text, text.replaceAll("'", "\\'"), text.replaceAll('"', '\\"')].some((t) => file.includes(t))

/**
 * What a cell claims, segment by segment (`;` separates them): the path, then the symbols named after
 * it, then the tests named after `›` (quoted names, or the words before an ellipsis).
 */
function claims(text: string): { path: string; symbols: string[]; tests: string[] }[] {
  const out: { path: string; symbols: string[]; tests: string[] }[] = []
  for (const segment of text.split(';')) {
    const [head = '', after] = segment.split('›')
    const before = out.length
    for (const t of [...head.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)) {
      if (PATH.test(t)) out.push({ path: t, symbols: [], tests: [] })
      else if (SYMBOL.test(t) && out.length > before) out.at(-1)!.symbols.push(t)
    }
    const last = out.at(-1)
    if (!last) continue
    // Quoted names in a segment of their own belong to the test file named before them.
    const named = after ?? (out.length === before ? head : undefined)
    if (named === undefined) continue
    const quoted = [...named.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
    const names = quoted.length > 0 ? quoted : after !== undefined ? after.split(/…|\(/).slice(0, 1) : []
    last.tests.push(
      ...names
        .flatMap((n) => n.split('…'))
        .map((n) => n.replace(/^[\s,]+|[\s,]+$/g, ''))
        .filter((n) => n.length > 0),
    )
  }
  return out
}

describe('docs/spec-coverage.md', () => {
  const all = cells().flatMap((c) => claims(c.text).map((claim) => ({ ...claim, line: c.line })))

  it('cites files by their path from the repository root, and each exists', () => {
    const tokens = [...doc.matchAll(/`([^`\s]+\.(?:ts|tsx|sql|json))`/g)].map((m) => m[1]!)
    expect(tokens.length).toBeGreaterThan(100)
    expect(tokens.filter((t) => !existsSync(join(root, t)))).toEqual([])
  })

  it('names only symbols that are in the file it cites', () => {
    const missing = all.flatMap((c) =>
      c.symbols
        .filter((s) => !source(c.path).includes(s.split('.').at(-1)!))
        .map((s) => `line ${c.line}: ${c.path} has no ${s}`),
    )
    expect(missing).toEqual([])
  })

  it('names only tests that are in the test file it cites', () => {
    const claimed = all.filter((c) => c.tests.length > 0)
    expect(claimed.length).toBeGreaterThan(40)
    const missing = claimed.flatMap((c) =>
      c.tests.filter((t) => !inFile(t, source(c.path))).map((t) => `line ${c.line}: ${c.path} › ${t}`),
    )
    expect(missing).toEqual([])
  })
})
