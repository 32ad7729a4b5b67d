import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  approveDeviceBody,
  mailContextField,
  paymasterBody,
  removeMethodBody,
  revokeDeviceBody,
  startEmailBody,
} from './auth-requests.ts'

const DEVICE = 'A'.repeat(43)
const KEY = 'B'.repeat(87)

describe('what the frame sends the secure site', () => {
  it('reads an email address in its one account form and refuses what is not one', () => {
    const body = { projectId: 'p', email: ' Alice@Example.COM ', deviceId: DEVICE, devicePublicKey: KEY }
    expect(z.parse(startEmailBody, body)).toEqual({ ...body, email: 'alice@example.com', mail: {} })
    const read = z.safeParse(startEmailBody, { ...body, email: 'alice' })
    expect(read.error?.issues[0]?.message).toBe('Enter a valid email address')
  })

  it("never refuses a mail's context: a bad one only makes the mail plainer", () => {
    expect(z.parse(mailContextField, { appName: ' My\u0000  App\n', locale: 'de' })).toEqual({
      appName: 'My App',
      locale: 'de',
    })
    expect(z.parse(mailContextField, { appName: 42, locale: 'xx' })).toEqual({})
    expect(z.parse(mailContextField, 'nonsense')).toEqual({})
    expect(z.parse(mailContextField, { appName: 'x'.repeat(100) }).appName).toHaveLength(64)
  })

  it('refuses a handover, a user operation or a browser that is not of the expected shape', () => {
    expect(z.safeParse(approveDeviceBody, { token: DEVICE, handover: 'short' }).success).toBe(false)
    const op = { sender: `0x${'1'.repeat(40)}`, nonce: '0x0', callData: '0x' }
    const pm = {
      projectId: 'p',
      method: 'pm_getPaymasterData',
      userOperation: op,
      entryPoint: op.sender,
      chainId: '0x7a69',
    }
    expect(z.parse(paymasterBody, pm)).toEqual(pm)
    expect(z.safeParse(paymasterBody, { ...pm, userOperation: { ...op, callData: '0x1' } }).success).toBe(
      false,
    )
    expect(z.safeParse(revokeDeviceBody, { id: 'x' }).error?.issues[0]?.message).toBe('Invalid browser id')
    expect(z.safeParse(revokeDeviceBody, { others: true }).success).toBe(true)
    expect(z.safeParse(removeMethodBody, { kind: 'email', extra: 1 }).success).toBe(false)
  })
})
