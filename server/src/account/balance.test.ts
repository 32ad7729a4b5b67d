import { testAccount } from '@latch/devnet/chains'
import type {} from '@latch/devnet/vitest-context'
import { createPublicClient, createWalletClient, formatEther, http, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer } from '../test/harness.ts'

const account = testAccount(4)
const rpcUrl = inject('devnet')[0]!.rpcUrl

describe('balances and prices', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
  })
  afterAll(() => s.stop())
  const balances = async (params: Record<string, string> = {}) =>
    (
      await (
        await fetch(
          s.q(`/v1/account/${account.address}/balance`, {
            currency: 'usd',
            chainId: 'eip155:31337',
            ...params,
          }),
        )
      ).json()
    ).balances as {
      symbol: string
      value: number
      price: number
      quantity: { numeric: string; decimals: string }
      address?: string
    }[]

  it('reports native and ERC-20 balances from the chain with USD values', async () => {
    const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: account.address })
    const list = await balances({ forceUpdate: 'true' })
    const bySymbol = Object.fromEntries(list.map((b) => [b.symbol, b]))
    expect(bySymbol.ETH).toMatchObject({
      price: 3_000,
      quantity: { decimals: '18', numeric: formatEther(wei) },
    })
    expect(bySymbol.ETH!.value).toBeCloseTo(Number(formatEther(wei)) * 3_000)
    expect(bySymbol.LUSD).toMatchObject({
      price: 1,
      value: 1_000_000,
      quantity: { decimals: '6', numeric: '1000000' },
      address: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    })
    expect(bySymbol.LTK).toMatchObject({ price: 0.5, value: 500_000 })
  })

  it('caches for 30 s unless forceUpdate=true', async () => {
    const before = (await balances({ forceUpdate: 'true' })).find((b) => b.symbol === 'ETH')!.quantity.numeric
    const wallet = createWalletClient({ account, chain: { ...foundry, id: 31337 }, transport: http(rpcUrl) })
    const hash = await wallet.sendTransaction({
      to: '0x000000000000000000000000000000000000dEaD',
      value: parseEther('0.25'),
    })
    await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
    })
    expect((await balances()).find((b) => b.symbol === 'ETH')!.quantity.numeric).toBe(before)
    const fresh = (await balances({ forceUpdate: 'true' })).find((b) => b.symbol === 'ETH')!.quantity.numeric
    expect(Number(before) - Number(fresh)).toBeGreaterThan(0.25)
  })

  it('refuses a malformed address, an unsupported chain and another currency with 400', async () => {
    expect((await fetch(s.q('/v1/account/0x123/balance'))).status).toBe(400)
    const chain = await fetch(s.q(`/v1/account/${account.address}/balance`, { chainId: 'eip155:1' }))
    expect(chain.status).toBe(400)
    expect((await chain.json()).field).toBe('query.chainId')
    expect((await fetch(s.q(`/v1/account/${account.address}/balance`, { currency: 'eur' }))).status).toBe(400)
  })

  it('prices fungibles given as CAIP-10 ids', async () => {
    const res = await s.post('/v1/fungible/price', {
      currency: 'usd',
      projectId: 'latch-demo',
      addresses: ['eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', 'eip155:31337:native'],
    })
    const body = await res.json()
    expect(body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([
      ['LUSD', 1],
      ['ETH', 3_000],
    ])
    expect((await s.post('/v1/fungible/price', { currency: 'usd', addresses: ['nope'] })).status).toBe(400)
  })

  it('prices the native coin under both spellings, with projectId in the body only', async () => {
    const res = await fetch(`${s.base}/v1/fungible/price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'latch-demo',
        addresses: ['eip155:31337:native', 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'],
      }),
    })
    const body = await res.json()
    expect(body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([
      ['ETH', 3_000],
      ['ETH', 3_000],
    ])
  })
})
