import { describe, expect, it } from 'vitest'
import { connectedLatch, topView } from '../test-support.ts'
import { createTransactionStack, showNameRegistration } from './transaction-stack.ts'

const view = topView

describe("the account features' routes (SPEC §2)", () => {
  it('"Name registration replaces the current view with RegisterAccountName, or RegisterAccountNameSuccess on success"', async () => {
    const latch = await connectedLatch()
    latch.modal.push('RegisterAccountName')
    showNameRegistration(latch.modal, true)
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual([
      'Account',
      'RegisterAccountNameSuccess',
    ])
    showNameRegistration(latch.modal, false)
    expect(latch.getState().modal.history.map((r) => r.view)).toEqual(['Account', 'RegisterAccountName'])
  })

  it('the transaction stack: success runs onSuccess; error and cancel run theirs before going back', async () => {
    const latch = await connectedLatch()
    const stack = createTransactionStack(() => latch.modal.goBack())
    const calls: string[] = []
    const action = {
      onSuccess: () => calls.push('success'),
      onError: () => calls.push(`error on ${view(latch)}`),
      onCancel: () => calls.push(`cancel on ${view(latch)}`),
    }
    latch.modal.push('ApproveTransaction')
    stack.push(action)
    stack.pop('error')
    expect(view(latch)).toBe('Account')
    latch.modal.push('ApproveTransaction')
    stack.push(action)
    stack.pop('cancel')
    stack.push(action)
    stack.pop('success')
    stack.pop('success')
    expect(calls).toEqual(['error on ApproveTransaction', 'cancel on ApproveTransaction', 'success'])
  })
})
