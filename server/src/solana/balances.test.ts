/** The server on the unit-test devnet's Solana chain: supported chains, balances and the RPC proxy. */
import { SOLANA_DEVNET, solanaTestKey, solanaTestToken } from '@latch/devnet/solana-facts'
import type {} from '@latch/devnet/vitest-context'
import { address, createSolanaRpc } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer } from '../test/harness.ts'

const chain = SOLANA_DEVNET.caipNetworkId
const owner = solanaTestKey(8).address
const rpc = createSolanaRpc(inject('solana').rpcUrl)

describe('Solana on the server', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' })
  })
  afterAll(() => s.stop())
  const balances = async (who: string, params: Record<string, string> = {}) =>
    fetch(s.q(`/v1/account/${who}/balance`, { currency: 'usd', forceUpdate: 'true', ...params }))

  it('reports SOL and the SPL token from the chain, priced, for a base58 address', async () => {
    const lamports = (await rpc.getBalance(address(owner)).send()).value
    const res = await balances(owner, { chainId: chain })
    expect(res.status).toBe(200)
    const list = (await res.json()).balances as {
      symbol: string
      address?: string
      value: number
      quantity: { numeric: string; decimals: string }
    }[]
    expect(list.map((b) => b.symbol)).toEqual(['SOL', 'LUSD'])
    expect(list[0]).toMatchObject({ quantity: { decimals: '9', numeric: String(Number(lamports) / 1e9) } })
    expect(list[0]!.value).toBeCloseTo((Number(lamports) / 1e9) * 150)
    expect(list[1]).toMatchObject({
      address: `${chain}:${solanaTestToken().mint}`,
      quantity: { decimals: '6', numeric: '1000' },
      value: 1_000,
    })
    // Without a chain, a base58 address reads the Solana chains only.
    const all = (await (await balances(owner)).json()).balances as { chainId: string }[]
    expect(new Set(all.map((b) => b.chainId))).toEqual(new Set([chain]))
  })

  it('refuses an address of one kind on a chain of the other, and malformed addresses', async () => {
    expect((await balances(owner, { chainId: 'eip155:31337' })).status).toBe(400)
    expect((await balances('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { chainId: chain })).status).toBe(
      400,
    )
    const bad = await balances('0OIl-not-base58', { chainId: chain })
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('params.address')
  })

  it('prices SOL and the SPL mint (base58, case kept) by CAIP-10 id', async () => {
    const res = await s.post('/v1/fungible/price', {
      currency: 'usd',
      projectId: 'latch-demo',
      addresses: [`${chain}:native`, `${chain}:${solanaTestToken().mint}`],
    })
    const body = await res.json()
    expect(body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([
      ['SOL', 150],
      ['LUSD', 1],
    ])
  })

  it('proxies Solana JSON-RPC to the chain', async () => {
    const res = await s.post(
      '/v1',
      { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] },
      { chainId: chain },
    )
    const body = await res.json()
    expect(body.result.value).toBe(Number((await rpc.getBalance(address(owner)).send()).value))
  })
})
