/** The Solana adapter through Latch, with the Dev Solana Wallet, on the unit-test devnet's Solana chain. */
import { createLatch, createMemoryStorage, type Latch, type SendToken } from '@latch/core'
import { createDevSolanaWallet, type DevSolanaWallet } from '@latch/devnet/dev-wallet/solana'
import { devnetSolana } from '@latch/devnet/networks'
import { SOLANA_DEVNET, solanaTestToken } from '@latch/devnet/solana-facts'
import type {} from '@latch/devnet/vitest-context'
import { ed25519 } from '@noble/curves/ed25519.js'
import { address, createSolanaRpc, generateKeyPairSigner, getBase58Encoder } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { solanaAdapter } from './solana-adapter.ts'

const network = devnetSolana(inject('solana').rpcUrl)
const rpc = createSolanaRpc(inject('solana').rpcUrl)
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** A Latch instance on the devnet Solana chain with a Dev Solana Wallet (test account `index`) connected. */
async function connected(index: number, name: string): Promise<{ latch: Latch; wallet: DevSolanaWallet }> {
  const wallet = createDevSolanaWallet({
    rpcUrl: network.rpcUrls.default.http[0]!,
    accountIndex: index,
    name,
  })
  cleanups.push(getWallets().register(wallet.wallet))
  const latch = createLatch({
    networks: [network],
    adapters: [solanaAdapter()],
    projectId: 'latch-demo',
    storage: createMemoryStorage(),
  })
  cleanups.push(latch.mount())
  await latch.options.adapters[0]!.ready?.()
  await latch.connect(`wallet-standard:${name}`)
  return { latch, wallet }
}
const sol = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
const tokenBalance = async (owner: string) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(solanaTestToken().mint) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString as string | undefined
}
const SOL: SendToken = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: '100', price: 0, iconUrl: '' }
const LUSD: SendToken = {
  address: `${SOLANA_DEVNET.caipNetworkId}:${solanaTestToken().mint}`,
  name: 'Latch USD',
  symbol: 'LUSD',
  decimals: 6,
  balance: '1000',
  price: 1,
  iconUrl: '',
}

