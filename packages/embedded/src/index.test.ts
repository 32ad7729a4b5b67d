import { LatchError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { embeddedWallet } from './index.ts'

describe('@latch/embedded', () => {
  it('the public surface changes only on purpose', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual(['embeddedWallet'])
  })

  it("takes the secure site's http(s) URL and keeps its origin", () => {
    const connector = embeddedWallet({ url: 'https://wallet.example.com/some/path?x=1' })
    expect(connector).toMatchObject({ kind: 'embedded', origin: 'https://wallet.example.com' })
  })

  it('refuses anything else with INVALID_OPTION naming the option, and loads nothing', () => {
    for (const url of ['wallet.example.com', 'javascript:alert(1)', 'ftp://wallet.example.com', '']) {
      const thrown = (() => {
        try {
          embeddedWallet({ url })
        } catch (e) {
          return e
        }
      })()
      expect(thrown, url).toBeInstanceOf(LatchError)
      expect((thrown as LatchError).code).toBe('INVALID_OPTION')
      expect((thrown as Error).message).toContain('embeddedWallet.url')
    }
  })
})
