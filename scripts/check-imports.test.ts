import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkImports } from './check-imports.ts'

/** A throwaway workspace: package.json and source files by path. */
function workspace(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), 'latch-imports-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

const layers = {
  '@x/core': { dir: 'core', may: [] },
  '@x/adapter': { dir: 'adapter', may: ['@x/core'], refuses: ['@x/core/api'], typesOnly: ['@x/core'] },
}
const clean = {
  'core/package.json': { name: '@x/core', exports: { '.': './src/index.ts' } },
  'core/src/index.ts': "import { a } from './a.ts'\nexport const b = a",
  'core/src/a.ts': 'export const a = 1',
  'core/src/a.test.ts': "import { it } from 'vitest'\nimport '@x/adapter'",
  'adapter/package.json': { name: '@x/adapter', dependencies: { '@x/core': '1' } },
  'adapter/src/index.ts':
    "import type { B } from '@x/core'\nimport { type C, b } from '@x/core/internal/b'\nimport { readFileSync } from 'node:fs'\nexport { b, readFileSync }\nexport type { B, C }\nexport { type D } from '@x/core'",
}

describe('the import check', () => {
  it('passes this workspace', () => {
    expect(checkImports()).toEqual([])
  })

  it('passes a clean workspace, where tests may use what they do not ship', () => {
    const withDev = {
      ...clean,
      'core/package.json': {
        ...clean['core/package.json'],
        devDependencies: { vitest: '1', '@x/adapter': '1' },
      },
    }
    expect(checkImports(workspace(withDev), layers)).toEqual([])
  })

  it('fails an undeclared import, an upward import, a refused barrel, values from a types-only barrel, a reach into another package, a cycle and exported test support', () => {
    const root = workspace({
      ...clean,
      'core/package.json': {
        name: '@x/core',
        dependencies: { '@x/adapter': '1' },
        exports: { '.': './src/index.ts', './test-support': './src/test-support.ts' },
      },
      'core/src/a.ts': "import { b } from './index.ts'\nimport 'left-pad'\nexport const a = b",
      'core/src/up.ts': "import '@x/adapter'",
      'adapter/src/reach.ts': "import '../../core/src/a.ts'",
      'adapter/src/barrel.ts': "import { API } from '@x/core/api'\nexport { API }",
      'adapter/src/values.ts':
        "import { type B, b } from '@x/core'\nexport { c } from '@x/core'\nexport const d = b",
    })
    const problems = checkImports(root, layers)
    expect(problems).toEqual(
      expect.arrayContaining([
        '@x/core exports test support: "./test-support": "./src/test-support.ts"',
        'core/src/a.ts: imports "left-pad", not declared in core/package.json',
        'core/src/up.ts: imports "@x/adapter" against the layering (@x/core may use no workspace package)',
        'adapter/src/reach.ts: reaches outside @x/adapter through "../../core/src/a.ts"',
        'adapter/src/barrel.ts: imports the "@x/core/api" barrel; import the module itself (@latch/core/internal/…)',
        'adapter/src/values.ts: imports values from the "@x/core" barrel; import them from the module itself (@latch/core/internal/…)',
        expect.stringMatching(/^@x\/core has an import cycle: core\/src\/(a|index)\.ts → /),
      ]),
    )
    // The test file's vitest import is not declared anywhere here: tests are held to their package too.
    expect(problems).toContain('core/src/a.test.ts: imports "vitest", not declared in core/package.json')
  })
})
