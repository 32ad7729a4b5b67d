import { describe, expect, it } from 'vitest'
import { readSocialResult, SOCIAL_RESULT_MESSAGE } from './social-wire.ts'

const state = 's'.repeat(43)

describe('a social login result is read, never trusted', () => {
  it('reads a result or a refusal of the shape the callback page posts', () => {
    const result = 'r'.repeat(43)
    expect(readSocialResult({ type: SOCIAL_RESULT_MESSAGE, state, result })).toEqual({
      type: SOCIAL_RESULT_MESSAGE,
      state,
      result,
    })
    expect(readSocialResult({ type: SOCIAL_RESULT_MESSAGE, state, error: 'access_denied' })).toEqual({
      type: SOCIAL_RESULT_MESSAGE,
      state,
      error: 'access_denied',
    })
  })

  it('drops other types, bad states, both or neither of result and error, and long reasons', () => {
    for (const data of [
      null,
      'latch:social-result',
      { type: 'other', state, result: 'r'.repeat(43) },
      { type: SOCIAL_RESULT_MESSAGE, state: 'short', result: 'r'.repeat(43) },
      { type: SOCIAL_RESULT_MESSAGE, state, result: '<img src=x>' },
      { type: SOCIAL_RESULT_MESSAGE, state, result: 'r'.repeat(43), error: 'no' },
      { type: SOCIAL_RESULT_MESSAGE, state },
      { type: SOCIAL_RESULT_MESSAGE, state, error: '' },
      { type: SOCIAL_RESULT_MESSAGE, state, error: 'x'.repeat(501) },
    ])
      expect(readSocialResult(data), JSON.stringify(data)).toBeUndefined()
  })
})
