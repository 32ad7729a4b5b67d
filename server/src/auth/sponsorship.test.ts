/**
 * Gas sponsorship on a devnet chain, end to end: a signed-in wallet's smart account (EIP-7702, the
 * devnet's Simple7702Account) sends a user operation through the secure site's bundler proxy to the
 * devnet's bundler (Alto), the Latch server's paymaster service signs it for the devnet's verifying
 * paymaster, and the account pays nothing but what it sends. Then what the service refuses: another
 * wallet's operation, calls outside the project's contracts, a used-up daily cap (exact across parallel
 * requests), no session, a project without sponsorship; and the methods the bundler proxy refuses.
 */

import { smartAccountImplementation, testTokens } from '@latch/devnet/chains'
import { devnetTestChain, someone } from '@latch/devnet/test-chain'
import type {} from '@latch/devnet/vitest-context'
import { evmAccountOf } from '@latch/frame/derive'
import { type PaymasterCall, sendSponsored, sponsors } from '@latch/frame/sponsored'
import { ENTRY_POINT_V08, SMART_ACCOUNT_FUNCTIONS } from '@latch/protocol/calls'
import { AUTH_PATHS, type PaymasterResponse } from '@latch/protocol/embedded'
import { eq } from 'drizzle-orm'
import { createClient, encodeFunctionData, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { authClient, makeWallet } from '../test/auth-client.ts'
import { DRIVERS, startTestSecureSite, testConfig } from '../test/harness.ts'
import { sponsoredOperations } from './tables.ts'

const { chain, transport, client: chainClient, smartAccount } = devnetTestChain(inject('devnet')[0]!)
const [lusd] = testTokens()

type Site = Awaited<ReturnType<typeof startTestSecureSite>>

/** A smart account's call data for one call: `execute(target, value, 0x)`. */
const execute = (target: `0x${string}`, value: bigint) =>
  encodeFunctionData({ abi: parseAbi([SMART_ACCOUNT_FUNCTIONS[0]]), args: [target, value, '0x'] })
/** The EntryPoint and chain of every paymaster call here. */
const onDevnet = () => ({ entryPoint: ENTRY_POINT_V08, chainId: `0x${chain.id.toString(16)}` })

/** A signed-in wallet holding 1 ETH whose account is already a smart account on the devnet chain. */
async function smartWallet(site: Site) {
  const { login, putWallet, bearer } = authClient(() => site)
  const { token } = await login()
  const w = await makeWallet()
  expect((await putWallet(token, w)).status).toBe(200)
  const { account: owner } = await smartAccount('1', evmAccountOf(w.seed).privateKey)
  const paymaster: PaymasterCall = async (body) => {
    const res = await site.call(
      'POST',
      AUTH_PATHS.paymaster,
      { projectId: 'latch-demo', ...body },
      bearer(token),
    )
    const json = (await res.json()) as PaymasterResponse & { error?: string }
    if (!res.ok) throw new Error(`${res.status} ${json.error}`)
    return json
  }
  const context = {
    client: createClient({ chain, transport }),
    owner,
    implementation: smartAccountImplementation(),
    bundler: http(`${site.origin}${AUTH_PATHS.bundler}?chainId=eip155:${chain.id}`, {
      fetchOptions: { headers: { origin: site.origin } },
    }),
    paymaster,
  }
  return { owner, token, context, paymaster }
}

describe.each(DRIVERS())('gas sponsorship on %s', (_, driver) => {
  let site: Site
  beforeAll(async () => {
    site = await startTestSecureSite(driver)
  })
  afterAll(() => site.stop())

  it('says where the project sponsors, and only for a project that does', async () => {
    const sponsored = await (
      await site.call('GET', `${AUTH_PATHS.smartAccounts}?projectId=latch-demo`)
    ).json()
    expect(sponsored.networks).toContainEqual({
      chainId: chain.id,
      implementation: smartAccountImplementation(),
      sponsored: true,
    })
    const unnamed = await (await site.call('GET', AUTH_PATHS.smartAccounts)).json()
    expect(unnamed.networks.every((n: { sponsored?: boolean }) => n.sponsored === undefined)).toBe(true)
  })

  it("sends a smart account's calls as a user operation whose gas the app pays: the account pays only what it sends", async () => {
    const { owner, context } = await smartWallet(site)
    const receiver = someone()
    const before = await chainClient.getBalance({ address: owner.address })
    expect(await sponsors(context, [{ to: receiver, value: '0x1234' }])).toBe(true)
    const { transactionHash, success } = await sendSponsored(context, [
      { to: receiver, value: '0x1234' },
      { to: receiver, value: '0x1' },
    ])
    expect(success).toBe(true)
    expect(await chainClient.getBalance({ address: receiver })).toBe(0x1235n)
    expect(await chainClient.getBalance({ address: owner.address })).toBe(before - 0x1235n)
    // The bundler sent it, to the EntryPoint: the account signed no transaction of its own.
    const tx = await chainClient.getTransaction({ hash: transactionHash })
    expect(tx.from.toLowerCase()).not.toBe(owner.address.toLowerCase())
    const rows = await site.db
      .select()
      .from(sponsoredOperations)
      .where(eq(sponsoredOperations.sender, owner.address.toLowerCase()))
    expect(rows).toHaveLength(1)
    expect(BigInt(rows[0]!.maxCostWei)).toBeGreaterThan(0n)
  })

  it("refuses another wallet's operation, a call that is not the smart account's, and calls without a session", async () => {
    const { owner, paymaster, context } = await smartWallet(site)
    const other = await smartWallet(site)
    const op = {
      sender: other.owner.address,
      nonce: '0x0',
      callData: execute(someone(), 1n),
    }
    const stub = { method: 'pm_getPaymasterStubData' as const, ...onDevnet() }
    await expect(paymaster({ ...stub, userOperation: op })).rejects.toThrow(/^403 Only the signed-in wallet/)
    await expect(
      paymaster({ ...stub, userOperation: { ...op, sender: owner.address, callData: '0xdeadbeef' } }),
    ).rejects.toThrow(/^403 Only calls through the smart account/)
    const anonymous = await site.call('POST', AUTH_PATHS.paymaster, {
      projectId: 'latch-demo',
      ...stub,
      userOperation: { ...op, sender: owner.address },
    })
    expect(anonymous.status).toBe(401)
    // A refused stub means the visitor pays: nothing was counted.
    expect(
      await sponsors({ ...context, paymaster: async () => Promise.reject(new Error('refused')) }, []),
    ).toBe(false)
  })

  it('the bundler proxy passes ERC-4337 calls only, from the frame only', async () => {
    const url = `${AUTH_PATHS.bundler}?chainId=eip155:${chain.id}`
    const rpc = (method: string) => ({ jsonrpc: '2.0', id: 1, method, params: [] })
    const entryPoints = await site.call('POST', url, rpc('eth_supportedEntryPoints'))
    expect((await entryPoints.json()).result.map((a: string) => a.toLowerCase())).toContain(
      '0x4337084d9e255ff0702461cf8895ce9e3b5ff108',
    )
    expect((await site.call('POST', url, rpc('eth_sendTransaction'))).status).toBe(400)
    expect((await site.call('POST', url, rpc('eth_chainId'), { origin: 'http://evil.test' })).status).toBe(
      403,
    )
  })
})

describe.each(DRIVERS())("a project's sponsorship policy on %s", (_, driver) => {
  let site: Site
  const base = testConfig()
  beforeAll(async () => {
    site = await startTestSecureSite(driver, {
      // Only the LUSD contract, and a cap two of the test's operations fill.
      projects: base.projects.map((p) => ({
        ...p,
        sponsorship: { contracts: [lusd!.address], dailyCapWei: parseEther('0.004').toString() },
      })),
    })
  })
  afterAll(() => site.stop())

  it('sponsors calls to its contracts only', async () => {
    const { context } = await smartWallet(site)
    expect(await sponsors(context, [{ to: someone(), value: '0x1' }])).toBe(false)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [someone(), 1n] })
    expect(await sponsors(context, [{ to: lusd!.address, data: approve }])).toBe(true)
    expect((await sendSponsored(context, [{ to: lusd!.address, data: approve }])).success).toBe(true)
  })

  it('holds its daily cap exactly, however many signatures are asked for at once', async () => {
    const { owner, paymaster } = await smartWallet(site)
    const op = {
      sender: owner.address,
      nonce: '0x0',
      callData: execute(lusd!.address, 0n),
      // 1,000,000 gas in all at 1 gwei: 0.001 ETH of the cap each, with what the first test counted.
      callGasLimit: '0xc3500',
      verificationGasLimit: '0x186a0',
      preVerificationGas: '0x186a0',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
    }
    const spent = (await site.db.select().from(sponsoredOperations)).reduce(
      (a, r) => a + BigInt(r.maxCostWei),
      0n,
    )
    const perOp = (0xc3500n + 0x186a0n + 0x186a0n + 100_000n + 1n) * 1_000_000_000n
    const fits = Number((parseEther('0.004') - spent) / perOp)
    const results = await Promise.allSettled(
      Array.from({ length: fits + 3 }, () =>
        paymaster({
          method: 'pm_getPaymasterData',
          userOperation: op,
          ...onDevnet(),
        }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(fits)
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(refused).toHaveLength(3)
    for (const r of refused) expect(String(r.reason)).toMatch(/daily gas sponsorship is used up/)
  })
})
