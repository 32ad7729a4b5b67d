import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { testAccount } from '../chains.ts'
import { createDevWallet } from './index.ts'

const chains = inject('devnet')
const wallet = (accountIndex = 5) => createDevWallet({ chains, accountIndex })

describe('Dev Wallet', () => {
  it('grants accounts on eth_requestAccounts and reports its chain', async () => {
    const w = wallet()
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([w.address])
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('past the twenty listed accounts, derives its address on the first request and signs with it', async () => {
    const w = wallet(30)
    expect(() => w.address).toThrow('derived on its first request')
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([testAccount(30).address])
    const signature = (await w.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', testAccount(30).address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: testAccount(30).address, message: 'hello', signature })).toBe(true)
  })

  it('refuses to sign before it is connected (4100)', async () => {
    await expect(
      wallet().provider.request({ method: 'personal_sign', params: ['0x68690a', testAccount(5).address] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs messages that verify for its address', async () => {
    const w = wallet()
    await w.provider.request({ method: 'eth_requestAccounts' })
    const signature = (await w.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', w.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: w.address, message: 'hello', signature })).toBe(true)
  })

  it('sends transactions that land on the chain', async () => {
    const w = wallet(6)
    const to = testAccount(7).address
    const client = createPublicClient({ transport: http(chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: to })
    await w.provider.request({ method: 'eth_requestAccounts' })
    const hash = (await w.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: w.address, to, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'))
  })

  it('rejectNext declines the next prompt with 4001 and leaves reads alone', async () => {
    const w = wallet()
    const prompts: string[] = []
    w.onPrompt((m, outcome) => prompts.push(`${m}:${outcome}`))
    w.rejectNext()
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(w.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([w.address])
    expect(prompts).toEqual(['eth_requestAccounts:rejected', 'eth_requestAccounts:approved'])
  })

  it('switches between known chains and answers 4902 for unknown ones', async () => {
    const w = wallet()
    const changed: unknown[] = []
    w.provider.on('chainChanged', (id) => changed.push(id))
    await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(w.chainId()).toBe(31338)
    expect(changed).toEqual(['0x7a6a'])
    await expect(
      w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('forwards reads to the chain it is on', async () => {
    const w = wallet()
    const block = await w.provider.request({ method: 'eth_blockNumber' })
    expect(typeof block).toBe('string')
    expect(Number(block)).toBeGreaterThan(0)
  })

  it('announces over EIP-6963 on request', () => {
    const w = wallet()
    const page = new EventTarget()
    const seen: unknown[] = []
    page.addEventListener('eip6963:announceProvider', (e) => seen.push((e as CustomEvent).detail.info.name))
    const stop = w.announce(page)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toEqual(['Dev Wallet', 'Dev Wallet'])
  })
})
