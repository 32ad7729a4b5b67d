import { describe, expect, it } from 'vitest'
import { EMPTY_SEND } from './initial.ts'
import { checksumMatches, sendTokenOf, validateSend } from './send.ts'
import type { SendState } from './types.ts'

const LUSD = sendTokenOf({
  name: 'Latch USD',
  symbol: 'LUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  value: 100,
  price: 1,
  quantity: { decimals: '6', numeric: '100.5' },
  iconUrl: '',
})
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const problem = (send: Partial<SendState>, namespace = 'eip155', networkKnown = true) =>
  validateSend({ namespace, networkKnown, send: { ...EMPTY_SEND, ...send }, zone: 'latch.id' })?.message

describe('validateSend (SPEC §5 messages and bad input)', () => {
  const ok = { token: LUSD, amount: '1.5', receiver: RECEIVER, receiverAddress: RECEIVER }

  it('accepts a complete form', () => {
    expect(problem(ok)).toBeUndefined()
    expect(problem({ ...ok, amount: '100.5' })).toBeUndefined()
  })
  it('"Unsupported chain" outside eip155 and solana, or on an unknown network', () => {
    expect(problem(ok, 'bip122')).toBe('Unsupported chain')
    expect(problem(ok, 'eip155', false)).toBe('Unsupported chain')
  })
  it('on Solana, takes a base58 address only: EVM addresses, names and other text get a Solana message', () => {
    const solana = { ...ok, receiverAddress: undefined }
    const on = (receiver: string) => problem({ ...solana, receiver }, 'solana')
    expect(on('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBeUndefined()
    for (const bad of [RECEIVER, 'alice.latch.id', 'not an address', '0OIl'.repeat(10)])
      expect(on(bad)).toBe('Enter a Solana address (32 to 44 base58 characters)')
  })
  it('"An amount and receiver address are required", then "A token is required"', () => {
    expect(problem({ ...ok, amount: '' })).toBe('An amount and receiver address are required')
    expect(problem({ ...ok, receiver: '  ' })).toBe('An amount and receiver address are required')
    expect(problem({ ...ok, token: undefined })).toBe('A token is required')
  })
  it('refuses negative, non-numeric, zero and over-precise amounts, and more than the balance', () => {
    expect(problem({ ...ok, amount: '-1' })).toBe('The amount must be positive')
    expect(problem({ ...ok, amount: ' -0.5' })).toBe('The amount must be positive')
    expect(problem({ ...ok, amount: '1-' })).toBe('Enter the amount as a number, like 1.5')
    expect(problem({ ...ok, amount: 'ten' })).toBe('Enter the amount as a number, like 1.5')
    expect(problem({ ...ok, amount: '0' })).toBe('Enter an amount above 0')
    expect(problem({ ...ok, amount: '1.0000001' })).toBe('LUSD has at most 6 decimal places')
    expect(problem({ ...ok, amount: '100.51' })).toBe('Not enough LUSD')
  })
  it('refuses malformed addresses and names, and unresolved names', () => {
    expect(problem({ ...ok, receiver: '0x1234' })).toBe(
      'Enter an address (0x and 40 hex characters) or a name',
    )
    expect(problem({ ...ok, receiver: `${RECEIVER}0` })).toMatch(/^Enter an address/)
    expect(problem({ ...ok, receiver: 'bob' })).toBe(
      'Names have at least 4 characters: letters, digits and hyphens only',
    )
    expect(problem({ ...ok, receiver: 'al ice!' })).toMatch(/^Names have at least 4/)
    expect(problem({ ...ok, receiver: 'alice.latch.id', receiverAddress: undefined })).toBe(
      'Error resolving name',
    )
    expect(problem({ ...ok, receiver: 'alice.latch.id', receiverAddress: RECEIVER })).toBeUndefined()
  })
  it('refuses an address whose capital letters break its EIP-55 checksum, and takes one with none', () => {
    const broken = `0x7${RECEIVER.slice(3)}`.replace('C51812', 'c51812')
    expect(problem({ ...ok, receiver: broken })).toBe(
      "This address's capital letters do not match its checksum: check it for a typo, or paste it again",
    )
    expect(problem({ ...ok, receiver: RECEIVER.toLowerCase() })).toBeUndefined()
    expect(problem({ ...ok, receiver: `0x${RECEIVER.slice(2).toUpperCase()}` })).toBeUndefined()
    // Anvil's test accounts, as it prints them checksummed, pass.
    for (const a of [
      RECEIVER,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    ])
      expect(checksumMatches(a)).toBe(true)
  })
})
