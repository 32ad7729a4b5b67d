/**
 * The embedded wallet's batches (ERC-5792) on a devnet chain: what it refuses and with which code, calls
 * run in order once approved (a later one after the earlier is mined), the status as they go, and where
 * smart accounts are enabled, the upgrade through EIP-7702 (same address, the devnet's Simple7702Account)
 * and atomic batches: all calls or none.
 */
import { CALLS_STATUS, MAX_CALLS, type WalletCall } from '@latch/core/frame'
import { smartAccountImplementation, testTokens } from '@latch/devnet/chains'
import { devnetTestChain, someone } from '@latch/devnet/test-chain'
import type {} from '@latch/devnet/vitest-context'
import { createClient, encodeFunctionData, erc20Abi, parseAbi, parseEther } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createBatches } from './batches.ts'
import { RpcError } from './rpc-error.ts'

const { chain, transport, client, fundedAccount } = devnetTestChain(inject('devnet')[0]!)
const [lusd] = testTokens()

const EXECUTE_BATCH = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])

/**
 * The batches of a wallet whose fresh account holds `eth` (its gas is set: a reverting call is mined), on
 * a chain where smart accounts are enabled when `smart`, for a visitor who prefers a plain account when
 * `preferEoa`.
 */
async function walletWith(eth: string, { smart = false, preferEoa = false } = {}) {
  const { account, wallet } = await fundedAccount(eth)
  const batches = createBatches({
    send: (_chainId, call: WalletCall) =>
      wallet.sendTransaction({
        to: call.to,
        value: BigInt(call.value ?? '0x0'),
        ...(call.data ? { data: call.data } : {}),
        gas: 100_000n,
      }),
    reads: () => createClient({ chain, transport }),
    address: () => account.address,
    implementation: async () => (smart ? smartAccountImplementation() : undefined),
    mayUpgrade: () => !preferEoa,
    async sendAtomic(_chainId, calls, upgrade) {
      const authorization = upgrade
        ? await wallet.signAuthorization({ contractAddress: upgrade, executor: 'self' })
        : undefined
      return wallet.sendTransaction({
        to: account.address,
        data: encodeFunctionData({
          abi: EXECUTE_BATCH,
          functionName: 'executeBatch',
          args: [calls.map((c) => ({ target: c.to, value: BigInt(c.value ?? '0x0'), data: c.data ?? '0x' }))],
        }),
        ...(authorization ? { authorizationList: [authorization] } : {}),
        gas: 300_000n,
      })
    },
  })
  return { account, batches }
}

const to = someone
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: unknown) => (e instanceof RpcError ? e.code : 'not an RpcError'),
  )
const settled = (batches: Awaited<ReturnType<typeof walletWith>>['batches'], id: string) =>
  expect.poll(() => batches.status(id).status, { timeout: 15_000 }).not.toBe(CALLS_STATUS.pending)

