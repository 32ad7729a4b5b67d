import { describe, expect, it } from 'vitest'
import { readRefusal, refusalMessage } from './auth-wire.ts'

describe("the secure site's refusals", () => {
  it('say in English why, with their parameters', () => {
    expect(refusalMessage('codeWrong', 2)).toBe('Wrong code: 2 attempts left')
    expect(refusalMessage('codeWrong', 1)).toBe('Wrong code: 1 attempt left')
    expect(refusalMessage('retryAfter', 27)).toBe('Please try again after 27 seconds')
    // A login limit's wait, which can be most of an hour, in minutes.
    expect(refusalMessage('tooManyAttempts', 1742)).toBe('Too many attempts: try again in 30 minutes')
    expect(refusalMessage('tooManyAttempts', 40)).toBe('Too many attempts: try again in 40 seconds')
    expect(refusalMessage('emailTaken')).toBe('This email is used by another account')
  })

  it('are read from a body only with a known reason and a few short plain arguments', () => {
    expect(readRefusal({ error: 'x', reason: 'codeWrong', args: [2] })).toEqual({
      reason: 'codeWrong',
      args: [2],
    })
    expect(readRefusal({ error: 'x', reason: 'sessionExpired' })).toEqual({
      reason: 'sessionExpired',
      args: [],
    })
    for (const body of [
      { reason: 'toString' },
      { reason: '__proto__' },
      { reason: 'codeWrong', args: [{}] },
      { reason: 'codeWrong', args: ['x'.repeat(101)] },
      { reason: 'codeWrong', args: [1, 2, 3, 4, 5] },
      { reason: 'codeWrong', args: 'nope' },
      { error: 'no reason' },
      null,
      'codeWrong',
    ])
      expect(readRefusal(body), JSON.stringify(body)).toBeUndefined()
  })
})
