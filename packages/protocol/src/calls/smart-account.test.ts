import { describe, expect, it } from 'vitest'
import { delegateOf } from './smart-account.ts'

describe('EIP-7702 delegation designators', () => {
  it('reads one, and nothing else, as the implementation an account runs', () => {
    const implementation = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(delegateOf(`0xef0100${implementation.slice(2)}`)).toBe(implementation.toLowerCase())
    expect(delegateOf(undefined)).toBeUndefined()
    expect(delegateOf('0x6080604052')).toBeUndefined()
    expect(delegateOf(`0xef0100${implementation.slice(2)}00`)).toBeUndefined()
  })
})