describe('the embedded wallet batches', () => {
  it("refuses with ERC-5792's codes what it cannot do, before anything is shown", async () => {
    const { batches } = await walletWith('0')
    const call = { to: to(), value: '0x1' }
    const id = chain.id
    expect(await code(batches.check({ calls: [call], atomicRequired: true }, id))).toBe(5760)
    expect(await code(batches.check({ calls: [call], chainId: '0x1' }, id))).toBe(5710)
    expect(
      await code(batches.check({ calls: [call], capabilities: { paymasterService: { url: 'x' } } }, id)),
    ).toBe(5700)
    // An optional capability the wallet lacks is ignored.
    expect(
      await code(
        batches.check({ calls: [call], capabilities: { paymasterService: { optional: true } } }, id),
      ),
    ).toBe('no error')
    expect(await code(batches.check({ calls: Array(MAX_CALLS + 1).fill(call) }, id))).toBe(5740)
    expect(await code(batches.check({ calls: [{ to: '0x12' }] }, id))).toBe(-32602)
    expect(await code(batches.check({ calls: [{ ...call, value: 1 }] }, id))).toBe(-32602)
    expect(await code(batches.check({ calls: [] }, id))).toBe(-32602)
    expect(await code(batches.check('calls', id))).toBe(-32602)
    expect(() => batches.status('0xunknown')).toThrow(expect.objectContaining({ code: 5730 }))
    expect(await batches.capabilities(undefined, id)).toEqual({
      [`0x${id.toString(16)}`]: { atomic: { status: 'unsupported' } },
    })
  })

  it('runs the calls in order, reports them pending then confirmed, and refuses a second batch with the same id', async () => {
    const { batches } = await walletWith('1')
    const receiver = to()
    const id = batches.run(
      await batches.check(
        {
          id: 'demo-batch',
          calls: [
            { to: receiver, value: `0x${parseEther('0.0001').toString(16)}` },
            { to: receiver, value: `0x${parseEther('0.0002').toString(16)}` },
          ],
        },
        chain.id,
      ),
      chain.id,
    )
    expect(id).toBe('demo-batch')
    expect(batches.status(id).status).toBe(CALLS_STATUS.pending)
    await settled(batches, id)
    const status = batches.status(id)
    expect(status).toMatchObject({ version: '2.0.0', status: CALLS_STATUS.confirmed, atomic: false })
    expect(status.receipts?.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.0003'))
    expect(await code(batches.check({ id: 'demo-batch', calls: [{ to: receiver }] }, chain.id))).toBe(5720)
  })

  it('stops at a call that reverts (partly reverted), and says when nothing could be sent', async () => {
    const { batches } = await walletWith('1')
    const receiver = to()
    // The fresh account holds no LUSD: its transfer reverts on chain, and the call after it never runs.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] })
    const id = batches.run(
      await batches.check(
        {
          calls: [
            { to: receiver, value: '0x1' },
            { to: lusd!.address, data: transfer },
            { to: receiver, value: '0x2' },
          ],
        },
        chain.id,
      ),
      chain.id,
    )
    await settled(batches, id)
    expect(batches.status(id).status).toBe(CALLS_STATUS.partiallyReverted)
    expect(batches.status(id).receipts?.map((r) => r.status)).toEqual(['0x1', '0x0'])
    expect(await client.getBalance({ address: receiver })).toBe(1n)

    // A wallet with no ether cannot send the first call: nothing went on chain.
    const { batches: broke } = await walletWith('0')
    const none = broke.run(await broke.check({ calls: [{ to: receiver, value: '0x1' }] }, chain.id), chain.id)
    await settled(broke, none)
    expect(broke.status(none)).toMatchObject({ status: CALLS_STATUS.offchainFailure, receipts: [] })
  })

  it('a visitor who prefers a plain account is never upgraded by a batch: atomicity is refused, not faked', async () => {
    const { account, batches } = await walletWith('1', { smart: true, preferEoa: true })
    expect(await batches.capabilities(undefined, chain.id)).toEqual({
      [`0x${chain.id.toString(16)}`]: { atomic: { status: 'unsupported' } },
    })
    expect(
      await code(batches.check({ calls: [{ to: to(), value: '0x1' }], atomicRequired: true }, chain.id)),
    ).toBe(5760)
    const batch = await batches.check({ calls: [{ to: to(), value: '0x1' }] }, chain.id)
    expect(batch).toMatchObject({ atomic: false })
    expect(batch.upgrade).toBeUndefined()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('where smart accounts are enabled, an atomic batch upgrades the account (same address) and runs all calls in one transaction', async () => {
    const { account, batches } = await walletWith('1', { smart: true })
    const hexChain = `0x${chain.id.toString(16)}`
    expect(await batches.capabilities(undefined, chain.id)).toEqual({
      [hexChain]: { atomic: { status: 'ready' } },
    })
    const receiver = to()
    const batch = await batches.check(
      {
        calls: [
          { to: receiver, value: '0x1' },
          { to: receiver, value: '0x2' },
        ],
        atomicRequired: true,
      },
      chain.id,
    )
    expect(batch).toMatchObject({ atomic: true, upgrade: smartAccountImplementation() })
    const id = batches.run(batch, chain.id)
    await settled(batches, id)
    expect(batches.status(id)).toMatchObject({ status: CALLS_STATUS.confirmed, atomic: true })
    expect(batches.status(id).receipts).toHaveLength(1)
    expect(await client.getBalance({ address: receiver })).toBe(3n)
    // The account keeps its address and now runs the implementation's code (EIP-7702's designator).
    expect(await client.getCode({ address: account.address })).toBe(
      `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
    )
    expect(await batches.capabilities(undefined, chain.id)).toEqual({
      [hexChain]: { atomic: { status: 'supported' } },
    })

    // Upgraded, every batch is atomic, with no second upgrade: a call that reverts undoes the others.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] })
    const failing = await batches.check(
      {
        calls: [
          { to: receiver, value: '0x5' },
          { to: lusd!.address, data: transfer },
        ],
      },
      chain.id,
    )
    expect(failing).toMatchObject({ atomic: true })
    expect(failing.upgrade).toBeUndefined()
    const reverted = batches.run(failing, chain.id)
    await settled(batches, reverted)
    expect(batches.status(reverted)).toMatchObject({ status: CALLS_STATUS.reverted, atomic: true })
    expect(await client.getBalance({ address: receiver })).toBe(3n)
  })
})
