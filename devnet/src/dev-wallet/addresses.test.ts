import { describe, expect, it } from 'vitest'
import { solanaTestKey } from '../solana/facts.ts'
import { knownAddress, knownBitcoinAddresses } from './addresses.ts'
import { createDevBitcoinWallet } from './bitcoin.ts'
import { createDevCosmosWallet } from './cosmos.ts'
import { createDevPolkadotWallet } from './polkadot.ts'

/** What the Polkadot extension's `enable` gives (its type says unknown, as an injected one's does). */
type Enabled = { accounts: { get: () => Promise<{ address: string }[]> } }
/** The Bitcoin wallet's connect feature. */
type BitcoinConnect = { 'bitcoin:connect': { connect: () => Promise<{ accounts: { address: string }[] }> } }

describe('knownAddress', () => {
  it('is the address each dev wallet signs with, for test accounts #0–#9', async () => {
    for (let i = 0; i < 10; i++) {
      expect(knownAddress('solana', i)).toBe(solanaTestKey(i).address)
      const cosmos = createDevCosmosWallet({ accountIndex: i }).provider
      await cosmos.enable('cosmoshub-4')
      expect(knownAddress('cosmos', i)).toBe((await cosmos.getKey('cosmoshub-4')).bech32Address)
      const polkadot = (await createDevPolkadotWallet({ accountIndex: i }).extension.enable(
        'https://app',
      )) as Enabled
      expect(knownAddress('polkadot', i)).toBe((await polkadot.accounts.get())[0]?.address)
      const bitcoin = createDevBitcoinWallet({ accountIndex: i }).wallet.features as BitcoinConnect
      const { accounts } = await bitcoin['bitcoin:connect'].connect()
      expect(accounts.map((a) => a.address)).toEqual([
        knownBitcoinAddresses(i)?.payment,
        knownBitcoinAddresses(i)?.ordinals,
      ])
    }
  })

  it('is undefined past #9 (the wallet derives it then)', () => {
    expect(knownAddress('solana', 10)).toBeUndefined()
    expect(knownAddress('polkadot', -1)).toBeUndefined()
    expect(knownBitcoinAddresses(10)).toBeUndefined()
  })
})
