/**
 * Several namespaces at once (SPEC §4: status is set per namespace), through core with the real EVM and
 * Solana adapters and their dev wallets on the unit-test devnet.
 */
import { createLatch, createMemoryStorage, type Latch, type LatchStorage } from '@latch/core'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { createDevSolanaWallet } from '@latch/devnet/dev-wallet/solana'
import { devnetNetworks, devnetSolana } from '@latch/devnet/networks'
import { SOLANA_DEVNET } from '@latch/devnet/solana-facts'
import type {} from '@latch/devnet/vitest-context'
import { evmAdapter } from '@latch/evm'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { solanaAdapter } from './solana-adapter.ts'

const evmNetworks = devnetNetworks(inject('devnet'))
const solana = devnetSolana(inject('solana').rpcUrl)
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

type Store = { getItem(k: string): string | null; setItem(k: string, v: string): void }
const walletStore = (): Store => {
  const m = new Map<string, string>()
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) }
}

/**
 * A page with both dev wallets, and a Latch instance on it over `storage`; a reload keeps that and the
 * wallets' own grants (`wallets`), as a browser does.
 */
function page(storage: LatchStorage, name: string, wallets: Store = walletStore()): Latch {
  const target = new EventTarget()
  const evm = createDevWallet({ chains: inject('devnet'), accountIndex: 5, storage: wallets })
  cleanups.push(evm.announce(target))
  const sol = createDevSolanaWallet({
    rpcUrl: inject('solana').rpcUrl,
    accountIndex: 5,
    name,
    storage: wallets,
  })
  cleanups.push(getWallets().register(sol.wallet))
  const latch = createLatch({
    networks: [...evmNetworks, solana],
    adapters: [evmAdapter({ target }), solanaAdapter()],
    projectId: 'latch-demo',
    storage,
  })
  cleanups.push(latch.mount())
  return latch
}
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50))
  expect(check()).toBe(true)
}

describe('EVM and Solana connected at once', () => {
  it('holds one connection per namespace; the network list switches the active one; a reload restores it', async () => {
    const storage = createMemoryStorage()
    const wallets = walletStore()
    const latch = page(storage, 'Dev Solana N1', wallets)
    await Promise.all(latch.options.adapters.map((a) => a.ready?.()))
    await latch.connect('dev.latch.wallet')
    await latch.connect('wallet-standard:Dev Solana N1')
    const s = latch.getState()
    expect(s.connections.eip155?.status).toBe('connected')
    expect(s.connections.solana?.caipAddress).toMatch(new RegExp(`^${SOLANA_DEVNET.caipNetworkId}:`))
    expect(s.activeNamespace).toBe('solana')

    // Choosing an EVM network makes the EVM account the active one, without asking any wallet.
    await latch.switchNetwork(evmNetworks[0]!)
    expect(latch.getState().activeNamespace).toBe('eip155')
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31337')
    await latch.switchNetwork(solana)
    expect(latch.getState().activeNamespace).toBe('solana')

    // A reload reconnects both, Solana still active.
    for (const c of cleanups.splice(0)) c()
    const again = page(storage, 'Dev Solana N1', wallets)
    await until(() => again.getState().connections.eip155?.status === 'connected')
    await until(() => again.getState().connections.solana?.status === 'connected')
    expect(again.getState().activeNamespace).toBe('solana')
  })

  it('disconnecting the active namespace leaves the other connected and active', async () => {
    const latch = page(createMemoryStorage(), 'Dev Solana N2')
    await Promise.all(latch.options.adapters.map((a) => a.ready?.()))
    await latch.connect('dev.latch.wallet')
    await latch.connect('wallet-standard:Dev Solana N2')
    await latch.disconnect('solana')
    const s = latch.getState()
    expect(s.connections.solana?.status).toBe('disconnected')
    expect(s.connections.eip155?.status).toBe('connected')
    expect(s.activeNamespace).toBe('eip155')
    expect(s.activeCaipNetworkId).toBe('eip155:31337')
  })

  it('open({ namespace }) shows the namespace’s account, or Connect where it has none', async () => {
    const latch = page(createMemoryStorage(), 'Dev Solana N3')
    await Promise.all(latch.options.adapters.map((a) => a.ready?.()))
    await latch.connect('dev.latch.wallet')
    latch.open({ namespace: 'solana' })
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual(['Connect'])
    expect(latch.getState().activeNamespace).toBe('solana')
    await latch.connect('wallet-standard:Dev Solana N3')
    latch.open({ namespace: 'eip155' })
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual(['Account'])
    expect(latch.getState().activeNamespace).toBe('eip155')
  })
})
