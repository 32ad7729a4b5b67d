/**
 * Core's batch actions (ERC-5792) with the Dev Wallet on the devnet, in each way a wallet answers them:
 * without ERC-5792 and with atomic batches `unsupported`, the calls go one by one, each once the one
 * before landed, and a failure part way says which landed; as a smart account, `ready` becomes one
 * transaction that upgrades the account (EIP-7702), then `supported`. (The embedded wallet's batches:
 * frame/src/batches.test.ts and e2e/specs/batch.spec.ts.)
 */
import {
  type CallsProgress,
  createLatch,
  createMemoryStorage,
  getCallsStatus,
  getCapabilities,
  LatchError,
  sendCalls,
  waitForCallsStatus,
} from '@latch/core'
import { smartAccountImplementation, testAddress } from '@latch/devnet/chains'
import { createPublicClient, http, parseEther } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { evmAdapter } from './index.ts'
import { connectedDevWallet, devnetNetworks } from './test-support.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

/** Accounts of this file alone: #17 sends one by one, #19 becomes a smart account. */
const ONE_BY_ONE = 17
const SMART = 19
const rpc = async (method: string, params: unknown[]) => {
  const res = await fetch(devnetNetworks().chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: unknown }).result
}
const chainA = () => createPublicClient({ transport: http(devnetNetworks().chains[0]!.rpcUrl) })
const fresh = () => `0x${crypto.randomUUID().replaceAll('-', '').padEnd(40, '7')}` as `0x${string}`
const balance = (address: `0x${string}`) => chainA().getBalance({ address })
/** Gives a test account 10 ETH and no code: a plain account, whatever an earlier run left. */
const plain = async (index: number) => {
  await rpc('anvil_setBalance', [testAddress(index), `0x${parseEther('10').toString(16)}`])
  await rpc('anvil_setCode', [testAddress(index), '0x'])
}

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof LatchError ? e.code : String(e)),
  )

