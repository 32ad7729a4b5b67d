import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { createMemoryStorage, STORAGE_PREFIX } from '../plumbing/storage.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { hasRememberedConnection } from './remembered.ts'

const account = { address: '0x1111111111111111111111111111111111111111', chainId: 31337 }

describe('hasRememberedConnection', () => {
  it('is true from a connection until its disconnect, for the next page load too, before it mounts', async () => {
    const storage = createMemoryStorage()
    const wallet = scripted({ 'dev.wallet': account })
    const latch = createLatch(baseOptions({ adapters: [wallet.adapter], storage }))
    latch.mount()
    expect(hasRememberedConnection(latch, 'eip155')).toBe(false)
    await latch.connect('dev.wallet')

    const reloaded = createLatch(
      baseOptions({ adapters: [scripted({ 'dev.wallet': account }).adapter], storage }),
    )
    expect(hasRememberedConnection(reloaded, 'eip155')).toBe(true)
    // Only namespaces an adapter serves are restored.
    expect(hasRememberedConnection(reloaded, 'solana')).toBe(false)

    await latch.disconnect('eip155')
    expect(hasRememberedConnection(reloaded, 'eip155')).toBe(false)
  })

  it('reads a corrupt or foreign stored value as nothing remembered', () => {
    const storage = createMemoryStorage()
    const latch = createLatch(baseOptions({ storage }))
    for (const junk of ['{not json', '"io.metamask"', '{"eip155":42}', '{"notANamespace":"x"}']) {
      storage.setItem(`${STORAGE_PREFIX}connections`, junk)
      expect(hasRememberedConnection(latch, 'eip155'), junk).toBe(false)
    }
    storage.setItem(`${STORAGE_PREFIX}connections`, '{"eip155":"io.metamask"}')
    expect(hasRememberedConnection(latch, 'eip155')).toBe(true)
  })
})
