import { describe, expect, it } from 'vitest'
import { callsProblem, callsReceipt, callsStatusAnswer } from './schemas.ts'
import { MAX_CALLS } from './values.ts'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('a batch of calls (SPEC §5: to starts 0x, optional data 0x…, optional string value)', () => {
  it('passes well-formed calls', () => {
    expect(
      callsProblem([{ to }, { to, data: '0xa9059cbb', value: '0x0' }, { to, value: '0xde0b6b3a7640000' }]),
    ).toBe(undefined)
  })

  it('names what is wrong, call by call', () => {
    expect(callsProblem(undefined)).toBe('calls must be a non-empty list')
    expect(callsProblem([])).toBe('calls must be a non-empty list')
    expect(callsProblem(Array(MAX_CALLS + 1).fill({ to }))).toBe(`a batch holds at most ${MAX_CALLS} calls`)
    expect(callsProblem([{ to }, null])).toBe('calls[1] must be an object')
    expect(callsProblem([{ to: 'abc' }])).toBe('calls[0].to must be an address (0x and 40 hex characters)')
    expect(callsProblem([{}])).toBe('calls[0].to must be an address (0x and 40 hex characters)')
    expect(callsProblem([{ to, data: 'a9059cbb' }])).toBe('calls[0].data must be hex bytes starting 0x')
    expect(callsProblem([{ to, data: '0xabc' }])).toBe('calls[0].data must be hex bytes starting 0x')
    expect(callsProblem([{ to, value: 1 }])).toBe('calls[0].value must be a hex quantity string (e.g. "0x1")')
    expect(callsProblem([{ to, value: '0x01' }])).toBe(
      'calls[0].value must be a hex quantity string (e.g. "0x1")',
    )
    expect(callsProblem([{ to, value: '12' }])).toBe(
      'calls[0].value must be a hex quantity string (e.g. "0x1")',
    )
  })
})

describe("a wallet's status answer", () => {
  const hash = `0x${'ab'.repeat(32)}`
  it('reads a numeric status; atomic is true only when the wallet says true; odd receipts are left to callsReceipt', () => {
    const read = callsStatusAnswer.parse({
      status: 200,
      atomic: 'yes',
      receipts: [{ transactionHash: hash }, 7],
    })
    expect(read).toEqual({ status: 200, atomic: false, receipts: [{ transactionHash: hash }, 7] })
    expect(callsStatusAnswer.parse({ status: 100, receipts: 'none' })).toEqual({
      status: 100,
      atomic: false,
      receipts: [],
    })
    expect(callsStatusAnswer.safeParse({ status: '200' }).success).toBe(false)
    expect(callsStatusAnswer.safeParse(null).success).toBe(false)
  })

  it('reads a receipt only with a transaction hash', () => {
    expect(callsReceipt.safeParse({ status: '0x1', transactionHash: hash }).success).toBe(true)
    expect(callsReceipt.safeParse({ status: '0x1', transactionHash: '0xabc' }).success).toBe(false)
    expect(callsReceipt.safeParse(7).success).toBe(false)
  })
})
