import { mnemonicToSeedSync } from '@scure/bip39'
import { combine } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { evmAccountOf } from './derive.ts'
import {
  createSeed,
  newRecoveryCode,
  normaliseRecoveryCode,
  openUserShare,
  rebuildSeed,
  sealUserShare,
  seedCheck,
  splitForDevice,
  splitSeed,
} from './keys.ts'

describe('the key model', () => {
  it("gives the EVM key of BIP-32 m/44'/60'/0'/0/0 of the seed", () => {
    // The well-known test mnemonic's seed: its first account is anvil's account #0.
    const seed = mnemonicToSeedSync('test test test test test test test test test test test junk')
    expect(evmAccountOf(seed).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const fresh = createSeed()
    expect(fresh).toHaveLength(32)
    expect(evmAccountOf(fresh)).toEqual(evmAccountOf(fresh))
  })

  it('rebuilds the seed from the two shares of one split, checked against the address', async () => {
    const seed = createSeed()
    const { address } = evmAccountOf(seed)
    const s = await splitSeed(seed)
    expect(await rebuildSeed(s.device, s.auth, address)).toEqual(seed)
    expect(await rebuildSeed(s.recovery, s.user, address)).toEqual(seed)
    const own = await splitForDevice(seed)
    expect(await rebuildSeed(own.device, own.auth, address)).toEqual(seed)
  })

  it("checks a rebuilt seed against its kept check: the seed's own passes, anything else is refused", async () => {
    const seed = createSeed()
    const { address } = evmAccountOf(seed)
    const s = await splitSeed(seed)
    const check = await seedCheck(seed, address)
    expect(check).toHaveLength(32)
    // The check binds the address (any case) and the seed.
    expect(await seedCheck(seed, address.toUpperCase().replace('0X', '0x'))).toEqual(check)
    expect(await rebuildSeed(s.device, s.auth, address, check)).toEqual(seed)
    const refused = 'The key shares do not give this wallet: nothing was signed'
    const tampered = s.device.slice()
    tampered[1]! ^= 1
    await expect(rebuildSeed(tampered, s.auth, address, check)).rejects.toThrow(refused)
    const other = evmAccountOf(createSeed()).address
    await expect(rebuildSeed(s.device, s.auth, other, check)).rejects.toThrow(refused)
    // A check of another seed, or a changed one, refuses even the right shares.
    await expect(
      rebuildSeed(s.device, s.auth, address, await seedCheck(createSeed(), address)),
    ).rejects.toThrow(refused)
    const bent = check.slice()
    bent[31]! ^= 1
    await expect(rebuildSeed(s.device, s.auth, address, bent)).rejects.toThrow(refused)
  })

  it("refuses a tampered share, shares of different splits, and another wallet's address", async () => {
    const seed = createSeed()
    const { address } = evmAccountOf(seed)
    const s = await splitSeed(seed)
    const tampered = s.device.slice()
    tampered[0]! ^= 1
    const refused = 'The key shares do not give this wallet: nothing was signed'
    await expect(rebuildSeed(tampered, s.auth, address)).rejects.toThrow(refused)
    await expect(rebuildSeed(s.device, s.recovery, address)).rejects.toThrow(refused)
    await expect(rebuildSeed(s.auth, s.user, address)).rejects.toThrow(refused)
    await expect(rebuildSeed(s.device, s.auth, evmAccountOf(createSeed()).address)).rejects.toThrow(refused)
    // Any single share, or a share of each split, is not the seed.
    for (const pair of [
      [s.device, s.recovery],
      [s.auth, s.user],
    ] as const) {
      const mixed = await combine([...pair]).catch(() => undefined)
      expect(mixed).not.toEqual(seed)
    }
  })

  it('seals the user share under a recovery code that alone opens it', async () => {
    const { user } = await splitSeed(createSeed())
    const code = newRecoveryCode()
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    const sealed = await sealUserShare(user, code)
    expect(await openUserShare(sealed, code)).toEqual(user)
    await expect(openUserShare(sealed, newRecoveryCode())).rejects.toThrow(
      'This recovery code does not open this wallet',
    )
    const flipped = sealed.slice()
    flipped[20]! ^= 1
    await expect(openUserShare(flipped, code)).rejects.toThrow('This recovery code does not open this wallet')
  })

  it('reads a recovery code typed loosely, and nothing that is not one', () => {
    const code = newRecoveryCode()
    expect(normaliseRecoveryCode(code.toLowerCase().replaceAll('-', ' '))).toBe(code)
    expect(normaliseRecoveryCode('oooo-iiii-llll-0000-0000-0000-0000-0000')).toBe(
      '0000-1111-1111-0000-0000-0000-0000-0000',
    )
    expect(normaliseRecoveryCode('too short')).toBeUndefined()
    expect(normaliseRecoveryCode(`${code}-AAAA`)).toBeUndefined()
    expect(normaliseRecoveryCode('UUUU-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU-UUUU')).toBeUndefined()
  })
})
