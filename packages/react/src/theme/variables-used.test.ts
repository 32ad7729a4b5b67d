import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { THEME_VARIABLES } from '@latch/core'
import { describe, expect, it } from 'vitest'

const src = new URL('..', import.meta.url).pathname

/** Every shipped source file of the package, with its path. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sources(path)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })
}

describe('the styles read only the theme contract', () => {
  it('every var(--latch-…) in the shipped code names a theme variable', () => {
    const known = new Set<string>(THEME_VARIABLES)
    const unknown: string[] = []
    let seen = 0
    for (const file of sources(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/var\((--latch-[a-z0-9-]+)/g)) {
        seen++
        if (!known.has(m[1]!)) unknown.push(`${file.slice(src.length)}: ${m[1]}`)
      }
    }
    expect(seen).toBeGreaterThan(50)
    expect(unknown).toEqual([])
  })
})
