import { describe, expect, it } from 'vitest'
import { evmAccountOf } from './derive.ts'
import { en } from './i18n/en.ts'
import { createSeed } from './keys.ts'
import { unlockedFrom } from './unlocked.ts'

describe("the frame's unlocked key", () => {
  it("derives the seed's key once, for the wallet's address in its EIP-55 form", async () => {
    const seed = createSeed()
    const { address } = evmAccountOf(seed)
    // The server keeps addresses in lower case.
    const unlocked = unlockedFrom(seed, address.toLowerCase())
    expect(unlocked.address).toBe(address)
    const key = await unlocked.key()
    expect(key.address).toBe(address)
    expect(await unlocked.key()).toBe(key)
    // It signs as that address.
    const signature = await key.signMessage({ message: 'hello' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it("refuses a seed whose key is not the wallet's: nothing can sign with it", async () => {
    // A share swapped by a server or another browser gives another seed, which a kept check for the
    // wallet's address would not catch if the check itself were the tampered one.
    const wallet = evmAccountOf(createSeed()).address
    const unlocked = unlockedFrom(createSeed(), wallet)
    expect(unlocked.address).toBe(wallet)
    await expect(unlocked.key()).rejects.toThrow(en.sharesRefused)
    // Asked again, still refused: the refusal is kept, never a key derived on a second try.
    await expect(unlocked.key()).rejects.toThrow(en.sharesRefused)
  })

  it('refuses an address that is not one before deriving anything', () => {
    expect(() => unlockedFrom(createSeed(), '0x1234')).toThrow()
  })
})
