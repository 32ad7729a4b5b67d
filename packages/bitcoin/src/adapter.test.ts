/** The Bitcoin adapter through Latch, with the Dev Bitcoin Wallet, on the unit-test devnet's Esplora fixture. */
import { createLatch, createMemoryStorage, type Latch } from '@latch/core'
import { BITCOIN_DEVNET, BITCOIN_TEST_BALANCES } from '@latch/devnet/bitcoin-facts'
import { createDevBitcoinWallet, type DevBitcoinWallet } from '@latch/devnet/dev-wallet/bitcoin'
import { devnetBitcoin } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { getWallets } from '@wallet-standard/app'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { bitcoinAdapter } from './bitcoin-adapter.ts'

const network = devnetBitcoin(inject('bitcoin').esploraUrl)
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** A Latch instance on the devnet Bitcoin chain; `wire` puts the wallet on the page. */
async function page(wire: (w: DevBitcoinWallet) => void, index: number, name: string) {
  const wallet = createDevBitcoinWallet({ accountIndex: index, name })
  wire(wallet)
  const latch: Latch = createLatch({
    networks: [network],
    adapters: [bitcoinAdapter()],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
  })
  cleanups.push(latch.mount())
  await latch.preload()
  return { latch, wallet }
}
const standard = (w: DevBitcoinWallet) => cleanups.push(getWallets().register(w.wallet))
const satsConnect = (w: DevBitcoinWallet) => {
  const page = globalThis as unknown as { XverseProviders?: unknown }
  page.XverseProviders = { BitcoinProvider: w.satsConnect }
  cleanups.push(() => delete page.XverseProviders)
}

describe('the Bitcoin adapter', () => {
  it('connects with the payment and ordinals accounts, payment first (SPEC §9), and reads the balance from Esplora', async () => {
    const { latch, wallet } = await page(standard, 1, 'Dev Bitcoin A')
    await latch.connect('wallet-standard:Dev Bitcoin A')
    const c = latch.getState().connections.bip122!
    expect(c).toMatchObject({
      status: 'connected',
      address: wallet.addresses.payment,
      caipAddress: `${BITCOIN_DEVNET.caipNetworkId}:${wallet.addresses.payment}`,
    })
    expect(c.connections?.[0]?.accounts).toEqual([
      { address: wallet.addresses.payment, type: 'payment' },
      { address: wallet.addresses.ordinals, type: 'ordinal' },
    ])
    expect(wallet.addresses.payment).toMatch(/^bcrt1q/)
    expect(wallet.addresses.ordinals).toMatch(/^bcrt1p/)
    const balance = await latch.options.adapters[0]!.getBalance({
      address: wallet.addresses.payment,
      network,
    })
    expect(balance).toMatchObject({
      value: BITCOIN_TEST_BALANCES.payment,
      decimals: 8,
      symbol: 'BTC',
      formatted: '1.5',
    })
  })

  it('signs messages with BIP-322 that an independent verifier accepts, for each account', async () => {
    const { latch, wallet } = await page(standard, 2, 'Dev Bitcoin B')
    await latch.connect('wallet-standard:Dev Bitcoin B')
    const signature = await latch.signMessage('Sign in to Latch')
    expect(Verifier.verifySignature(wallet.addresses.payment, 'Sign in to Latch', signature)).toBe(true)
    expect(Verifier.verifySignature(wallet.addresses.payment, 'Sign in to Evil', signature)).toBe(false)
    const ordinals = await latch.options.adapters[0]!.signMessage!({
      connectorId: 'wallet-standard:Dev Bitcoin B',
      address: wallet.addresses.ordinals,
      message: 'Ordinals too',
    })
    expect(Verifier.verifySignature(wallet.addresses.ordinals, 'Ordinals too', ordinals)).toBe(true)
  })

  it('a declined connection or signature is the visitor’s refusal (4001)', async () => {
    const { latch, wallet } = await page(standard, 3, 'Dev Bitcoin C')
    wallet.rejectNext()
    await expect(latch.connect('wallet-standard:Dev Bitcoin C')).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    await latch.connect('wallet-standard:Dev Bitcoin C')
    wallet.rejectNext()
    await expect(latch.signMessage('no')).rejects.toMatchObject({ code: 4001 })
  })

  it('connects and signs through a sats-connect provider (Xverse’s injected interface) too', async () => {
    const { latch, wallet } = await page(satsConnect, 4, 'unused')
    expect(latch.getState().connectors.map((c) => c.id)).toContain('sats-connect:Xverse')
    await latch.connect('sats-connect:Xverse')
    expect(latch.getState().connections.bip122?.address).toBe(wallet.addresses.payment)
    const signature = await latch.signMessage('Hello from sats-connect')
    expect(Verifier.verifySignature(wallet.addresses.payment, 'Hello from sats-connect', signature)).toBe(
      true,
    )
    wallet.rejectNext()
    await expect(latch.signMessage('declined')).rejects.toMatchObject({ code: 4001 })
  })

  it('ignores Wallet Standard registrations that are not usable Bitcoin wallets', async () => {
    const { latch } = await page(standard, 5, 'Dev Bitcoin D')
    const connect = { version: '1.0.0', connect: async () => ({ accounts: [] }) }
    cleanups.push(
      getWallets().register(
        {
          version: '1.0.0',
          name: 'No Signing',
          icon: 'data:image/png;base64,AA==',
          chains: ['bitcoin:mainnet'],
          accounts: [],
          features: { 'bitcoin:connect': connect },
        } as never,
        {
          version: '1.0.0',
          name: '',
          icon: 'x',
          chains: ['bitcoin:mainnet'],
          accounts: [],
          features: {},
        } as never,
      ),
    )
    const names = latch
      .getState()
      .connectors.filter((c) => c.chainNamespace === 'bip122')
      .map((c) => c.name)
    expect(names).toContain('Dev Bitcoin D')
    expect(names).not.toContain('No Signing')
  })

  it('refuses options it does not know', () => {
    expect(() => bitcoinAdapter({ esplora: 'x' } as never)).toThrow(
      'bitcoinAdapter: unknown option "esplora"',
    )
  })
})
