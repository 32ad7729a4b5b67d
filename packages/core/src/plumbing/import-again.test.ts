import { describe, expect, it } from 'vitest'
import { failedModuleUrl } from './import-again.ts'

const CHUNK = 'http://localhost:5173/assets/frame-client-Bx1.js'

describe('failedModuleUrl', () => {
  it("reads the module from Chromium's and Firefox's failed-import errors", () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(
      CHUNK,
    )
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK)
  })

  it('drops the fragment an earlier retry added, and keeps the query', () => {
    const error = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?v=3#latch-retry=2`)
    expect(failedModuleUrl(error)).toBe(`${CHUNK}?v=3`)
  })

  it("names nothing for errors that are not a native import's (a bundler's chunk loader, a module's own throw)", () => {
    const webpack = Object.assign(new Error(`Loading chunk 12 failed.\n(error: ${CHUNK})`), {
      name: 'ChunkLoadError',
    })
    expect(failedModuleUrl(webpack)).toBeUndefined()
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)')),
    ).toBe(undefined)
    expect(failedModuleUrl('offline')).toBeUndefined()
  })
})
