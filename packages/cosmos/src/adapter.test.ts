/** The Cosmos adapter through Latch, with the Dev Cosmos Wallet; signatures checked with CosmJS, an independent implementation. */
import type { StdSignature } from '@cosmjs/amino'
import { createLatch, createMemoryStorage, type Latch } from '@latch/core'
import { verifyAdr36 } from '@latch/devnet/cosmos-verify'
import { createDevCosmosWallet, type DevCosmosWallet } from '@latch/devnet/dev-wallet/cosmos'
import { devnetCosmos } from '@latch/devnet/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { cosmosAdapter } from './cosmos-adapter.ts'

const network = devnetCosmos()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

async function page(index: number): Promise<{ latch: Latch; wallet: DevCosmosWallet }> {
  const wallet = createDevCosmosWallet({ accountIndex: index })
  const latch = createLatch({
    networks: [network],
    adapters: [cosmosAdapter({ wallets: [{ name: 'Dev Cosmos Wallet', provider: () => wallet.provider }] })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
  })
  cleanups.push(latch.mount())
  await latch.preload()
  return { latch, wallet }
}

describe('the Cosmos adapter', () => {
  it('connects a Keplr-compatible wallet on the Cosmos network: its bech32 account, CAIP-10', async () => {
    const { latch, wallet } = await page(1)
    expect(latch.getState().connectors.map((c) => c.name)).toContain('Dev Cosmos Wallet')
    await latch.connect('injected:dev-cosmos-wallet')
    expect(wallet.address).toMatch(/^cosmos1/)
    expect(latch.getState().connections.cosmos).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `cosmos:latch-devnet-1:${wallet.address}`,
    })
  })

  it('signs a message with ADR-36 that CosmJS verifies against the signer, and only that message', async () => {
    const { latch, wallet } = await page(2)
    await latch.connect('injected:dev-cosmos-wallet')
    const signed = JSON.parse(await latch.signMessage('Sign in to Latch & <friends>')) as StdSignature
    expect(verifyAdr36(wallet.address, 'Sign in to Latch & <friends>', signed)).toBe(true)
    expect(verifyAdr36(wallet.address, 'Sign in to Evil', signed)).toBe(false)
  })

  it('a declined connection is the visitor’s refusal, and a silent reconnect needs an earlier grant', async () => {
    const { latch, wallet } = await page(3)
    wallet.rejectNext()
    await expect(latch.connect('injected:dev-cosmos-wallet')).rejects.toMatchObject({ code: 'USER_REJECTED' })
    const adapter = latch.options.adapters[0]!
    expect(await adapter.reconnect('injected:dev-cosmos-wallet')).toBeNull()
  })

  it('checks its options and ignores a provider that is not Keplr-compatible', async () => {
    expect(() => cosmosAdapter({ wallets: [{ name: '', provider: () => ({}) }] })).toThrow(
      'cosmosAdapter: wallets[0] needs a name (1 to 64 characters) and a provider function',
    )
    expect(() => cosmosAdapter({ chains: [] } as never)).toThrow('cosmosAdapter: unknown option "chains"')
    const latch = createLatch({
      networks: [network],
      adapters: [cosmosAdapter({ wallets: [{ name: 'Fake', provider: () => ({ enable: 1 }) }] })],
      projectId: 'latch-demo',
      storage: createMemoryStorage(),
    })
    cleanups.push(latch.mount())
    await latch.preload()
    expect(latch.getState().connectors.some((c) => c.name === 'Fake')).toBe(false)
  })
})