describe('the Solana adapter', () => {
  it('connects a Wallet Standard wallet: a CAIP-10 account on the devnet cluster, and its SOL balance', async () => {
    const { latch, wallet } = await connected(1, 'Dev Solana A')
    expect(latch.getState().connections.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `${SOLANA_DEVNET.caipNetworkId}:${wallet.address}`,
    })
    const balance = await latch.options.adapters[0]!.getBalance({ address: wallet.address, network })
    expect(balance).toMatchObject({ symbol: 'SOL', decimals: 9, value: await sol(wallet.address) })
  })

  it('signs a message the signer’s key verifies (ed25519 over the UTF-8 bytes)', async () => {
    const { latch, wallet } = await connected(1, 'Dev Solana B')
    const signature = await latch.options.adapters[0]!.signMessage!({
      connectorId: 'wallet-standard:Dev Solana B',
      address: wallet.address,
      message: 'Sign in to Latch',
    })
    const publicKey = getBase58Encoder().encode(wallet.address)
    const bytes = getBase58Encoder().encode(signature)
    expect(
      ed25519.verify(
        new Uint8Array(bytes),
        new TextEncoder().encode('Sign in to Latch'),
        new Uint8Array(publicKey),
      ),
    ).toBe(true)
    expect(
      ed25519.verify(
        new Uint8Array(bytes),
        new TextEncoder().encode('Sign in to Evil'),
        new Uint8Array(publicKey),
      ),
    ).toBe(false)
  })

  it('sends SOL: the receiver gains exactly the amount, the sender pays it and the 5,000-lamport fee', async () => {
    const { latch, wallet } = await connected(1, 'Dev Solana C')
    const to = (await generateKeyPairSigner()).address
    const before = await sol(wallet.address)
    latch.send.setToken(SOL)
    latch.send.setAmount('1.25')
    await latch.send.setReceiver(to)
    const signature = await latch.send.submit()
    expect(getBase58Encoder().encode(signature)).toHaveLength(64)
    expect(await sol(to)).toBe(1_250_000_000n)
    expect(await sol(wallet.address)).toBe(before - 1_250_000_000n - 5_000n)
  })

  it('sends an SPL token with transfer_checked, creating the receiver’s token account', async () => {
    const { latch, wallet } = await connected(2, 'Dev Solana D')
    const to = (await generateKeyPairSigner()).address
    const before = await tokenBalance(wallet.address)
    latch.send.setToken(LUSD)
    latch.send.setAmount('12.345678')
    await latch.send.setReceiver(to)
    await latch.send.submit()
    expect(await tokenBalance(to)).toBe('12.345678')
    expect(Number(await tokenBalance(wallet.address))).toBeCloseTo(Number(before) - 12.345678, 6)
  })

  it('a declined send says "Transaction rejected" and moves nothing', async () => {
    const { latch, wallet } = await connected(3, 'Dev Solana E')
    const to = (await generateKeyPairSigner()).address
    latch.send.setToken(SOL)
    latch.send.setAmount('1')
    await latch.send.setReceiver(to)
    wallet.rejectNext()
    await expect(latch.send.submit()).rejects.toMatchObject({ code: 'SEND_REJECTED', cause: { code: 4001 } })
    expect(latch.getState().send).toMatchObject({ loading: false, error: 'Transaction rejected' })
    expect(await sol(to)).toBe(0n)
  })

  it('refuses a malformed Solana receiver with a clear message before the wallet is asked', async () => {
    const { latch, wallet } = await connected(3, 'Dev Solana F')
    const prompts: string[] = []
    cleanups.push(wallet.onPrompt((m) => prompts.push(m)))
    latch.send.setToken(SOL)
    latch.send.setAmount('1')
    for (const bad of [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'alice.latch.id',
      `O0Il${'a'.repeat(40)}`,
    ]) {
      await latch.send.setReceiver(bad)
      await expect(latch.send.submit()).rejects.toMatchObject({ code: 'SEND_INVALID_SOLANA_RECEIVER' })
    }
    expect(latch.getState().send.error).toBe('Enter a Solana address (32 to 44 base58 characters)')
    // 44 base58 characters that are not 32 bytes pass the form's check; the adapter refuses them.
    const adapter = latch.options.adapters[0]!
    const from = wallet.address
    await expect(
      adapter.sendTokens!({
        connectorId: 'wallet-standard:Dev Solana F',
        network,
        from,
        to: 'z'.repeat(44),
        value: 1n,
      }),
    ).rejects.toMatchObject({ code: 'SEND_INVALID_SOLANA_RECEIVER' })
    expect(prompts.filter((m) => m !== 'standard:connect')).toEqual([])
  })

  it('ignores a malformed Wallet Standard registration, like a bad EIP-6963 announcement', async () => {
    const { latch } = await connected(4, 'Dev Solana G')
    const bad = [
      {
        version: '1.0.0',
        name: '<img src=x onerror=alert(1)>'.repeat(10),
        icon: 'x',
        chains: ['solana:mainnet'],
        features: {},
        accounts: [],
      },
      {
        version: '1.0.0',
        name: 'No Solana',
        icon: 'data:image/png;base64,AA==',
        chains: ['eip155:1'],
        features: { 'standard:connect': { connect: () => ({}) } },
        accounts: [],
      },
      { version: '2', name: 'Wrong version', chains: ['solana:mainnet'], features: {}, accounts: [] },
      {
        version: '1.0.0',
        name: 'No signing',
        icon: 'javascript:alert(1)',
        chains: ['solana:mainnet'],
        features: { 'standard:connect': { connect: () => ({}) } },
        accounts: [],
      },
    ]
    cleanups.push(getWallets().register(...(bad as never[])))
    const names = latch
      .getState()
      .connectors.filter((c) => c.chainNamespace === 'solana')
      .map((c) => c.name)
    expect(names).toContain('Dev Solana G')
    expect(
      names.some(
        (n) => n.includes('<img') || n === 'No Solana' || n === 'Wrong version' || n === 'No signing',
      ),
    ).toBe(false)
  })

  it('a wallet that ends the grant disconnects the namespace', async () => {
    const { latch, wallet } = await connected(4, 'Dev Solana H')
    wallet.disconnectInWallet()
    expect(latch.getState().connections.solana?.status).toBe('disconnected')
  })

  it('checks its options at once: a bad preflight commitment names the allowed ones', () => {
    expect(() => solanaAdapter({ preflightCommitment: 'fast' as never })).toThrow(
      'solanaAdapter: preflightCommitment must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max; got "fast"',
    )
    expect(() => solanaAdapter({ commitment: 'confirmed' } as never)).toThrow(
      'solanaAdapter: unknown option "commitment"',
    )
    expect(() => solanaAdapter({ preflightCommitment: 'singleGossip' })).not.toThrow()
  })
})
