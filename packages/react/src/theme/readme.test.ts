import { readFileSync } from 'node:fs'
import { THEME_VARIABLE_KINDS } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { SHARED_DEFAULTS, THEME_DEFAULTS } from './tokens.ts'

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')
const cell = (value: string) => (value.includes('(from ') ? 'derived, see below' : `\`${value}\``)

describe('the README documents the theme contract', () => {
  it('has one row per theme variable, with its kind and its default in each theme', () => {
    for (const [name, kind] of Object.entries(THEME_VARIABLE_KINDS)) {
      const shared = (SHARED_DEFAULTS as Record<string, string>)[name]
      const dark = shared ?? (THEME_DEFAULTS.dark as Record<string, string>)[name]!
      const light = shared ?? (THEME_DEFAULTS.light as Record<string, string>)[name]!
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` `))
      expect(row, name).toBeDefined()
      expect(
        row!
          .split(' | ')
          .map((c) => c.trim())
          .slice(1, 4),
        name,
      ).toEqual([kind, cell(dark), cell(light)])
    }
  })
})
