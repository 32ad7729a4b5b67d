/**
 * A chain's `rpcUrls` fail over: the order of attempts, and the server on the unit-test devnet with a
 * dead first URL (connection refused) and one answering 503, for EVM balances, the JSON-RPC proxy and
 * Solana balances.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { testAccount } from '@latch/devnet/chains'
import { SOLANA_DEVNET, solanaTestKey } from '@latch/devnet/solana-facts'
import type {} from '@latch/devnet/vitest-context'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer, testConfig } from '../test/harness.ts'
import { createFailover } from './failover.ts'

describe('createFailover', () => {
  it('tries each URL in order, then starts from the one that answered', async () => {
    const tried: string[] = []
    const failover = createFailover(['a', 'b', 'c'])
    const attempt = async (url: string) => {
      tried.push(url)
      if (url !== 'c') throw new Error(`${url} is down`)
      return url
    }
    expect(await failover(attempt)).toBe('c')
    expect(await failover(attempt)).toBe('c')
    expect(tried).toEqual(['a', 'b', 'c', 'c'])
  })

  it('stops at an error that is not worth another URL, and says the last error when all fail', async () => {
    const tried: string[] = []
    const failover = createFailover(['a', 'b'])
    await expect(
      failover(
        async (url) => {
          tried.push(url)
          throw new Error('refused')
        },
        () => false,
      ),
    ).rejects.toThrow('refused')
    expect(tried).toEqual(['a'])
    await expect(
      failover(async (url) => {
        throw new Error(`${url} is down`)
      }),
    ).rejects.toThrow('b is down')
  })
})

describe('the server over rpcUrls whose first entries cannot answer', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let unavailable: Server
  const account = testAccount(5)
  const rpcUrl = inject('devnet')[0]!.rpcUrl
  beforeAll(async () => {
    unavailable = createServer((_, res) => res.writeHead(503).end('maintenance'))
    await new Promise<void>((r) => unavailable.listen(0, '127.0.0.1', r))
    const down = `http://127.0.0.1:${(unavailable.address() as AddressInfo).port}`
    // Port 9 on loopback refuses connections; the other answers 503.
    const dead = ['http://127.0.0.1:9', down]
    const chains = testConfig().chains.map((c) => ({ ...c, rpcUrls: [...dead, ...c.rpcUrls] }))
    s = await startTestServer({ kind: 'pglite' }, { chains })
  })
  afterAll(async () => {
    await s.stop()
    await new Promise((r) => unavailable.close(r))
  })

  it('reads EVM balances from the first URL that answers', async () => {
    const wei = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: account.address })
    const res = await fetch(
      s.q(`/v1/account/${account.address}/balance`, { chainId: 'eip155:31337', forceUpdate: 'true' }),
    )
    expect(res.status).toBe(200)
    const { balances } = (await res.json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[]
    }
    expect(balances.find((b) => b.symbol === 'ETH')?.quantity.numeric).toBe(formatEther(wei))
  })

  it('proxies JSON-RPC calls, single and batched, to the first URL that answers', async () => {
    const head = await createPublicClient({ transport: http(rpcUrl) }).getBlockNumber()
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_blockNumber', params: [] })
    const single = await s.post('/v1', call(1), { chainId: 'eip155:31337' })
    expect(single.status).toBe(200)
    expect(BigInt(((await single.json()) as { result: string }).result)).toBeGreaterThanOrEqual(head)
    const batch = await s.post('/v1', [call(1), call(2)], { chainId: 'eip155:31337' })
    expect(((await batch.json()) as { id: number }[]).map((a) => a.id)).toEqual([1, 2])
  })

  it('reads Solana balances from the first URL that answers', async () => {
    const res = await fetch(
      s.q(`/v1/account/${solanaTestKey(8).address}/balance`, {
        chainId: SOLANA_DEVNET.caipNetworkId,
        forceUpdate: 'true',
      }),
    )
    expect(res.status).toBe(200)
    const { balances } = (await res.json()) as { balances: { symbol: string }[] }
    expect(balances.map((b) => b.symbol)).toContain('SOL')
  })
})
