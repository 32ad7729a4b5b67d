import { encodeFunctionData, type Hex, maxUint256, parseAbi, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall } from './calls.ts'
import { type DescribeContext, describeBatch, describeTransaction, describeTypedData } from './describe.ts'

const LUSD = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35' as Hex
const NFT = '0x1111111111111111111111111111111111111111' as Hex
const ALICE = '0x2222222222222222222222222222222222222222' as Hex
const SPENDER = '0x3333333333333333333333333333333333333333' as Hex
const abi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])

/** The chain's answers for two contracts: an ERC-20 with 6 decimals and an NFT collection (no decimals). */
const ctx: DescribeContext = {
  chainId: 31337,
  networkName: (id) => ({ 31337: 'Latch Devnet A', 31338: 'Latch Devnet B' })[id] ?? `Chain ${id}`,
  token: async (address) =>
    address === LUSD ? { symbol: 'LUSD', decimals: 6 } : address === NFT ? { symbol: 'PUNK' } : {},
  locale: 'en',
}
const value = (d: { details: { label: string; value: string }[] }, label: string) =>
  d.details.find((x) => x.label === label)?.value

describe('approvals in words', () => {
  it('names an ERC-20 transfer by its receiver and amount in token units, not the contract', async () => {
    const data = encodeFunctionData({
      abi,
      functionName: 'transfer',
      args: [ALICE, parseUnits('19.4885', 6)],
    })
    const d = await describeTransaction({ to: LUSD, data }, ctx)
    expect(d.title).toBe('Send token')
    expect(value(d, 'To')).toBe(ALICE)
    expect(value(d, 'Amount')).toBe('19.4885 LUSD')
    expect(value(d, 'Token')).toBe(`LUSD (${LUSD})`)
    expect(value(d, 'Network')).toBe('Latch Devnet A')
    expect(d.raw).toBe(data)
    expect(d.warnings).toEqual([])
  })

  it('flags an unlimited approve and shows a limited one as an amount', async () => {
    const unlimited = await describeTransaction(
      { to: LUSD, data: encodeFunctionData({ abi, functionName: 'approve', args: [SPENDER, maxUint256] }) },
      ctx,
    )
    expect(unlimited.title).toBe('Allow spending')
    expect(value(unlimited, 'Spender')).toBe(SPENDER)
    expect(value(unlimited, 'Amount')).toBe('Unlimited')
    expect(unlimited.warnings).toEqual([
      'Unlimited: the spender can take all your LUSD, now and later, until you revoke it',
    ])
    const limited = await describeTransaction(
      {
        to: LUSD,
        data: encodeFunctionData({ abi, functionName: 'increaseAllowance', args: [SPENDER, 5_000_000n] }),
      },
      ctx,
    )
    expect(value(limited, 'Amount')).toBe('5 LUSD')
    expect(limited.warnings).toEqual([])
  })

  it('reads approve and transferFrom on an NFT as one token id, and flags setApprovalForAll', async () => {
    const one = await describeTransaction(
      { to: NFT, data: encodeFunctionData({ abi, functionName: 'approve', args: [SPENDER, 42n] }) },
      ctx,
    )
    expect(one.title).toBe('Allow one NFT')
    expect(value(one, 'Token ID')).toBe('42')
    const moved = await describeTransaction(
      {
        to: NFT,
        data: encodeFunctionData({ abi, functionName: 'transferFrom', args: [ALICE, SPENDER, 7n] }),
      },
      ctx,
    )
    expect(moved.title).toBe('Send NFT')
    expect(value(moved, 'Token ID')).toBe('7')
    const all = await describeTransaction(
      {
        to: NFT,
        data: encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [SPENDER, true] }),
      },
      ctx,
    )
    expect(all.title).toBe('Allow access to all your NFTs')
    expect(all.warnings).toEqual([
      'The operator can move every NFT you hold in this collection, now and later',
    ])
    const batch = await describeTransaction(
      {
        to: NFT,
        data: encodeFunctionData({
          abi,
          functionName: 'safeTransferFrom',
          args: [ALICE, SPENDER, 3n, 2n, '0x'],
        }),
      },
      ctx,
    )
    expect(value(batch, 'Quantity')).toBe('2')
  })

  it('names other calls by their known signature, or their selector, with the value sent', async () => {
    const swap = await describeTransaction(
      {
        to: SPENDER,
        value: '0x2386f26fc10000',
        data: encodeFunctionData({
          abi,
          functionName: 'swapExactETHForTokens',
          args: [1n, [LUSD], ALICE, 9n],
        }),
      },
      ctx,
    )
    expect(swap.title).toBe('Call a contract')
    expect(value(swap, 'Function')).toBe('swapExactETHForTokens(uint256,address[],address,uint256)')
    expect(value(swap, 'Amount')).toBe('0.01 ETH')
    expect(decodeCall('0xdeadbeef00')).toEqual({ kind: 'other', selector: '0xdeadbeef' })
    const native = await describeTransaction(
      { to: ALICE, value: '0xde0b6b3a7640000' },
      { ...ctx, chainId: 31338 },
    )
    expect(value(native, 'Amount')).toBe('1 ETH')
    expect(value(native, 'Network')).toBe('Latch Devnet B')
  })
})

