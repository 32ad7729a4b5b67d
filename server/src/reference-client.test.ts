/**
 * Wire compatibility with the reference implementation's API client: Reown AppKit's own
 * `BlockchainApiController` (`@reown/appkit-controllers`, a dev dependency), its base URL pointed at a
 * real Latch server over a devnet chain and nothing else changed, for every call the server implements.
 * Values are compared with the chain. (Swap, on-ramp and convert calls come with those features.)
 */

import { deployTestTokens, startAnvil, testAccount, testTokens } from '@latch/devnet'
import { sessionMessage } from '@latch/protocol/api'
import type { CaipNetworkId } from '@latch/protocol/caip'
import {
  BlockchainApiController,
  type BlockchainApiLookupEnsName,
  ChainController,
  OptionsController,
} from '@reown/appkit-controllers'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  type Transaction,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from './chain/clients.ts'
import { type Indexer, startIndexer } from './indexer/indexer.ts'
import { DRIVERS, startTestServer, testConfig } from './test/harness.ts'

const CHAIN: CaipNetworkId = 'eip155:31337'
const PORT = 18_730
const ZONE = 'reown.id'

describe('the reference client (AppKit BlockchainApiController) against a Latch server', () => {
  let anvil: Awaited<ReturnType<typeof startAnvil>>
  let s: Awaited<ReturnType<typeof startTestServer>>
  let indexer: Indexer
  const chain = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const wallet = (i: number) =>
    createWalletClient({ account: testAccount(i), chain: foundry, transport: http(anvil.rpcUrl) })
  const alice = testAccount(3)
  const bob = testAccount(4)
  const [lusd] = testTokens()
  const sent: Transaction[] = []

  beforeAll(async () => {
    anvil = await startAnvil({ port: PORT, chainId: 31337 })
    await deployTestTokens(anvil.rpcUrl, 31337)
    const over = {
      chains: [{ caipNetworkId: CHAIN, rpcUrls: [anvil.rpcUrl] }],
      nameZones: ['latch.id', ZONE],
      indexer: { enabled: false, pollIntervalMs: 50, batchBlocks: 50, takeoverMs: 2_000 },
    }
    s = await startTestServer(DRIVERS()[0]![1], over)
    indexer = startIndexer({
      db: s.db,
      config: testConfig(over),
      clients: createChainClients(testConfig(over)),
      loop: false,
      onIndexed: s.indexed.emit,
    })
    // Alice sends Bob ether, then a token: the second transaction is to the token contract.
    for (const hash of [
      await wallet(3).sendTransaction({ to: bob.address, value: parseEther('0.25') }),
      await wallet(3).writeContract({
        address: lusd!.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob.address, parseUnits('12.5', 6)],
      }),
    ]) {
      await chain().waitForTransactionReceipt({ hash, pollingInterval: 20 })
      sent.push(await chain().getTransaction({ hash }))
    }
    while ((await indexer.step(CHAIN)) > 0) {}

    // The only change to the reference client: its base URL. The rest is its own configuration.
    BlockchainApiController.state.api.baseUrl = s.base
    OptionsController.state.projectId = 'latch-demo'
    OptionsController.state.sdkType = 'appkit'
    OptionsController.state.sdkVersion = 'react-wagmi-1.8.24'
    ChainController.state.activeCaipNetwork = {
      id: 31337,
      caipNetworkId: CHAIN,
      chainNamespace: 'eip155',
    } as unknown as typeof ChainController.state.activeCaipNetwork
    ChainController.state.activeCaipAddress = `${CHAIN}:${alice.address}`
  })
  afterAll(async () => {
    await indexer.stop()
    await s.stop()
    await anvil.stop()
  })

  it('lists the supported chains', async () => {
    expect(await BlockchainApiController.getSupportedNetworks()).toEqual({ http: [CHAIN], ws: [] })
    expect(await BlockchainApiController.isNetworkSupported(CHAIN)).toBe(true)
  })

  it('reads balances that match the chain', async () => {
    const { balances } = await BlockchainApiController.getBalance(alice.address, CHAIN, 'true')
    const native = balances.find((b) => b.symbol === 'ETH')!
    expect(native.quantity.numeric).toBe(
      formatUnits(await chain().getBalance({ address: alice.address }), 18),
    )
    const token = balances.find((b) => b.symbol === 'LUSD')!
    const held = await chain().readContract({
      address: lusd!.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [alice.address],
    })
    expect(token.quantity.numeric).toBe(formatUnits(held, 6))
    expect(token.address).toBe(`${CHAIN}:${lusd!.address}`)
  })

  it('reads history whose metadata is the transaction’s own: parties, nonce, hash', async () => {
    const { data } = await BlockchainApiController.fetchTransactions({
      account: alice.address,
      chainId: CHAIN,
    })
    for (const tx of sent) {
      const item = data.find((d) => d.metadata.hash === tx.hash)!
      expect(item.metadata).toMatchObject({
        sentFrom: tx.from.toLowerCase(),
        sentTo: tx.to!.toLowerCase(),
        nonce: tx.nonce,
        chain: CHAIN,
        status: 'confirmed',
      })
    }
    // The token transfer's transaction went to the token contract, not to Bob.
    expect(sent[1]!.to!.toLowerCase()).toBe(lusd!.address.toLowerCase())
  })

  it('calls the JSON-RPC proxy (its body posted as text/plain) and viem through /v1/?chainId=', async () => {
    const balance = await BlockchainApiController.getAddressBalance({
      caipNetworkId: CHAIN,
      address: alice.address,
      method: 'eth_getBalance',
      params: [alice.address, 'latest'],
    })
    expect(BigInt(balance)).toBe(await chain().getBalance({ address: alice.address }))
    const viaProxy = createPublicClient({
      transport: http(`${s.base}/v1/?chainId=${CHAIN}&projectId=latch-demo`),
    })
    expect(await viaProxy.getBlockNumber()).toBe(await chain().getBlockNumber())
  })

  it('prices the native coin as 0xeeee…eeee and tokens, projectId in the body', async () => {
    const { fungibles } = await BlockchainApiController.fetchTokenPrice({
      addresses: [`${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`, `${CHAIN}:${lusd!.address}`],
    })
    expect(fungibles.map((f) => [f.symbol, f.price])).toEqual([
      ['ETH', 3_000],
      ['LUSD', 1],
    ])
  })

  it(`registers a name in the ${ZONE} zone without projectId, then looks it up every way`, async () => {
    const label = `ref${Math.random().toString(36).slice(2, 8)}`
    const name = `${label}.${ZONE}`
    const suggestions = await BlockchainApiController.getEnsNameSuggestions(label)
    expect(suggestions.suggestions[0]).toEqual({ name, registered: false })
    // As the reference EnsController builds it.
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const coinType = (0x80000000 | 31337) >>> 0
    const registered = await BlockchainApiController.registerEnsName({
      coinType,
      address: alice.address,
      message,
      signature: await alice.signMessage({ message }),
    })
    expect(registered).toMatchObject({ success: true, name })
    const profile = (await BlockchainApiController.lookupEnsName(name)) as BlockchainApiLookupEnsName
    expect(profile.name).toBe(name)
    expect(profile.addresses[String(coinType)]).toEqual({
      address: alice.address,
      created: profile.registered_at,
    })
    expect(profile.attributes).toEqual([])
    expect(Date.parse(profile.updated_at!)).toBe(Date.parse(profile.registered_at))
    const reverse = await BlockchainApiController.reverseLookupEnsName({ address: alice.address })
    expect(reverse.map((p) => p.name)).toContain(name)
    const identity = await BlockchainApiController.fetchIdentity({ address: alice.address })
    expect(identity.name).toBe(name)
    expect((await BlockchainApiController.getEnsNameSuggestions(label)).suggestions[0]).toEqual({
      name,
      registered: true,
    })
  })

  it('lists sessions of a CAIP-10 account and revokes one (body as text/plain)', async () => {
    const pci = `pci-${Math.random().toString(36).slice(2)}`
    const created = await s.post(`/v1/sessions/${alice.address}`, {
      pci,
      data: { permissions: ['eth_sendTransaction'] },
      signature: await alice.signMessage({ message: sessionMessage('create', pci) }),
    })
    expect(created.status).toBe(200)
    const listed = (await BlockchainApiController.getSmartSessions(
      `${CHAIN}:${alice.address}`,
    )) as unknown as {
      sessions: { pci: string }[]
    }
    expect(listed.sessions.map((x) => x.pci)).toContain(pci)
    const signature = await alice.signMessage({ message: sessionMessage('revoke', pci) })
    expect(await BlockchainApiController.revokeSmartSession(alice.address, pci, signature)).toEqual({
      success: true,
    })
    const after = (await BlockchainApiController.getSmartSessions(
      `${CHAIN}:${alice.address}`,
    )) as unknown as {
      sessions: { pci: string }[]
    }
    expect(after.sessions.map((x) => x.pci)).not.toContain(pci)
  })
})
