import { describe, expect, it } from 'vitest'
import { failedModuleUrl, importAgain } from './import-again.ts'

describe('importAgain, in a browser', () => {
  it("reads the module URL from this browser's own failed-import error", async () => {
    const missing = 'http://127.0.0.1:9/assets/missing-chunk.js'
    const error = await import(/* @vite-ignore */ missing).catch((e: unknown) => e)
    expect(failedModuleUrl(error)).toBe(missing)
  })

  it('after a failed import, fetches the module it names at a fresh URL and hands back its exports', async () => {
    const real = new URL('./short-address.ts', import.meta.url)
    let calls = 0
    const load = importAgain<typeof import('./short-address.ts')>(async () => {
      calls++
      throw new TypeError(`Failed to fetch dynamically imported module: ${real.href}`)
    })
    await expect(load()).rejects.toThrow(real.pathname)
    const again = await load()
    expect(again.shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
    expect(calls).toBe(1)
  })

  it('keeps asking at fresh URLs while the module stays unreachable, each named in its error', async () => {
    const gone = 'http://127.0.0.1:9/assets/gone.js'
    const load = importAgain(() => import(/* @vite-ignore */ gone))
    await expect(load()).rejects.toThrow(gone)
    await expect(load()).rejects.toThrow(`${gone}#latch-retry=1`)
    await expect(load()).rejects.toThrow(`${gone}#latch-retry=2`)
  })
})
