/**
 * The EVM adapter driven through a real Latch instance, against the real devnet chains, with the Dev
 * Wallet as the wallet.
 */
import { createLatch, createMemoryStorage, type Latch, type LatchStorage } from '@latch/core'
import { createDevWallet, type DevWallet } from '@latch/devnet/dev-wallet'
import { createPublicClient, formatEther, http } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './evm-adapter.ts'
import { devnetNetworks } from './test-support.ts'

const { chains, networks } = devnetNetworks()

let page: EventTarget
let cleanups: (() => void)[]
beforeEach(() => {
  page = new EventTarget()
  cleanups = []
})
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

function wallet(opts: { accountIndex?: number; storage?: Storage } = {}): DevWallet {
  const w = createDevWallet({ chains, ...opts })
  cleanups.push(w.announce(page))
  return w
}
/** A mounted Latch over the test page, with discovery started as the button's hover starts it. */
async function app(storage: LatchStorage = createMemoryStorage()): Promise<Latch> {
  const latch = createLatch({
    networks,
    adapters: [evmAdapter({ target: page })],
    projectId: 'latch-demo',
    storage,
  })
  cleanups.push(latch.mount())
  await latch.preload()
  return latch
}
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 10))
  }
}

describe('evmAdapter', () => {
  it('lists an EIP-6963 wallet once, however often it announces', async () => {
    const w = wallet()
    const latch = await app()
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: w.info, provider: w.provider } }),
    )
    expect(latch.getState().connectors).toEqual([
      expect.objectContaining({
        id: 'dev.latch.wallet',
        name: 'Dev Wallet',
        type: 'ANNOUNCED',
        chainNamespace: 'eip155',
      }),
    ])
  })

  it("lists the page's own window.ethereum as the Browser Wallet, which connects on the chain, and drops it when that provider announces itself", async () => {
    const w = createDevWallet({ chains })
    Object.assign(page, { ethereum: w.provider })
    const latch = await app()
    expect(latch.getState().connectors.map((c) => [c.id, c.name, c.type])).toEqual([
      ['injected', 'Browser Wallet', 'INJECTED'],
    ])
    await latch.connect('injected')
    expect(latch.getAccount().address?.toLowerCase()).toBe(w.address.toLowerCase())
    // The same provider announcing itself (as wallets' browsers now do) is one wallet, by its own name.
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: w.info, provider: w.provider } }),
    )
    expect(latch.getState().connectors.map((c) => c.id)).toEqual(['dev.latch.wallet'])
  })

  it('ignores a window.ethereum that is no EIP-1193 provider, or throws when read', async () => {
    Object.defineProperty(page, 'ethereum', {
      get() {
        return { request: 'not a function' }
      },
    })
    const latch = await app()
    expect(latch.getState().connectors).toHaveLength(0)
    const other = new EventTarget()
    Object.defineProperty(other, 'ethereum', {
      get() {
        throw new Error('hostile')
      },
    })
    const second = createLatch({
      networks,
      adapters: [evmAdapter({ target: other })],
      projectId: 'latch-demo',
      storage: createMemoryStorage(),
    })
    cleanups.push(second.mount())
    await second.preload()
    expect(second.getState().connectors).toHaveLength(0)
  })

  it('lists a wallet that announces after Latch mounted', async () => {
    const latch = await app()
    expect(latch.getState().connectors).toHaveLength(0)
    wallet()
    expect(latch.getState().connectors).toHaveLength(1)
  })

  it('connects: address, CAIP-10 account, network, and the Account view', async () => {
    const w = wallet()
    const latch = await app()
    latch.open()
    const c = await latch.connect('dev.latch.wallet')
    expect(c).toEqual({
      status: 'connected',
      connectorId: 'dev.latch.wallet',
      address: w.address,
      caipAddress: `eip155:31337:${w.address}`,
      caipNetworkId: 'eip155:31337',
      connections: [
        {
          connectorId: 'dev.latch.wallet',
          accounts: [{ address: w.address, type: 'eoa' }],
          caipNetworkId: 'eip155:31337',
        },
      ],
    })
    expect(latch.getNetwork()?.name).toBe(chains[0]!.name)
    expect(latch.getState().modal.history).toEqual([{ view: 'Account' }])
  })

  it('reads the native balance from the chain', async () => {
    const w = wallet({ accountIndex: 3 })
    const latch = await app()
    await latch.connect('dev.latch.wallet')
    await latch.account.refreshBalance()
    const state = latch.getState().balance
    const onChain = await createPublicClient({ transport: http(chains[0]!.rpcUrl) }).getBalance({
      address: w.address,
    })
    expect(state.status).toBe('ready')
    if (state.status === 'ready') {
      expect(state.balance.value).toBe(onChain)
      expect(state.balance.formatted).toBe(formatEther(onChain))
      expect(state.balance.symbol).toBe('ETH')
    }
  })

  it('a rejection shows "Connection rejected" state, and a retry connects', async () => {
    const w = wallet()
    const latch = await app()
    latch.open()
    w.rejectNext()
    await expect(latch.connect('dev.latch.wallet')).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'Connection rejected',
    })
    expect(latch.getState().connectAttempt).toEqual({
      connectorId: 'dev.latch.wallet',
      status: 'rejected',
      detail: 'User rejected the request.',
    })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(latch.getState().modal.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'dev.latch.wallet' },
    })
    await latch.connect('dev.latch.wallet')
    expect(latch.getState().connections.eip155?.status).toBe('connected')
    expect(latch.getState().connectAttempt).toBeUndefined()
  })

  it('a provider that throws on eth_requestAccounts leaves the attempt retryable, never pending', async () => {
    const latch = await app()
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_requestAccounts') throw new Error('internal wallet failure')
        return null
      },
    }
    const info = { uuid: 'x', name: 'Broken', icon: '', rdns: 'com.broken' }
    page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
    await expect(latch.connect('com.broken')).rejects.toMatchObject({
      code: 'CONNECT_FAILED',
      message: 'Failed to connect',
    })
    expect(latch.getState().connectAttempt).toEqual({
      connectorId: 'com.broken',
      status: 'failed',
      detail: 'internal wallet failure',
    })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
  })

  it('reconnects silently after a reload, with no prompt', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage() as Storage
    const w = wallet({ storage: walletStorage })
    await (await app(storage)).connect('dev.latch.wallet')
    // "Reload": a new page, the same wallet state and the same Latch storage.
    for (const c of cleanups.splice(0)) c()
    page = new EventTarget()
    const again = createDevWallet({ chains, storage: walletStorage })
    cleanups.push(again.announce(page))
    w.rejectNext() // a prompt would be declined by the old wallet; the new one must not be asked either
    again.rejectNext()
    const latch = await app(storage)
    expect(latch.getState().connections.eip155?.status).toBe('reconnecting')
    await until(() => latch.getState().connections.eip155?.status === 'connected')
    expect(latch.getState().connections.eip155?.address).toBe(again.address)
  })

  it('after a reload without the wallet, gives up after the wait and forgets the connection', async () => {
    const storage = createMemoryStorage()
    wallet()
    await (await app(storage)).connect('dev.latch.wallet')
    for (const c of cleanups.splice(0)) c()
    page = new EventTarget()
    const latch = await app(storage)
    await until(() => latch.getState().connections.eip155?.status === 'disconnected', 2500)
    const fresh = await app(storage)
    expect(fresh.getState().connections.eip155).toBeUndefined()
  })

  it('disconnect revokes the wallet permission, so the next reload does not reconnect', async () => {
    const walletStorage = createMemoryStorage() as Storage
    const w = wallet({ storage: walletStorage })
    const latch = await app()
    await latch.connect('dev.latch.wallet')
    await latch.disconnect()
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('follows chainChanged and accountsChanged from the wallet', async () => {
    const w = wallet()
    const latch = await app()
    await latch.connect('dev.latch.wallet')
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(latch.getState().connections.eip155?.caipNetworkId).toBe('eip155:31338')
    expect(latch.getNetwork()?.name).toBe(chains[1]!.name)
    await w.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(latch.getState().connections.eip155?.status).toBe('disconnected')
  })

  it('"1013 on disconnect ignored when accounts remain"; any other disconnect ends the connection', async () => {
    const listeners: Record<string, (e?: unknown) => void> = {}
    let accounts: string[] = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
    const provider = {
      request: async ({ method }: { method: string }) =>
        method === 'eth_chainId' ? '0x7a69' : method.endsWith('ccounts') ? accounts : null,
      on: (event: string, l: (e?: unknown) => void) => {
        listeners[event] = l
      },
      removeListener: () => {},
    }
    const latch = await app()
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'u', name: 'Flaky', icon: '', rdns: 'com.flaky' }, provider },
      }),
    )
    await latch.connect('com.flaky')
    listeners.disconnect?.({ code: 1013 })
    await new Promise((r) => setTimeout(r, 20))
    expect(latch.getState().connections.eip155?.status).toBe('connected')
    accounts = []
    listeners.disconnect?.({ code: 1013 })
    await until(() => latch.getState().connections.eip155?.status === 'disconnected')
  })

  it('two instances on one page keep independent state', async () => {
    wallet()
    const a = await app()
    const b = await app()
    await a.connect('dev.latch.wallet')
    expect(a.getState().connections.eip155?.status).toBe('connected')
    expect(b.getState().connections.eip155).toBeUndefined()
    expect(b.getState().modal.history).toEqual([{ view: 'Connect' }])
  })
})
