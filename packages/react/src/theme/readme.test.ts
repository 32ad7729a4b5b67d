import { readFileSync } from 'node:fs'
import { THEME_VARIABLES, themeValueKind } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { defaultsOf } from '../test/theme-defaults.ts'

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')
const cell = (value: string) => (value.includes('(from ') ? 'derived, see below' : `\`${value}\``)

describe('the README documents the theme contract', () => {
  it('has one row per theme variable, with its kind and its default in each theme', () => {
    for (const name of THEME_VARIABLES) {
      const kind = themeValueKind(name)
      const [dark, light] = [defaultsOf('dark')[name], defaultsOf('light')[name]]
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` `))
      expect(row, name).toBeDefined()
      expect(
        row!
          .split(' | ')
          .map((c) => c.trim())
          .slice(1, 4),
        name,
      ).toEqual([kind, cell(dark!), cell(light!)])
    }
  })
})