describe('typed data in words', () => {
  const permit = {
    domain: { name: 'Latch USD', version: '1', chainId: 31337, verifyingContract: LUSD },
    types: {
      EIP712Domain: [],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner: ALICE, spender: SPENDER, value: '2500000', nonce: '0', deadline: '1893456000' },
  }

  it('shows the domain (name, version, network, contract) and an EIP-2612 permit as the allowance it grants', async () => {
    const d = await describeTypedData(permit, ctx)
    expect(d.title).toBe('Allow spending')
    expect(value(d, 'App')).toBe('Latch USD')
    expect(value(d, 'Version')).toBe('1')
    expect(value(d, 'Network')).toBe('Latch Devnet A')
    expect(value(d, 'Contract')).toBe(LUSD)
    expect(value(d, 'Spender')).toBe(SPENDER)
    expect(value(d, 'Amount')).toBe('2.5 LUSD')
    expect(value(d, 'Valid until')).toBe(new Date(1893456000_000).toLocaleString('en'))
    expect(d.acknowledge).toBeUndefined()
  })

  it('reads a Permit2 grant with its spender, token and amount', async () => {
    const d = await describeTypedData(
      {
        domain: {
          name: 'Permit2',
          chainId: 31337,
          verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        },
        types: {
          PermitSingle: [
            { name: 'details', type: 'PermitDetails' },
            { name: 'spender', type: 'address' },
            { name: 'sigDeadline', type: 'uint256' },
          ],
          PermitDetails: [
            { name: 'token', type: 'address' },
            { name: 'amount', type: 'uint160' },
            { name: 'expiration', type: 'uint48' },
            { name: 'nonce', type: 'uint48' },
          ],
        },
        primaryType: 'PermitSingle',
        message: {
          details: {
            token: LUSD,
            amount: (2n ** 160n - 1n).toString(),
            expiration: '1893456000',
            nonce: '0',
          },
          spender: SPENDER,
          sigDeadline: '1893456000',
        },
      },
      ctx,
    )
    expect(d.title).toBe('Allow spending')
    expect(value(d, 'Spender')).toBe(SPENDER)
    expect(value(d, 'Token')).toBe(`LUSD (${LUSD})`)
    expect(value(d, 'Amount')).toBe('Unlimited')
    expect(d.warnings).toContain(
      'Unlimited: the spender can take all your LUSD, now and later, until you revoke it',
    )
  })

  it('flags fields the types do not declare (they are not signed) and shows only declared ones', async () => {
    const d = await describeTypedData(
      {
        domain: { name: 'Mail', chainId: 31337 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hello', amount: 'all your funds' },
      },
      ctx,
    )
    expect(value(d, 'contents')).toBe('hello')
    expect(d.details.some((x) => x.value === 'all your funds')).toBe(false)
    expect(d.warnings).toEqual(['Not part of what is signed, so not shown: amount'])
  })

  it('asks to acknowledge a signature for another network, named as the app names it', async () => {
    const d = await describeTypedData({ ...permit, domain: { ...permit.domain, chainId: 31338 } }, ctx)
    expect(value(d, 'Network')).toBe('Latch Devnet B')
    expect(d.warnings).toContain('This signature is for Latch Devnet B, not the network you are on')
    expect(d.acknowledge).toBe('I understand it is for another network')
  })

  it('a batch says how its calls run and names each call as its own approval would, the network once', async () => {
    const transfer = encodeFunctionData({ abi, functionName: 'transfer', args: [ALICE, parseUnits('2', 6)] })
    const parts = await Promise.all([
      describeTransaction({ to: ALICE, value: '0x2386f26fc10000' }, ctx),
      describeTransaction({ to: LUSD, data: transfer }, ctx),
    ])
    const atomic = describeBatch(parts, true, ctx)
    expect(atomic.title).toBe('Send 2 calls as one transaction')
    expect(atomic.details.map((d) => [d.label, d.value])).toEqual([
      ['How they run', 'As one transaction: all go through, or none does'],
      ['Call 1', 'Send transaction'],
      ['To', ALICE],
      ['Amount', '0.01 ETH'],
      ['Call 2', 'Send token'],
      ['Token', `LUSD (${LUSD})`],
      ['To', ALICE],
      ['Amount', '2 LUSD'],
      ['Network', 'Latch Devnet A'],
    ])
    const oneByOne = describeBatch(parts, false, ctx)
    expect(oneByOne.title).toBe('Send 2 calls one by one')
    expect(value(oneByOne, 'How they run')).toBe('One after another: if one fails, those before it stay done')
    // One call reads as that call's own approval.
    expect(describeBatch(parts.slice(1), true, ctx)).toEqual(parts[1])
  })
})
