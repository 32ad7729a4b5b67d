import { ammContracts, testTokens } from '@latch/devnet'
import type {} from '@latch/devnet/vitest-context'
import { type ApiSwapQuote, type BuildTransactionResponse, NATIVE_TOKEN_ADDRESS } from '@latch/protocol/api'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseConfig } from '../config.ts'
import { startTestServer, testConfig } from '../test/harness.ts'
import { ROUTER02_ABI } from './uniswap-v2.ts'

const [chainA, chainB] = inject('devnet')
const [lusd, ltk] = testTokens()
const { router, weth } = ammContracts()
const B = `eip155:${chainB!.id}`
const ETH_B = `${B}:${NATIVE_TOKEN_ADDRESS}`
const LUSD_B = `${B}:${lusd!.address}`
const LTK_B = `${B}:${ltk!.address}`
const chain = { ...foundry, id: chainB!.id }
const client = createPublicClient({ chain, transport: http(chainB!.rpcUrl) })

/** A fresh account on chain B holding `eth` ether. */
async function trader(eth: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ chain, mode: 'anvil', transport: http(chainB!.rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther(eth),
  })
  const wallet = createWalletClient({ account, chain, transport: http(chainB!.rpcUrl) })
  /** Sends a built transaction and waits for it; returns the receipt. */
  const send = async (tx: { to: string; data: string; value: string; gas?: string }) => {
    const hash = await wallet.sendTransaction({
      to: tx.to as Hex,
      data: tx.data as Hex,
      value: BigInt(tx.value),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
    })
    return client.waitForTransactionReceipt({ hash })
  }
  const lusdHeld = () =>
    client.readContract({
      address: lusd!.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
  return { address: account.address, send, lusdHeld }
}

describe('the convert calls', () => {
  // Swaps are set up on chain B only, so chain A shows a served network without them.
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(
      { kind: 'pglite' },
      {
        swaps: { slippage: 1, networks: testConfig().swaps.networks.filter((n) => n.chain === B) },
      },
    )
  })
  afterAll(() => s.stop())
  const get = async (path: string, params: Record<string, string>) => {
    const res = await fetch(s.q(path, params))
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } }
  }
  const quote = async (params: Record<string, string>) => get('/v1/convert/quotes', params)
  const build = async (body: object) => {
    const res = await s.post('/v1/convert/build-transaction', body)
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } }
  }

  it('lists the native coin first, then the offered tokens, with decimals and prices', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: B })
    expect(status).toBe(200)
    expect(body.tokens).toEqual([
      {
        address: ETH_B,
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        logoUri: '/v1/tokens/ETH/image',
        price: 3_000,
      },
      {
        address: LUSD_B,
        name: lusd!.name,
        symbol: 'LUSD',
        decimals: 6,
        logoUri: '/v1/tokens/LUSD/image',
        price: 1,
      },
      {
        address: LTK_B,
        name: ltk!.name,
        symbol: 'LTK',
        decimals: 18,
        logoUri: '/v1/tokens/LTK/image',
        price: 0.5,
      },
    ])
  })

  it("answers SPEC §8's messages on a served network without a router, with their codes", async () => {
    const A = `eip155:${chainA!.id}`
    expect(await get('/v1/convert/tokens', { chainId: A })).toEqual({
      status: 400,
      body: {
        error: 'Network not supported for Swaps',
        field: 'query.chainId',
        reason: 'SWAPS_NETWORK_NOT_SUPPORTED',
        args: [],
      },
    })
    const q = await quote({ amount: '1', from: `${A}:${NATIVE_TOKEN_ADDRESS}`, to: `${A}:${lusd!.address}` })
    expect(q.body.error).toBe('Network not supported for Swaps')
    expect((await get('/v1/convert/gas-price', { chainId: A })).body).toMatchObject({
      error: 'Network not supported for Gas Price',
      reason: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    })
  })

  it('quotes 1 ETH → LUSD as the router does, with the bounds, the price impact, the fee and the network fee', async () => {
    const { status, body } = await quote({
      amount: String(parseEther('1')),
      from: ETH_B,
      to: LUSD_B,
      gasPrice: '2000000000',
    })
    expect(status).toBe(200)
    const [q] = body.quotes as ApiSwapQuote[]
    const [, routerSays] = await client.readContract({
      address: router,
      abi: ROUTER02_ABI,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [weth, lusd!.address]],
    })
    expect(BigInt(q!.toAmount)).toBe(routerSays)
    expect(Number(q!.toAmount) / 1e6).toBeGreaterThan(2_900) // ~2,962 LUSD from a 100 ETH : 300,000 LUSD pool
    expect(BigInt(q!.minimumOut)).toBe((routerSays! * 9_900n) / 10_000n)
    expect(q!.slippage).toBe(1)
    expect(q!.path).toEqual([`${B}:${weth}`, LUSD_B])
    expect(q!.priceImpact).toBeGreaterThan(0.9) // 1 ETH moves a 100 ETH pool by about 1 %
    expect(q!.priceImpact).toBeLessThan(1.1)
    expect(BigInt(q!.lpFee)).toBe(parseEther('0.003'))
    expect(BigInt(q!.networkFee)).toBe(BigInt(q!.gas) * 2_000_000_000n)
    // Asked again in the same block, it is the same quote, read once.
    const again = await quote({
      amount: String(parseEther('1')),
      from: ETH_B,
      to: LUSD_B,
      gasPrice: '2000000000',
    })
    expect((again.body.quotes as { id: string }[])[0]!.id).toBe(q!.id)
  })

  it('quotes an exact output with the most that may be paid, and routes LUSD → LTK by the better pool', async () => {
    const out = await quote({ amount: String(parseUnits('1000', 6)), from: ETH_B, to: LUSD_B, exact: 'out' })
    const [q] = out.body.quotes as ApiSwapQuote[]
    expect(BigInt(q!.toAmount)).toBe(parseUnits('1000', 6))
    const [paid] = await client.readContract({
      address: router,
      abi: ROUTER02_ABI,
      functionName: 'getAmountsIn',
      args: [parseUnits('1000', 6), [weth, lusd!.address]],
    })
    expect(BigInt(q!.fromAmount)).toBe(paid)
    expect(BigInt(q!.maximumIn)).toBe((paid! * 10_100n + 9_999n) / 10_000n)
    const cross = await quote({ amount: String(parseUnits('100', 6)), from: LUSD_B, to: LTK_B })
    const [c] = cross.body.quotes as { toAmount: string; path: string[] }[]
    expect(Number(BigInt(c!.toAmount) / 10n ** 15n) / 1000).toBeGreaterThan(195) // 100 LUSD ≈ 200 LTK
    expect(c!.path[0]).toBe(LUSD_B)
    expect(c!.path.at(-1)).toBe(LTK_B)
  })

  it('refuses more than the pool holds as liquidity, and more than the user holds as balance', async () => {
    const poor = await trader('1')
    const liquidity = await quote({ amount: String(parseEther('150')), from: ETH_B, to: LUSD_B })
    expect(liquidity).toEqual({
      status: 400,
      body: {
        error: 'Not enough liquidity in the pool for this amount',
        field: 'query.amount',
        reason: 'SWAP_INSUFFICIENT_LIQUIDITY',
        args: [],
      },
    })
    const wanted = await quote({
      amount: String(parseUnits('400000', 6)),
      from: ETH_B,
      to: LUSD_B,
      exact: 'out',
    })
    expect(wanted.body.reason).toBe('SWAP_INSUFFICIENT_LIQUIDITY')
    const balance = await quote({
      amount: String(parseEther('2')),
      from: ETH_B,
      to: LUSD_B,
      userAddress: `${B}:${poor.address}`,
    })
    expect(balance.body).toMatchObject({
      error: 'Not enough ETH for this swap',
      reason: 'SWAP_INSUFFICIENT_BALANCE',
      args: ['ETH'],
    })
    expect((await quote({ amount: '1', from: LUSD_B, to: LUSD_B })).body.reason).toBe('SWAP_SAME_TOKEN')
    const hostile = testConfig().tokens.find(
      (t) => t.chain === B && t.symbol !== 'LUSD' && t.symbol !== 'LTK' && t.kind === 'erc20',
    )
    expect((await quote({ amount: '1', from: ETH_B, to: `${B}:${hostile!.address}` })).body.reason).toBe(
      'SWAP_TOKEN_UNSUPPORTED',
    )
  })

  it('builds a native → token swap the chain carries out within the slippage', async () => {
    const t = await trader('3')
    const built = await build({
      amount: String(parseEther('1')),
      from: ETH_B,
      to: LUSD_B,
      userAddress: `${B}:${t.address}`,
    })
    expect(built.status).toBe(200)
    const { tx, quote: q } = built.body as unknown as BuildTransactionResponse
    expect(tx).toMatchObject({ to: router, value: String(parseEther('1')) })
    expect(BigInt(tx.gas!)).toBeGreaterThan(50_000n)
    // With headroom over the node's estimate: another trade mined in between (other test files trade in
    // this pool too) can make the swap cost more than estimated; an exact limit then ran out of gas.
    const estimate = await client.estimateGas({
      account: t.address,
      to: tx.to as Hex,
      data: tx.data as Hex,
      value: BigInt(tx.value),
    })
    expect(BigInt(tx.gas!)).toBeGreaterThanOrEqual((estimate * 115n) / 100n)
    const receipt = await t.send(tx as never)
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(BigInt(tx.gas!))
    const got = await t.lusdHeld()
    expect(got).toBeGreaterThanOrEqual(BigInt(q.minimumOut!))
    expect(got).toBeLessThanOrEqual(BigInt(q.toAmount!))
  })

  it('builds token → native only after an approval of the router, which build-approve provides', async () => {
    const t = await trader('3')
    const user = `${B}:${t.address}`
    // Other test files trade in this pool meanwhile (the devnet's AMM test): this test is about the
    // approval, so its swaps allow 5 % instead of 1 % for a trade landing between build and send.
    const eip155 = { slippage: 5 }
    const bought = await build({
      amount: String(parseEther('1')),
      from: ETH_B,
      to: LUSD_B,
      userAddress: user,
      eip155,
    })
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)
    expect((await t.send((bought.body as { tx: never }).tx)).status).toBe('success')
    const held = await t.lusdHeld()
    const sell = { amount: String(held), from: LUSD_B, to: ETH_B, userAddress: user, eip155 }
    expect((await build(sell)).body).toMatchObject({
      error: 'Approve LUSD before swapping it',
      reason: 'SWAP_APPROVAL_REQUIRED',
    })
    expect((await get('/v1/convert/allowance', { tokenAddress: LUSD_B, userAddress: user })).body).toEqual({
      allowance: '0',
    })
    // Without asking the node (a wallet batching the approval with the swap), it builds the swap now, with
    // no gas: the same router call as once approved.
    const unchecked = await build({ ...sell, disableEstimate: true })
    expect(unchecked.status).toBe(200)
    expect((unchecked.body as unknown as BuildTransactionResponse).tx).toMatchObject({
      to: router,
      value: '0',
    })
    expect((unchecked.body as unknown as BuildTransactionResponse).tx.gas).toBeUndefined()
    const approve = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: LUSD_B,
      to: ETH_B,
      amount: String(held),
    })
    expect((approve.body.tx as { to: string }).to).toBe(lusd!.address)
    expect((await t.send(approve.body.tx as never)).status).toBe('success')
    expect((await get('/v1/convert/allowance', { tokenAddress: LUSD_B, userAddress: user })).body).toEqual({
      allowance: String(held),
    })
    const before = await client.getBalance({ address: t.address })
    const built = await build(sell)
    const { tx, quote: q } = built.body as unknown as BuildTransactionResponse
    const receipt = await t.send(tx as never)
    expect(receipt.status).toBe('success')
    const gained =
      (await client.getBalance({ address: t.address })) - before + receipt.gasUsed * receipt.effectiveGasPrice
    expect(gained).toBeGreaterThanOrEqual(BigInt(q.minimumOut!))
    expect(await t.lusdHeld()).toBe(0n)
    expect(
      (await get('/v1/convert/allowance', { tokenAddress: ETH_B, userAddress: user })).body.allowance,
    ).toMatch(/^\d{70,}$/)
    expect(
      (await get('/v1/convert/build-approve', { userAddress: user, from: ETH_B, to: LUSD_B, amount: '1' }))
        .body.reason,
    ).toBe('SWAP_NO_APPROVAL_NEEDED')
  })

  it('gives the gas price at three speeds', async () => {
    const { body } = await get('/v1/convert/gas-price', { chainId: B })
    const { standard, fast, instant } = body as Record<string, string>
    expect(BigInt(standard!)).toBeGreaterThan(0n)
    expect(BigInt(fast!)).toBeGreaterThanOrEqual(BigInt(standard!))
    expect(BigInt(instant!)).toBeGreaterThanOrEqual(BigInt(fast!))
  })

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/v1/convert/quotes', { from: ETH_B, to: LUSD_B }, 'query.amount'],
      ['/v1/convert/quotes', { amount: '0', from: ETH_B, to: LUSD_B }, 'query.amount'],
      ['/v1/convert/quotes', { amount: '-1', from: ETH_B, to: LUSD_B }, 'query.amount'],
      ['/v1/convert/quotes', { amount: '1.5', from: ETH_B, to: LUSD_B }, 'query.amount'],
      ['/v1/convert/quotes', { amount: '1', from: 'ETH', to: LUSD_B }, 'query.from'],
      ['/v1/convert/quotes', { amount: '1', from: ETH_B, to: LUSD_B, exact: 'both' }, 'query.exact'],
      [
        '/v1/convert/quotes',
        { amount: '1', from: ETH_B, to: LUSD_B, userAddress: '0x12' },
        'query.userAddress',
      ],
      ['/v1/convert/tokens', { chainId: 'nope' }, 'query.chainId'],
      ['/v1/convert/allowance', { tokenAddress: LUSD_B }, 'query.userAddress'],
      [
        '/v1/convert/build-approve',
        { userAddress: '0x0000000000000000000000000000000000000001', from: LUSD_B, to: ETH_B },
        'query.amount',
      ],
    ]
    for (const [path, params, field] of cases) {
      const r = await get(path, params)
      expect(r.status, `${path} ${JSON.stringify(params)}`).toBe(400)
      expect(r.body.field, `${path} ${JSON.stringify(params)}`).toBe(field)
    }
    const body = {
      amount: '1',
      from: ETH_B,
      to: LUSD_B,
      userAddress: `${B}:0x0000000000000000000000000000000000000001`,
    }
    expect((await build({ ...body, eip155: { slippage: 75 } })).body.field).toBe('body.eip155.slippage')
    expect((await build({ ...body, disableEstimate: 'yes' })).body.field).toBe('body.disableEstimate')
  })
})

describe('the swaps setting', () => {
  it('refuses a swap network that is not one of the served chains', () => {
    const config = testConfig()
    expect(() =>
      parseConfig({ ...config, swaps: { networks: [{ chain: 'eip155:1', router: router }] } }),
    ).toThrow('swaps.networks.0.chain: eip155:1 is not one of the configured EVM chains')
    expect(parseConfig({ ...config, swaps: undefined }).swaps).toEqual({ slippage: 1, networks: [] })
  })
})
