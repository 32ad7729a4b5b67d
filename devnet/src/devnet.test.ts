import { createPublicClient, erc20Abi, http, parseAbi, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_CHAINS, MINTED_PER_ACCOUNT, testAccount, testNft, testTokens } from './chains.ts'

const chains = inject('devnet')

describe('devnet', () => {
  it('runs chain 31337 and chain 31338', async () => {
    expect(chains.map((c) => c.id)).toEqual(DEVNET_CHAINS.map((c) => c.id))
    for (const c of chains) {
      const client = createPublicClient({ transport: http(c.rpcUrl) })
      expect(await client.getChainId()).toBe(c.id)
    }
  })

  it.each(chains.map((c) => [c.id, c.rpcUrl] as const))(
    'chain %i has a 6- and an 18-decimal token, minted to all ten test accounts',
    async (_, rpcUrl) => {
      const client = createPublicClient({ transport: http(rpcUrl) })
      const tokens = testTokens()
      expect(tokens.map((t) => t.decimals)).toEqual([6, 18])
      for (const t of tokens) {
        const read = (functionName: 'decimals' | 'symbol') =>
          client.readContract({ address: t.address, abi: erc20Abi, functionName })
        expect(await read('decimals')).toBe(t.decimals)
        expect(await read('symbol')).toBe(t.symbol)
        for (let i = 0; i < 10; i++) {
          const balance = await client.readContract({
            address: t.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [testAccount(i).address],
          })
          expect(balance).toBeGreaterThanOrEqual(parseUnits(String(MINTED_PER_ACCOUNT), t.decimals) / 2n)
        }
      }
      expect(await client.getBalance({ address: testAccount(0).address })).toBeGreaterThan(0n)
      const nft = testNft()
      const ownerOf = parseAbi(['function ownerOf(uint256) view returns (address)'])
      for (const [holder, ids] of Object.entries(nft.holdings)) {
        for (const id of ids) {
          const owner = await client.readContract({
            address: nft.address,
            abi: ownerOf,
            functionName: 'ownerOf',
            args: [BigInt(id)],
          })
          expect(owner).toBe(testAccount(Number(holder)).address)
        }
      }
    },
  )
})
