// The official clients skip their Verify and telemetry calls in test runs: nothing leaves loopback.
process.env.IS_VITEST = 'true'

import { createLatch, createMemoryStorage, type Latch } from '@latch/core'
import { devnetNetworks } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import {
  memoryStorage,
  type Relay,
  startRelay,
  startTestWallet,
  type TestWallet,
} from '@latch/devnet/walletconnect'
import { evmAdapter } from '@latch/evm'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { type WalletConnectOptions, walletConnect } from './index.ts'

const chains = inject('devnet')
const networks = devnetNetworks(chains)
let relay: Relay
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay.stop())
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

let seq = 0
/** A mounted Latch instance with WalletConnect on the local relay, and a test wallet beside it. */
async function setup(wc: Partial<WalletConnectOptions> = {}, accountIndex = 0) {
  seq += 1
  const latch = createLatch({
    networks,
    adapters: [evmAdapter({ target: new EventTarget() })],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
    metadata: { name: 'Latch test', url: 'http://127.0.0.1' },
    walletConnect: walletConnect({
      projectId: 'latch-test',
      relayUrl: relay.url,
      storagePrefix: `app${seq}`,
      storage: memoryStorage(),
      ...wc,
    }),
  })
  cleanups.push(latch.mount())
  const wallet = await startTestWallet({
    relayUrl: relay.url,
    chains,
    accountIndex,
    storagePrefix: `w${seq}`,
  })
  cleanups.push(() => wallet.stop())
  return { latch, wallet }
}

/** Waits for the modal state to hold a pairing URI other than `not`. */
function nextUri(latch: Latch, not?: string, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const uri = latch.getState().walletConnect.uri
      if (uri && uri !== not) {
        off()
        clearTimeout(timer)
        resolve(uri)
      }
    }
    const off = latch.subscribe(check)
    const timer = setTimeout(() => {
      off()
      reject(new Error('no pairing URI'))
    }, timeoutMs)
    check()
  })
}

async function pairAndApprove(latch: Latch, wallet: TestWallet, chainId?: number) {
  const connected = latch.wallets.connectWalletConnect()
  await wallet.pair(await nextUri(latch))
  await wallet.approve(await wallet.nextProposal(), chainId)
  return connected
}

