import { describe, expect, it } from 'vitest'
import { readFrameResult } from './frame-results.ts'

describe("the frame's results", () => {
  it("reads each request type's success with its own schema, and nothing of another shape", () => {
    const user = { email: null, address: `0x${'1'.repeat(40)}`, chainId: 1, accounts: [] }
    expect(readFrameResult('GET_USER', user)).toEqual(user)
    expect(readFrameResult('GET_USER', { ...user, chainId: '1' })).toBeUndefined()
    expect(readFrameResult('CONNECT_EMAIL', { action: 'VERIFY_DEVICE', deviceCode: '7K3QF-9XW2M' })).toEqual({
      action: 'VERIFY_DEVICE',
      deviceCode: '7K3QF-9XW2M',
    })
    expect(readFrameResult('CONNECT_EMAIL', { action: 'SIGN_IN' })).toBeUndefined()
    expect(readFrameResult('SYNC_THEME', { ok: true })).toEqual({ ok: true })
    expect(readFrameResult('SYNC_THEME', undefined)).toBeUndefined()
    expect(readFrameResult('RPC_REQUEST', { value: '0x1' })).toEqual({ value: '0x1' })
    expect(
      readFrameResult('GET_ACCOUNT_TYPE', { type: 'smartAccount', smartAccountNetworks: [31337] }),
    ).toEqual({
      type: 'smartAccount',
      smartAccountNetworks: [31337],
    })
    expect(readFrameResult('LIST_DEVICES', { devices: [{ id: 'x' }] })).toBeUndefined()
  })
})
