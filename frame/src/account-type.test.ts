/**
 * The account's type and its switch on a devnet chain (EIP-7702, the devnet's Simple7702Account): read
 * from the chain, switched only once approved, back to a plain account by clearing the delegation, the
 * address the same throughout.
 */
import { smartAccountImplementation } from '@latch/devnet/chains'
import { devnetTestChain } from '@latch/devnet/test-chain'
import type {} from '@latch/devnet/vitest-context'
import { createClient, type Hex, parseEther } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createAccountTypes } from './account-type.ts'
import { RpcError } from './rpc-error.ts'

const { chain, transport, client, fundedAccount } = devnetTestChain(inject('devnet')[0]!)

/** The account types of a fresh account holding `eth`, on a chain where smart accounts are enabled when `smart`. */
async function accountWith(eth: string, { smart = true, decline = false } = {}) {
  const { account, wallet } = await fundedAccount(eth)
  const approvals: { type: string; implementation: Hex | undefined }[] = []
  const types = createAccountTypes({
    reads: () => createClient({ chain, transport }),
    address: () => account.address,
    implementation: async () => (smart ? smartAccountImplementation() : undefined),
    networks: async () => (smart ? [chain.id] : []),
    async approve(type, _chainId, implementation) {
      approvals.push({ type, implementation })
      if (decline) throw new RpcError('User rejected the request.', 4001)
    },
    async delegate(_chainId, target) {
      const authorization = await wallet.signAuthorization({ contractAddress: target, executor: 'self' })
      return wallet.sendTransaction({ to: account.address, authorizationList: [authorization] })
    },
  })
  return { account, types, approvals }
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: unknown) => (e instanceof RpcError ? e.code : String(e)),
  )

describe("the embedded wallet's account type", () => {
  it('switches to a smart account once approved and back to a plain account, keeping the address', async () => {
    const { account, types, approvals } = await accountWith('1')
    expect(await types.read(chain.id)).toEqual({ type: 'eoa', smartAccountNetworks: [chain.id] })

    expect(await types.set('smartAccount', chain.id)).toEqual({
      type: 'smartAccount',
      smartAccountNetworks: [chain.id],
    })
    expect(approvals).toEqual([{ type: 'smartAccount', implementation: smartAccountImplementation() }])
    expect(await client.getCode({ address: account.address })).toBe(
      `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
    )
    // Asking for what it already is sends nothing and asks nothing.
    expect((await types.set('smartAccount', chain.id)).type).toBe('smartAccount')
    expect(approvals).toHaveLength(1)

    expect((await types.set('eoa', chain.id)).type).toBe('eoa')
    expect(approvals.at(-1)).toEqual({ type: 'eoa', implementation: undefined })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBeGreaterThan(parseEther('0.99'))
  })

  it('refuses where smart accounts are off, and sends nothing when declined or without gas', async () => {
    const off = await accountWith('1', { smart: false })
    expect(await failure(off.types.set('smartAccount', chain.id))).toBe(4200)
    expect(off.approvals).toEqual([])

    const declined = await accountWith('1', { decline: true })
    expect(await failure(declined.types.set('smartAccount', chain.id))).toBe(4001)
    expect(await client.getCode({ address: declined.account.address })).toBeUndefined()
    expect(await client.getTransactionCount({ address: declined.account.address })).toBe(0)

    const broke = await accountWith('0')
    expect(await failure(broke.types.set('smartAccount', chain.id))).toMatch(/funds|gas/i)
    expect(await client.getCode({ address: broke.account.address })).toBeUndefined()
  })
})
