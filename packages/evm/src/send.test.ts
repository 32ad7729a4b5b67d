/** Sending and signing through the EVM adapter with the Dev Wallet on the unit-test devnet. */
import type { SendToken } from '@latch/core'
import { NODE_UNREACHABLE_AFTER_MS } from '@latch/core/internal/connection/receipt-poll'
import { testTokens } from '@latch/devnet'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './evm-adapter.ts'
import { connectedDevWallet, devnetNetworks } from './test-support.ts'

const { chains, networks } = devnetNetworks()
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})
const SENDER = 6
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const chainClient = (i = 0) => createPublicClient({ transport: http(chains[i]!.rpcUrl) })

const setup = (chainIndex = 0) =>
  connectedDevWallet(cleanups, { walletChains: [chains[chainIndex]!], accountIndex: SENDER })
const native = async (address: `0x${string}`, i = 0): Promise<SendToken> => ({
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  balance: formatEther(await chainClient(i).getBalance({ address })),
  price: 0,
  iconUrl: '',
})
const [lusd] = testTokens()
const lusdToken: SendToken = {
  address: `eip155:${chains[0]!.id}:${lusd!.address}`,
  name: 'Latch USD',
  symbol: 'LUSD',
  decimals: 6,
  balance: '1000',
  price: 1,
  iconUrl: '',
}
const lusdOf = (address: `0x${string}`) =>
  chainClient().readContract({
    address: lusd!.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('sending through the wallet (SPEC §4 Send flow)', () => {
  it('sends native currency: the receiver gains exactly the amount; success shows Account', async () => {
    const { latch, wallet } = await setup()
    const to = fresh()
    latch.open({ view: 'Account' })
    latch.modal.push('Send')
    latch.send.setToken(await native(wallet.address))
    latch.send.setAmount('1.25')
    await latch.send.setReceiver(to)
    const hash = await latch.send.submit()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await chainClient().getBalance({ address: to })).toBe(parseEther('1.25'))
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual(['Account'])
    expect(latch.getState().send.amount).toBe('')
  })

  it('sends an ERC-20 with transfer(receiver, amount)', async () => {
    const { latch } = await setup()
    const to = fresh()
    latch.send.setToken(lusdToken)
    latch.send.setAmount('12.345678')
    await latch.send.setReceiver(to)
    await latch.send.submit()
    expect(await lusdOf(to)).toBe(parseUnits('12.345678', 6))
  })

  it('sends a prepared call (an ERC-20 approve), estimating its gas, and refuses malformed calldata', async () => {
    const { latch, wallet } = await setup()
    const spender = fresh()
    const connectorId = 'dev.latch.wallet'
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 777n] })
    const call = { connectorId, network: networks[0]!, from: wallet.address, to: lusd!.address, value: 0n }
    // The adapter the instance was given, connected to the Dev Wallet.
    const hash = await latch.options.adapters[0]!.sendCall!({ ...call, data })
    expect(
      await latch.options.adapters[0]!.waitForReceipt!({ network: networks[0]!, hash, timeoutMs: 10_000 }),
    ).toBe('success')
    expect(
      await chainClient().readContract({
        address: lusd!.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.address, spender],
      }),
    ).toBe(777n)
    await expect(latch.options.adapters[0]!.sendCall!({ ...call, data: 'not hex' })).rejects.toThrow(
      'This wallet cannot send from here',
    )
  })

  it('a wallet moved to another chain without telling the page is refused before it is asked: nothing lands on either chain', async () => {
    const { latch, wallet } = await setup()
    const to = fresh()
    const asked: string[] = []
    wallet.onPrompt((method) => asked.push(method))
    latch.open({ view: 'Account' })
    latch.modal.push('Send')
    latch.send.setToken(await native(wallet.address))
    latch.send.setAmount('0.5')
    await latch.send.setReceiver(to)
    wallet.moveSilently(chains[1]!)
    // Latch still shows the first chain: the wallet said nothing.
    expect(latch.getAccount().caipAddress).toMatch(new RegExp(`^eip155:${chains[0]!.id}:`))
    const error = await latch.send.submit().then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.message).toBe(
      `Your wallet is on another network: switch it to ${networks[0]!.name} and try again`,
    )
    expect(latch.getState().send.error).toBe(
      `Your wallet is on another network: switch it to ${networks[0]!.name} and try again`,
    )
    expect(asked).toEqual([])
    expect(await chainClient(0).getBalance({ address: to })).toBe(0n)
    expect(await chainClient(1).getBalance({ address: to })).toBe(0n)
  })

  it('a declined send runs onCancel, goes back, shows "Transaction rejected" and sends nothing', async () => {
    const { latch, wallet } = await setup()
    const to = fresh()
    latch.open({ view: 'Account' })
    latch.modal.push('Send')
    latch.send.setToken(lusdToken)
    latch.send.setAmount('1')
    await latch.send.setReceiver(to)
    wallet.rejectNext()
    let cancelled = 0
    await expect(latch.send.submit({ onCancel: () => cancelled++ })).rejects.toMatchObject({
      code: 'SEND_REJECTED',
      cause: { code: 4001 },
    })
    expect(cancelled).toBe(1)
    expect(latch.getState().send).toMatchObject({ loading: false, error: 'Transaction rejected' })
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual(['Account'])
    expect(await lusdOf(to)).toBe(0n)
  })

  it('refuses bad input before the wallet is asked', async () => {
    const { latch, wallet } = await setup()
    let prompts = 0
    cleanups.push(wallet.onPrompt(() => prompts++))
    latch.send.setToken(lusdToken)
    latch.send.setAmount('1')
    // A mixed-case address with a broken checksum is refused by the form, saying so.
    await latch.send.setReceiver('0x70997970c51812dc3a010c7d01b50e0d17dc79C8')
    await expect(latch.send.submit()).rejects.toThrow(/do not match its checksum/)
    latch.send.setAmount('1.1234567')
    await expect(latch.send.submit()).rejects.toThrow('LUSD has at most 6 decimal places')
    expect(prompts).toBe(0)
  })

  it('max leaves enough for the fee: sending it succeeds', async () => {
    const { latch, wallet } = await setup(1)
    const to = fresh()
    latch.send.setToken(await native(wallet.address, 1))
    await latch.send.setReceiver(to)
    const max = await latch.send.maxAmount()
    expect(parseEther(max)).toBeLessThan(await chainClient(1).getBalance({ address: wallet.address }))
    latch.send.setAmount(max)
    await latch.send.submit()
    expect(await chainClient(1).getBalance({ address: to })).toBe(parseEther(max))
  })

  it('a receipt that never comes times out with a clear error', async () => {
    const adapter = evmAdapter({ target: new EventTarget() })
    await expect(
      adapter.waitForReceipt!({ network: networks[0]!, hash: `0x${'ab'.repeat(32)}`, timeoutMs: 400 }),
    ).rejects.toThrow('The transaction was not confirmed within 25 seconds')
  })

  it('a node that cannot be reached is reported as such within seconds, not as an unconfirmed send', async () => {
    const adapter = evmAdapter({ target: new EventTarget() })
    const gone = { ...networks[0]!, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const started = Date.now()
    await expect(
      adapter.waitForReceipt!({ network: gone, hash: `0x${'cd'.repeat(32)}`, timeoutMs: 25_000 }),
    ).rejects.toThrow(`${gone.name}'s node cannot be reached, so the transaction's outcome is unknown`)
    expect(Date.now() - started).toBeLessThan(NODE_UNREACHABLE_AFTER_MS + 3_000)
  })

  it('signs with personal_sign, verifiably', async () => {
    const { latch, wallet } = await setup()
    const adapter = latch.options.adapters[0]!
    const message = '{"name":"x.latch.id","timestamp":1}'
    const signature = await adapter.signMessage!({
      connectorId: 'dev.latch.wallet',
      address: wallet.address,
      message,
    })
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)
  })
})
