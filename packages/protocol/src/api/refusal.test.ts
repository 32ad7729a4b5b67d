import { describe, expect, it } from 'vitest'
import { errorAnswerOf, refusalOf } from './refusal.ts'

const answer = (body: string, status = 400) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } })

describe("an error answer's refusal is read with its schema, never trusted", () => {
  it('reads a code and up to four short arguments, and the error text beside it', async () => {
    expect(refusalOf({ error: 'x', reason: 'codeWrong', args: [2] })).toEqual({
      code: 'codeWrong',
      args: [2],
    })
    expect(refusalOf({ error: 'x', reason: 'sessionExpired' })).toEqual({ code: 'sessionExpired', args: [] })
    expect(
      await errorAnswerOf(
        answer(
          JSON.stringify({ error: 'Not enough ETH', reason: 'SWAP_INSUFFICIENT_BALANCE', args: ['ETH'] }),
        ),
      ),
    ).toEqual({ reason: 'Not enough ETH', refusal: { code: 'SWAP_INSUFFICIENT_BALANCE', args: ['ETH'] } })
  })

  it('keeps the error text and drops a refusal of another shape', async () => {
    for (const body of [
      { reason: 'not an id!' },
      { reason: 'x'.repeat(65) },
      { reason: 'codeWrong', args: [1, 2, 3, 4, 5] },
      { reason: 'codeWrong', args: ['x'.repeat(101)] },
      { reason: 'codeWrong', args: [{}] },
      { reason: 'codeWrong', args: 'two' },
      [],
      null,
    ])
      expect(refusalOf(body), JSON.stringify(body)).toBeUndefined()
    expect(await errorAnswerOf(answer(JSON.stringify({ error: 'e'.repeat(400), reason: 1 })))).toEqual({
      reason: 'e'.repeat(300),
    })
    expect(await errorAnswerOf(answer('<html>bad gateway</html>', 502))).toEqual({})
  })
})
