/**
 * wagmi 2 and wagmi 3 (the same tests, two installs) over Latch in Chromium, against the unit-test
 * devnet's anvil chains, with the Dev Wallet announced over EIP-6963: wagmi's actions connect through
 * Latch's modal, read, sign, send, write a contract and switch chains; either side's disconnect ends
 * both; a reload restores one connection that both report.
 */
import { createLatch, createMemoryStorage, type Latch, type LatchStorage } from '@latch/core'
import { testTokens } from '@latch/devnet/chains'
import { createDevWallet } from '@latch/devnet/dev-wallet'
import { devnetNetworks } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { evmAdapter } from '@latch/evm'
import * as v3 from '@wagmi/core'
import { createPublicClient, erc20Abi, type Hex, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it, onTestFinished } from 'vitest'
import * as v2 from 'wagmi-core-v2'
import { latchWagmiConfig } from './config.ts'
import { LATCH_CONNECTOR_ID } from './connector.ts'

type Wagmi = typeof v3
const MAJORS: [string, Wagmi][] = [
  ['wagmi 2', v2 as unknown as Wagmi],
  ['wagmi 3', v3],
]

const chains = () => inject('devnet')
const rpc = (i: number) => createPublicClient({ transport: http(chains()[i]!.rpcUrl) })
const someone = () => privateKeyToAddress(generatePrivateKey())

/** Funds a test account of its own (high mnemonic index: no other test spends from it). */
async function fund(address: string): Promise<void> {
  for (const c of chains())
    await fetch(c.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [address, '0x56bc75e2d63100000'],
      }),
    })
}

