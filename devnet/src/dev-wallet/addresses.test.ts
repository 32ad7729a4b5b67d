import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToU8a, u8aWrapBytes } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinTestAccounts } from '../bitcoin/facts.ts'
import { solanaTestKey } from '../solana/facts.ts'
import { knownAddress, knownBitcoinAddresses } from './addresses.ts'
import { createDevCosmosWallet } from './cosmos.ts'
import { cosmosKeys } from './cosmos-keys.ts'
import { createDevPolkadotWallet } from './polkadot.ts'

/** What the Polkadot extension's `enable` gives (its type says unknown, as an injected one's does). */
type Enabled = {
  accounts: { get: () => Promise<{ address: string }[]> }
  signer: { signRaw: (p: { address: string; data: string; type: string }) => Promise<{ signature: string }> }
}

describe('knownAddress', () => {
  it('is the address each dev wallet signs with, for test accounts #0–#9', async () => {
    for (let i = 0; i < 10; i++) {
      expect(knownAddress('solana', i)).toBe(solanaTestKey(i).address)
      expect(knownAddress('cosmos', i)).toBe(cosmosKeys(i).address)
      // The Polkadot wallet's signature verifies under the key the known address encodes.
      const polkadot = (await createDevPolkadotWallet({ accountIndex: i }).extension.enable(
        'https://app',
      )) as Enabled
      const address = knownAddress('polkadot', i)
      expect((await polkadot.accounts.get())[0]?.address).toBe(address)
      const { signature } = await polkadot.signer.signRaw({ address, data: '0x0102', type: 'bytes' })
      const signed = u8aWrapBytes(hexToU8a('0x0102'))
      expect(ed25519.verify(hexToU8a(signature).slice(1), signed, decodeAddress(address))).toBe(true)
      const bitcoin = bitcoinTestAccounts(i)
      expect(knownBitcoinAddresses(i)).toEqual({
        payment: bitcoin.payment.address,
        paymentKey: hex.encode(bitcoin.payment.publicKey),
        ordinals: bitcoin.ordinals.address,
        ordinalsKey: hex.encode(bitcoin.ordinals.tapInternalKey!),
      })
    }
  })

  it('refuses an account the devnet does not fund, and a wallet is not made for one', () => {
    expect(() => knownAddress('solana', 10)).toThrow('devnet test accounts #0 to #9, not #10')
    expect(() => knownAddress('polkadot', -1)).toThrow(RangeError)
    expect(() => knownBitcoinAddresses(1.5)).toThrow(RangeError)
    expect(() => createDevCosmosWallet({ accountIndex: 10 })).toThrow(RangeError)
  })
})
