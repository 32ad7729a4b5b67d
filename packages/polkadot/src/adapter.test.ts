/** The Polkadot adapter through Latch, with the Dev Polkadot Wallet; signatures checked with @polkadot/util-crypto. */
import { createLatch, createMemoryStorage, type Latch } from '@latch/core'
import { createDevPolkadotWallet, type DevPolkadotWallet } from '@latch/devnet/dev-wallet/polkadot'
import { devnetPolkadot } from '@latch/devnet/networks'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { polkadotAdapter } from './polkadot-adapter.ts'

const network = devnetPolkadot()
const cleanups: (() => void)[] = []
beforeAll(() => cryptoWaitReady())
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
  delete (globalThis as { injectedWeb3?: unknown }).injectedWeb3
})

async function page(index: number): Promise<{ latch: Latch; wallet: DevPolkadotWallet }> {
  const wallet = createDevPolkadotWallet({ accountIndex: index })
  wallet.inject()
  const latch = createLatch({
    networks: [network],
    adapters: [polkadotAdapter({ appName: 'Latch tests' })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
  })
  cleanups.push(latch.mount())
  await latch.preload()
  return { latch, wallet }
}
const verify = (message: string, signature: string, address: string) =>
  signatureVerify(u8aWrapBytes(new TextEncoder().encode(message)), signature, address).isValid

describe('the Polkadot adapter', () => {
  it('lists window.injectedWeb3’s extensions and connects one: its SS58 account, CAIP-10', async () => {
    const { latch, wallet } = await page(1)
    expect(latch.getState().connectors.map((c) => [c.id, c.name])).toContainEqual([
      'injected-web3:dev-polkadot-wallet',
      'Dev Polkadot Wallet',
    ])
    await latch.connect('injected-web3:dev-polkadot-wallet')
    expect(latch.getState().connections.polkadot).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `${network.caipNetworkId}:${wallet.address}`,
    })
    expect(network.caipNetworkId).toMatch(/^polkadot:[0-9a-f]{32}$/)
  })

  it('signs a message as raw bytes that @polkadot/util-crypto verifies against the address, and only that message', async () => {
    const { latch, wallet } = await page(2)
    await latch.connect('injected-web3:dev-polkadot-wallet')
    const signature = await latch.signMessage('Sign in to Latch')
    expect(verify('Sign in to Latch', signature, wallet.address)).toBe(true)
    expect(verify('Sign in to Evil', signature, wallet.address)).toBe(false)
  })

  it('a declined authorization is the visitor’s refusal, and nothing connects', async () => {
    const { latch, wallet } = await page(3)
    wallet.rejectNext()
    await expect(latch.connect('injected-web3:dev-polkadot-wallet')).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expect(latch.getState().connections.polkadot?.status).toBe('disconnected')
  })

  it('checks its options and skips what is not an extension', async () => {
    expect(() => polkadotAdapter({ appName: '' })).toThrow(
      'polkadotAdapter: appName must be 1 to 64 characters',
    )
    expect(() => polkadotAdapter({ chains: [] } as never)).toThrow('polkadotAdapter: unknown option "chains"')
    ;(globalThis as { injectedWeb3?: unknown }).injectedWeb3 = {
      '<script>': { enable: () => ({}) },
      bad: 'x',
    }
    const latch = createLatch({
      networks: [network],
      adapters: [polkadotAdapter()],
      projectId: 'latch-demo',
      storage: createMemoryStorage(),
    })
    cleanups.push(latch.mount())
    await latch.preload()
    expect(latch.getState().connectors.filter((c) => c.chainNamespace === 'polkadot')).toEqual([])
  })
})
