/**
 * What a smart account's calls move, read on a devnet chain: an EIP-7702 account's all-or-nothing batch
 * (a transaction to itself) and its ERC-4337 user operation through the devnet's bundler (Alto) give one
 * native transfer per call that moved value; a user operation whose call reverted, and an account running
 * code the server does not enable, give none.
 */
import { smartAccountImplementation, testTokens } from '@latch/devnet/chains'
import { devnetTestChain, someone } from '@latch/devnet/test-chain'
import type {} from '@latch/devnet/vitest-context'
import { type Block, createClient, encodeFunctionData, erc20Abi, type Hash, http, parseAbi } from 'viem'
import { createBundlerClient, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { describe, expect, inject, it } from 'vitest'
import { extractSmartTransfers } from './smart-calls.ts'

const [devnet] = inject('devnet')
const { chain, transport, client, smartAccount: freshSmartAccount } = devnetTestChain(devnet!)
const enabled = new Set([smartAccountImplementation().toLowerCase()])

/** A fresh account holding 1 ETH, delegating to the devnet's Simple7702Account. */
const smartAccount = async () => {
  const { account: owner, wallet } = await freshSmartAccount('1')
  return { owner, wallet }
}

/** What the indexer reads for one mined transaction: its block and its receipt. */
async function indexed(hash: Hash, implementations: ReadonlySet<string> = enabled) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  const block = (await client.getBlock({
    blockNumber: receipt.blockNumber,
    includeTransactions: true,
  })) as Block<bigint, true>
  return extractSmartTransfers(`eip155:${chain.id}`, [block], new Map([[hash, receipt]]), {
    implementations,
    codeAt: (address, blockNumber) => client.getCode({ address, blockNumber }),
  })
}

describe("a smart account's calls, as the indexer reads them", () => {
  it('an all-or-nothing batch (a transaction to itself) moves value to each receiver', async () => {
    const { owner, wallet } = await smartAccount()
    const [a, b] = [someone(), someone()]
    const hash = await wallet.sendTransaction({
      to: owner.address,
      data: encodeFunctionData({
        abi: parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)']),
        functionName: 'executeBatch',
        args: [
          [
            { target: a, value: 5n, data: '0x' },
            { target: b, value: 0n, data: '0x' },
            { target: b, value: 7n, data: '0x' },
          ],
        ],
      }),
    })
    const rows = await indexed(hash)
    expect(
      rows.map((r) => ({ from: r.sender, to: r.recipient, value: r.value, logIndex: r.logIndex })),
    ).toEqual([
      { from: owner.address.toLowerCase(), to: a.toLowerCase(), value: '5', logIndex: -2 },
      { from: owner.address.toLowerCase(), to: b.toLowerCase(), value: '7', logIndex: -3 },
    ])
    expect(await client.getBalance({ address: b })).toBe(7n)
    // Code the server does not enable could claim anything: its calls are not read.
    expect(await indexed(hash, new Set([someone().toLowerCase()]))).toEqual([])
  })

  it('a user operation the EntryPoint ran moves value; one whose call reverted moves none', async () => {
    const { owner } = await smartAccount()
    const bundler = createBundlerClient({
      account: await toSimple7702SmartAccount({
        client: createClient({ chain, transport }),
        owner,
        implementation: smartAccountImplementation(),
      }),
      client: createClient({ chain, transport }),
      transport: http(devnet!.bundlerUrl),
    })
    const to = someone()
    const ok = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [{ to, value: 1234n }] }),
    })
    expect(ok.success).toBe(true)
    const rows = await indexed(ok.receipt.transactionHash)
    expect(rows).toMatchObject([
      { sender: owner.address.toLowerCase(), recipient: to.toLowerCase(), value: '1234', kind: 'native' },
    ])
    expect(rows[0]!.txFrom).not.toBe(owner.address.toLowerCase())

    // A call that reverts (the account holds no LUSD to send) leaves the operation unsuccessful.
    const [lusd] = testTokens()
    const failed = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({
        calls: [
          { to: someone(), value: 1n },
          {
            to: lusd!.address,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] }),
          },
        ],
        // Its gas given, so the bundler does not simulate it away before it is mined.
        callGasLimit: 200_000n,
        verificationGasLimit: 150_000n,
        preVerificationGas: 80_000n,
      }),
    })
    expect(failed.success).toBe(false)
    expect(await indexed(failed.receipt.transactionHash)).toEqual([])
  })
})
