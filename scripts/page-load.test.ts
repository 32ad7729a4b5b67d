import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CORE_PAGE_LOAD_ROOTS, staticClosure } from './page-load.ts'

const src = resolve(import.meta.dirname, '..', 'packages', 'core', 'src')
const page = staticClosure(src, CORE_PAGE_LOAD_ROOTS)
const has = (path: string) => page.has(join(src, `${path}.ts`))

describe("core's page-load path", () => {
  it('holds what createLatch runs and what it imports statically', () => {
    expect(
      ['latch', 'options', 'modal/modal', 'plumbing/store', 'plumbing/latch-error', 'plumbing/caip'].filter(
        (m) => !has(m),
      ),
    ).toEqual([])
  })

  it('leaves out what loads lazily and what is imported only as a type', () => {
    // The error catalogue, the connection manager and the services come through import(); the SPEC
    // catalogue's types reach latch-error.ts through `import type`.
    expect(['plumbing/error-messages', 'plumbing/errors', 'connect/manager', 'services'].filter(has)).toEqual(
      [],
    )
  })
})