/** A wagmi storage in memory, kept across a "reload" like the browser's would be. */
const memoryStore = () => {
  const items = new Map<string, string>()
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

/** What a browser keeps across a reload: Latch's storage, wagmi's, the wallet's grant. */
type Kept = {
  latch: LatchStorage
  wagmi: ReturnType<typeof memoryStore>
  wallet: ReturnType<typeof memoryStore>
}
const fresh = (): Kept => ({ latch: createMemoryStorage(), wagmi: memoryStore(), wallet: memoryStore() })

/** One page load: a Latch instance mounted in this page and a wagmi config over it; `unload` ends it. */
function load(w: Wagmi, kept: Kept, accountIndex: number, { mountLatch = true } = {}) {
  const wallet = createDevWallet({ chains: chains(), accountIndex, storage: kept.wallet })
  const stopAnnouncing = wallet.announce(window)
  const latch = createLatch({
    networks: devnetNetworks(chains()),
    adapters: [evmAdapter()],
    projectId: 'latch-demo',
    storage: kept.latch,
  })
  let unmount = mountLatch ? latch.mount() : () => {}
  const config = w.createConfig({
    ...latchWagmiConfig(latch),
    storage: w.createStorage({ storage: kept.wagmi }),
  })
  let loaded = true
  const unload = () => {
    if (!loaded) return
    loaded = false
    unmount()
    stopAnnouncing()
  }
  onTestFinished(unload)
  const mount = () => {
    unmount = latch.mount()
  }
  return { latch, wallet, config, connector: config.connectors[0]!, unload, mount }
}

/** The visitor picks the Dev Wallet in Latch's open modal. */
async function pickDevWallet(latch: Latch): Promise<void> {
  await expect.poll(() => latch.getState().connectors.some((c) => c.name === 'Dev Wallet')).toBe(true)
  const id = latch.getState().connectors.find((c) => c.name === 'Dev Wallet')!.id
  await latch.connect(id)
}

describe.each(MAJORS)('%s through Latch', (_major, w) => {
  const accountIndex = _major === 'wagmi 2' ? 15 : 16

  it("connects in Latch's modal, then reads, signs, sends, writes and switches chains through wagmi", async () => {
    const { latch, wallet, config, connector } = load(w, fresh(), accountIndex)
    await fund(wallet.address)
    expect(connector.id).toBe(LATCH_CONNECTOR_ID)
    const [a, b] = chains()

    // wagmi's connect opens Latch's modal and resolves once the visitor has connected there.
    const connecting = w.connect(config, { connector })
    await expect.poll(() => latch.getState().modal.open).toBe(true)
    expect(w.getAccount(config).status).toBe('connecting')
    await pickDevWallet(latch)
    const connected = await connecting
    expect(connected).toEqual({ accounts: [wallet.address], chainId: a!.id })
    expect(w.getAccount(config)).toMatchObject({
      status: 'connected',
      address: wallet.address,
      chainId: a!.id,
    })

    // Reads go to the chain; the balance is the chain's.
    const balance = await w.getBalance(config, { address: wallet.address })
    expect(balance.value).toBe(await rpc(0).getBalance({ address: wallet.address }))

    // The wallet signs what wagmi asks.
    const signature = await w.signMessage(config, { message: 'Through wagmi, through Latch' })
    expect(
      await verifyMessage({ address: wallet.address, message: 'Through wagmi, through Latch', signature }),
    ).toBe(true)

    // A send lands on the chain with the exact amount.
    const to = someone()
    const value = parseEther('0.012345678901234567')
    const sent = await w.sendTransaction(config, { to, value })
    expect((await w.waitForTransactionReceipt(config, { hash: sent })).status).toBe('success')
    expect(await rpc(0).getBalance({ address: to })).toBe(value)

    // A contract write: an ERC-20 allowance the chain then holds.
    const lusd = testTokens()[0]!.address
    const spender = someone()
    const approved = await w.writeContract(config, {
      address: lusd,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, 777n],
    })
    await w.waitForTransactionReceipt(config, { hash: approved })
    expect(
      await rpc(0).readContract({
        address: lusd,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.address, spender],
      }),
    ).toBe(777n)

    // wagmi switches chains through Latch; Latch's switch reaches wagmi.
    expect((await w.switchChain(config, { chainId: b!.id })).id).toBe(b!.id)
    expect(latch.getNetwork('eip155')?.id).toBe(b!.id)
    expect(w.getAccount(config).chainId).toBe(b!.id)
    await latch.switchNetwork(`eip155:${a!.id}`)
    await expect.poll(() => w.getAccount(config).chainId).toBe(a!.id)
    const onA = await w.sendTransaction(config, { to, value: 1n })
    expect((await rpc(0).waitForTransactionReceipt({ hash: onA as Hex })).status).toBe('success')

    // wagmi's disconnect ends Latch's connection too.
    await w.disconnect(config)
    expect(w.getAccount(config).status).toBe('disconnected')
    expect(latch.getAccount('eip155').isConnected).toBe(false)
  })

  it("follows Latch's own connect and disconnect, and a reload restores one connection both report", async () => {
    const kept = fresh()
    const first = load(w, kept, accountIndex)

    // Connected from Latch's modal (the app's button): wagmi hears it.
    first.latch.open()
    await pickDevWallet(first.latch)
    await expect.poll(() => w.getAccount(first.config).status).toBe('connected')
    expect(w.getAccount(first.config).address).toBe(first.wallet.address)

    // A reload: a new Latch and a new wagmi config over the same storage. Latch restores the
    // connection, wagmi's reconnect waits for it, and both report the same account and chain.
    first.unload()
    const second = load(w, kept, accountIndex, { mountLatch: false })
    const seen: string[] = []
    w.watchAccount(second.config, { onChange: (account) => seen.push(account.status) })
    // As in a React page: wagmi reconnects during its first render, before Latch's provider mounts.
    const reconnecting = w.reconnect(second.config)
    await new Promise((resolve) => setTimeout(resolve, 100))
    second.mount()
    await reconnecting
    await expect.poll(() => w.getAccount(second.config).status).toBe('connected')
    expect(second.latch.getAccount('eip155').address?.toLowerCase()).toBe(second.wallet.address.toLowerCase())
    expect(w.getAccount(second.config)).toMatchObject({
      address: second.wallet.address,
      chainId: chains()[0]!.id,
    })
    expect(seen).not.toContain('disconnected')

    // Latch's disconnect (the Account view's button) disconnects wagmi.
    await second.latch.disconnect('eip155')
    await expect.poll(() => w.getAccount(second.config).status).toBe('disconnected')
  })

  it('with several wallets connected in Latch, wagmi follows the one in use: its account, its signatures', async () => {
    const kept = fresh()
    const first = createDevWallet({ chains: chains(), accountIndex, storage: kept.wallet })
    const second = createDevWallet({
      chains: chains(),
      accountIndex: 13,
      storage: kept.wallet,
      rdns: 'dev.latch.second',
      name: 'Second Dev Wallet',
    })
    const stops = [first.announce(window), second.announce(window)]
    const latch = createLatch({
      networks: devnetNetworks(chains()),
      adapters: [evmAdapter()],
      projectId: 'latch-demo',
      storage: kept.latch,
      features: { multiWallet: true },
    })
    const unmount = latch.mount()
    onTestFinished(() => {
      unmount()
      for (const stop of stops) stop()
    })
    const config = w.createConfig({
      ...latchWagmiConfig(latch),
      storage: w.createStorage({ storage: kept.wagmi }),
    })
    latch.open()
    await pickDevWallet(latch)
    await expect.poll(() => w.getAccount(config).address).toBe(first.address)
    await latch.connect('dev.latch.second')
    await expect.poll(() => w.getAccount(config).address).toBe(second.address)
    const bySecond = await w.signMessage(config, { message: 'from the second' })
    expect(
      await verifyMessage({ address: second.address, message: 'from the second', signature: bySecond }),
    ).toBe(true)

    // The visitor picks the first wallet again: wagmi's account and its signer follow.
    await latch.wallets.switchConnection('dev.latch.wallet')
    await expect.poll(() => w.getAccount(config).address).toBe(first.address)
    const byFirst = await w.signMessage(config, { message: 'from the first' })
    expect(
      await verifyMessage({ address: first.address, message: 'from the first', signature: byFirst }),
    ).toBe(true)

    // The first one disconnected alone: wagmi is on the second, still connected.
    await latch.wallets.disconnect('dev.latch.wallet')
    await expect.poll(() => w.getAccount(config).address).toBe(second.address)
    expect(w.getAccount(config).status).toBe('connected')
  })

  it('a visitor who closes the modal without connecting rejects wagmi’s connect as a declined request', async () => {
    const { latch, config, connector } = load(w, fresh(), accountIndex)
    const connecting = w.connect(config, { connector })
    await expect.poll(() => latch.getState().modal.open).toBe(true)
    latch.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(w.getAccount(config).status).toBe('disconnected')
  })
})