const waitUntil = async (check: () => boolean, what: string, timeoutMs = 10_000) => {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('walletConnect() against the local relay and a WalletKit wallet', () => {
  it('pairs, proposes the app chains as optional namespaces, and connects the approved account', async () => {
    const { latch, wallet } = await setup()
    const connection = await pairAndApprove(latch, wallet)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(wallet.address)
    expect(connection.connectorId).toBe('walletConnect')
    expect(connection.caipNetworkId).toBe(`eip155:${chains[0]!.id}`)
    expect(latch.getState().walletConnect).toEqual({ status: 'idle' })
  })

  it('round-trips personal_sign: the signature verifies for the wallet address', async () => {
    const { latch, wallet } = await setup()
    await pairAndApprove(latch, wallet)
    const message = 'Sign in to Latch ✓'
    const signature = await latch.options.adapters[0]!.signMessage!({
      connectorId: 'walletConnect',
      address: wallet.address,
      message,
    })
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })

  it('follows a chain change made in the wallet, and switches between granted chains from the app', async () => {
    const { latch, wallet } = await setup()
    await pairAndApprove(latch, wallet)
    const [a, b] = chains
    await wallet.switchChain(b!.id)
    await waitUntil(() => latch.getState().activeCaipNetworkId === `eip155:${b!.id}`, 'the wallet chain')
    await latch.switchNetwork(`eip155:${a!.id}`)
    expect(latch.getState().connections.eip155?.caipNetworkId).toBe(`eip155:${a!.id}`)
    // Reads after the switch go to the new chain's RPC.
    const provider = latch.getProvider() as { request: (a: { method: string }) => Promise<unknown> }
    expect(await provider.request({ method: 'eth_chainId' })).toBe(`0x${a!.id.toString(16)}`)
  })

  it('shows the wallet ending the session as a disconnect', async () => {
    const { latch, wallet } = await setup()
    await pairAndApprove(latch, wallet)
    await wallet.disconnect()
    await waitUntil(() => latch.getState().connections.eip155?.status === 'disconnected', 'the disconnect')
  })

  it('ends the session in the wallet when the app disconnects', async () => {
    const { latch, wallet } = await setup()
    await pairAndApprove(latch, wallet)
    expect(wallet.sessions()).toHaveLength(1)
    await latch.disconnect()
    await waitUntil(() => wallet.sessions().length === 0, 'the wallet to drop the session')
  })

  it('a rejected proposal reads "Connection rejected" and a new URI follows; that one connects', async () => {
    const { latch, wallet } = await setup()
    const connected = latch.wallets.connectWalletConnect()
    const first = await nextUri(latch)
    await wallet.pair(first)
    await wallet.reject(await wallet.nextProposal())
    const second = await nextUri(latch, first)
    expect(latch.getState().walletConnect.error).toBe('Connection rejected')
    await wallet.pair(second)
    await wallet.approve(await wallet.nextProposal())
    expect((await connected).address).toBe(wallet.address)
  })

  it('replaces a URI 10 s before it expires', async () => {
    const { latch } = await setup({ pairingExpiryMs: 15_000 })
    void latch.wallets.connectWalletConnect().catch(() => {})
    const first = await nextUri(latch)
    const expiresAt = latch.getState().walletConnect.expiresAt!
    const second = await nextUri(latch, first, 10_000)
    expect(second).not.toBe(first)
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 10_000 - 50)
    latch.wallets.cancelWalletConnect()
    expect(latch.getState().walletConnect.status).toBe('idle')
  })

  it('prepares a fresh pairing when the relay drops every connection mid-way, and that one completes', async () => {
    const { latch, wallet } = await setup()
    const connected = latch.wallets.connectWalletConnect()
    const uri = await nextUri(latch)
    expect(relay.dropConnections()).toBeGreaterThan(0)
    const fresh = await nextUri(latch, uri)
    expect(latch.getState().walletConnect.error).toBeUndefined()
    await wallet.pair(fresh)
    await wallet.approve(await wallet.nextProposal())
    expect((await connected).address).toBe(wallet.address)
  })

  it('a wallet that scanned the code before the relay connection dropped still connects with it, beside the fresh code', async () => {
    const { latch, wallet } = await setup()
    const connected = latch.wallets.connectWalletConnect()
    const first = await nextUri(latch)
    await wallet.pair(first)
    const proposal = await wallet.nextProposal()
    expect(relay.dropConnections()).toBeGreaterThan(0)
    await nextUri(latch, first)
    // Approved after the drop: the first pairing was kept listening, not deleted under the wallet.
    await wallet.approve(proposal)
    expect((await connected).address).toBe(wallet.address)
    expect(latch.getState().walletConnect).toEqual({ status: 'idle' })
  })

  it('fails a request the wallet never answers with a clear timeout, and the next one succeeds', async () => {
    const { latch, wallet } = await setup({ requestTimeoutMs: 1_500 })
    await pairAndApprove(latch, wallet)
    wallet.setRequestMode('ignore')
    const sign = () =>
      latch.options.adapters[0]!.signMessage!({
        connectorId: 'walletConnect',
        address: wallet.address,
        message: 'hi',
      })
    await expect(sign()).rejects.toThrow('The wallet did not answer within 2 s')
    wallet.setRequestMode('reject')
    await expect(sign()).rejects.toMatchObject({ code: 4001 })
    wallet.setRequestMode('approve')
    await expect(sign()).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('rejects bad options with a message naming the option', () => {
    expect(() => walletConnect({ projectId: '' })).toThrow('options.projectId must be a non-empty string')
    expect(() => walletConnect({ projectId: 'x', relayUrl: 'http://relay' })).toThrow('options.relayUrl')
    expect(() => walletConnect({ projectId: 'x', pairingExpiryMs: 1 })).toThrow('options.pairingExpiryMs')
  })
})
