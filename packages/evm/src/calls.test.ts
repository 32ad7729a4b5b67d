/**
 * Core's batch actions (ERC-5792) with a wallet that has no batches: the Dev Wallet on the devnet answers
 * wallet_sendCalls and wallet_getCapabilities with "method not found", and Latch says so instead of
 * sending the calls one by one. (The embedded wallet's batches: frame/src/batches.test.ts and
 * e2e/specs/batch.spec.ts.)
 */
import { createLatch, createMemoryStorage, getCapabilities, LatchError, sendCalls } from '@latch/core'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './index.ts'
import { connectedDevWallet, devnetNetworks } from './test-support.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

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
  })

  it('a wallet without ERC-5792 reports no capabilities and refuses the batch; nothing is sent', async () => {
    const { latch, wallet } = await connectedDevWallet(cleanups)
    const asked: string[] = []
    wallet.onPrompt((method) => asked.push(method))
    expect(await getCapabilities(latch)).toBeUndefined()
    const refused = await sendCalls(latch, {
      calls: [
        { to, value: 1n },
        { to, value: 2n },
      ],
    }).catch((e) => e)
    expect(refused).toBeInstanceOf(LatchError)
    expect(refused.code).toBe('CALLS_NOT_SUPPORTED')
    expect(refused.message).toMatch(/^This wallet cannot send batched calls/)
    expect(asked).not.toContain('eth_sendTransaction')
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