describe('batched calls', () => {
  it('need a connected EVM wallet', async () => {
    const latch = createLatch({
      networks: devnetNetworks().networks,
      adapters: [evmAdapter()],
      projectId: 'latch-demo',
      storage: createMemoryStorage(),
    })
    expect(await codeOf(sendCalls(latch, { calls: [{ to, value: 1n }] }))).toBe('NOT_CONNECTED')
    expect(await codeOf(getCapabilities(latch))).toBe('NOT_CONNECTED')
    expect(await codeOf(latch.getCapabilities())).toBe('NOT_CONNECTED')
  })

  it('a wallet without ERC-5792 gets the calls one by one, each once the last landed, with progress', async () => {
    await plain(ONE_BY_ONE)
    const { latch, wallet } = await connectedDevWallet(cleanups, { accountIndex: ONE_BY_ONE })
    const asked: string[] = []
    wallet.onPrompt((method) => asked.push(method))
    expect(await getCapabilities(latch)).toBeUndefined()
    const receiver = fresh()
    const progress: CallsProgress[] = []
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    cleanups.push(() => said.mockRestore())
    const sent = await sendCalls(latch, {
      calls: [
        { to: receiver, value: 1n },
        { to: receiver, value: 2n },
      ],
      onProgress: (p) => {
        progress.push(p)
        // An app's listener that throws stops nothing: the calls go on, and the console says so.
        throw new Error('a bug in the app')
      },
    })
    expect(sent.sentAs).toBe('one-by-one')
    expect(progress.map((p) => `${p.stage}${'index' in p ? p.index : ''}`)).toEqual([
      'sending0',
      'sent0',
      'landed0',
      'sending1',
      'sent1',
      'landed1',
    ])
    expect(said).toHaveBeenCalledTimes(6)
    expect(said.mock.calls[0]?.[0]).toMatch(/onProgress threw; the calls go on/)
    expect(asked).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(await balance(receiver)).toBe(3n)
    const status = await getCallsStatus(latch, sent.id)
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false })
    expect(status.receipts.map((r) => r.transactionHash)).toEqual(
      progress.flatMap((p) => (p.stage === 'landed' ? [p.transactionHash] : [])),
    )
  })

  it('stops at a call declined part way: the error names the one that landed; the rest is not sent', async () => {
    await plain(ONE_BY_ONE)
    const { latch, wallet } = await connectedDevWallet(cleanups, { accountIndex: ONE_BY_ONE })
    const receiver = fresh()
    const error = await sendCalls(latch, {
      calls: [
        { to: receiver, value: 1n },
        { to: receiver, value: 2n },
        { to: receiver, value: 4n },
      ],
      onProgress: (p) => p.stage === 'landed' && wallet.rejectNext(),
    }).then(
      () => undefined,
      (e: LatchError) => e,
    )
    expect(error).toBeInstanceOf(LatchError)
    expect(error?.code).toBe('CALLS_PARTIAL')
    expect(error?.message).toMatch(
      /^1 of 3 calls landed; the others were not sent: call 2 was declined in the wallet; landed: 0x[0-9a-f]{64}$/,
    )
    expect(await balance(receiver)).toBe(1n)
  })

  it('a call that fails first sends nothing, and all or none is refused without asking the wallet', async () => {
    await plain(ONE_BY_ONE)
    const { latch, wallet } = await connectedDevWallet(cleanups, { accountIndex: ONE_BY_ONE })
    const asked: string[] = []
    wallet.onPrompt((method) => asked.push(method))
    wallet.rejectNext()
    expect(await codeOf(sendCalls(latch, { calls: [{ to, value: 1n }] }))).toBe('SEND_REJECTED')
    const refused = await sendCalls(latch, { calls: [{ to, value: 1n }], atomicRequired: true }).then(
      () => undefined,
      (e: LatchError) => e,
    )
    expect(refused?.code).toBe('CALLS_NOT_SUPPORTED')
    expect(refused?.message).toBe(
      'This wallet cannot send batched calls: this wallet cannot run calls all or none',
    )
    expect(asked).toEqual(['eth_sendTransaction'])
  })

  it('a wallet whose atomic batches are unsupported gets them one by one too; a paymaster it lacks is refused', async () => {
    await plain(ONE_BY_ONE)
    const { latch } = await connectedDevWallet(cleanups, { accountIndex: ONE_BY_ONE, batches: 'one-by-one' })
    expect(await getCapabilities(latch)).toEqual({ atomic: { status: 'unsupported' } })
    const receiver = fresh()
    expect((await sendCalls(latch, { calls: [{ to: receiver, value: 5n }] })).sentAs).toBe('one-by-one')
    expect(await balance(receiver)).toBe(5n)
    const paymasterService = { url: 'http://127.0.0.1:1/paymaster' }
    expect(await codeOf(sendCalls(latch, { calls: [{ to, value: 1n }], paymasterService }))).toBe(
      'CALLS_NOT_SUPPORTED',
    )
    expect(
      (
        await sendCalls(latch, {
          calls: [{ to: receiver, value: 1n }],
          paymasterService: { ...paymasterService, optional: true },
        })
      ).sentAs,
    ).toBe('one-by-one')
    expect(await balance(receiver)).toBe(6n)
  })

  it('a smart-account wallet, ready, upgrades in the first batch that must be all or none and runs it as one transaction', async () => {
    await plain(SMART)
    const { latch, wallet } = await connectedDevWallet(cleanups, {
      accountIndex: SMART,
      batches: 'smart-account',
    })
    const asked: string[] = []
    wallet.onPrompt((method) => asked.push(method))
    expect(await getCapabilities(latch)).toEqual({ atomic: { status: 'ready' } })
    const receiver = fresh()
    // A batch that need not be all or none does not upgrade the account: the wallet sends it call by call.
    const loose = await sendCalls(latch, {
      calls: [
        { to: receiver, value: 10n },
        { to: receiver, value: 20n },
      ],
    })
    expect(loose.sentAs).toBe('batch')
    const looseStatus = await waitForCallsStatus(latch, { id: loose.id, pollingIntervalMs: 100 })
    expect(looseStatus).toMatchObject({ status: 'success', atomic: false })
    expect(looseStatus.receipts).toHaveLength(2)
    expect(await chainA().getCode({ address: testAddress(SMART) })).toBeUndefined()
    asked.length = 0
    const progress: CallsProgress[] = []
    const { id, sentAs } = await sendCalls(latch, {
      calls: [
        { to: receiver, value: 1n },
        { to: receiver, value: 2n },
      ],
      atomicRequired: true,
      onProgress: (p) => progress.push(p),
    })
    expect(sentAs).toBe('batch')
    expect(progress).toEqual([{ stage: 'upgrade' }])
    expect(asked).toEqual(['wallet_sendCalls'])
    const status = await waitForCallsStatus(latch, { id, pollingIntervalMs: 100 })
    expect(status).toMatchObject({ status: 'success', atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await balance(receiver)).toBe(33n)
    expect(await chainA().getCode({ address: testAddress(SMART) })).toBe(
      `0xef0100${smartAccountImplementation().slice(2).toLowerCase()}`,
    )
    expect(await getCapabilities(latch)).toEqual({ atomic: { status: 'supported' } })
    // The instance's method asks the same wallet the same question, here for the chain by its id.
    const chainId = Number(latch.getNetworkState('eip155').chainId)
    expect(await latch.getCapabilities({ chainId })).toEqual({ atomic: { status: 'supported' } })
  })

  it('a wallet that claims atomic batches and then fails them is refused with a clear error; nothing is sent', async () => {
    await plain(SMART)
    // It answers its capabilities, then has no wallet_sendCalls after all.
    const { latch } = await connectedDevWallet(cleanups, {
      accountIndex: SMART,
      batches: 'smart-account',
      beforeAnnounce: (wallet) => {
        const request = wallet.provider.request
        wallet.provider.request = async (args) => {
          if (args.method === 'wallet_sendCalls')
            throw Object.assign(new Error('Method not found'), { code: -32601 })
          return request(args)
        }
      },
    })
    expect(await getCapabilities(latch)).toEqual({ atomic: { status: 'ready' } })
    const receiver = fresh()
    const error = await sendCalls(latch, { calls: [{ to: receiver, value: 1n }] }).then(
      () => undefined,
      (e: LatchError) => e,
    )
    expect(error?.code).toBe('CALLS_NOT_SUPPORTED')
    expect(error?.message).toBe('This wallet cannot send batched calls: Method not found')
    expect(await balance(receiver)).toBe(0n)
  })

  it('refuses a malformed call before asking the wallet', async () => {
    const { latch } = await connectedDevWallet(cleanups)
    const problem = (calls: unknown) =>
      sendCalls(latch, { calls: calls as never }).catch((e: LatchError) => `${e.code}: ${e.detail}`)
    expect(await problem([])).toBe('CALLS_INVALID: calls must be a non-empty list')
    expect(await problem([{ to: '0x12' }])).toBe(
      'CALLS_INVALID: calls[0].to must be an address (0x and 40 hex characters)',
    )
    expect(await problem([{ to, value: -1n }])).toBe(
      'CALLS_INVALID: calls[0].value must be a bigint of wei, 0 or more',
    )
    expect(await problem([{ to, value: 1 }])).toBe(
      'CALLS_INVALID: calls[0].value must be a bigint of wei, 0 or more',
    )
  })
})
