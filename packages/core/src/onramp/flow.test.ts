import { MOCKED_QUOTE_ID, ONRAMP_LIMITS } from '@latch/protocol/api/onramp-wire'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../latch.ts'
import { latchError } from '../plumbing/errors.ts'
import { baseOptions, scripted } from '../test-support.ts'
import { amountProblem, ONRAMP_QUOTE_DEBOUNCE_MS, onrampError } from './flow.ts'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// Port 9 (discard) is closed on loopback: every call fails for real, as a down server does.
const unreachable = 'http://127.0.0.1:9'

describe('buying when the server cannot be reached (SPEC §8 fallbacks)', () => {
  it('offers the default options, checks the limits itself, and shows the mocked quote', async () => {
    const s = scripted({ a: { address: A, chainId: 31337 } })
    const latch = createLatch(baseOptions({ adapters: [s.adapter], apiUrl: unreachable }))
    latch.mount()
    await latch.connect('a')
    await latch.onramp.open()
    expect(latch.getState().onramp).toMatchObject({
      status: 'ready',
      fallback: true,
      assets: [
        { symbol: 'USDC', name: 'USD Coin' },
        { symbol: 'ETH', name: 'Ether' },
      ],
      fiats: ['USD', 'EUR'],
      asset: 'USDC',
    })
    await latch.onramp.setAmount('5')
    expect(latch.describeError(latch.getState().onramp?.problem)).toBe('Enter between 10.00 and 7500.00 USD')
    await latch.onramp.setAmount('50')
    expect(latch.getState().onramp).toMatchObject({ quoting: true, problem: undefined })
    await new Promise((r) => setTimeout(r, ONRAMP_QUOTE_DEBOUNCE_MS + 500))
    expect(latch.getState().onramp).toMatchObject({
      quoting: false,
      quote: { quoteId: MOCKED_QUOTE_ID, mocked: true, paymentTotal: '50' },
    })
  })
})

describe('the limits and refusals', () => {
  it('takes whole or two-decimal amounts within each method and currency', () => {
    const problem = (
      text: string,
      method: 'card' | 'ach_bank_account' = 'card',
      fiat: 'USD' | 'EUR' = 'USD',
    ) => amountProblem(text, method, fiat, ONRAMP_LIMITS)?.message
    expect(problem('10')).toBeUndefined()
    expect(problem('7500.00')).toBeUndefined()
    expect(problem('9.99')).toBe('Enter between 10.00 and 7500.00 USD')
    expect(problem('7500.01')).toBe('Enter between 10.00 and 7500.00 USD')
    expect(problem('25000', 'ach_bank_account', 'EUR')).toBeUndefined()
    expect(problem('25000.01', 'ach_bank_account', 'EUR')).toBe('Enter between 10.00 and 25000.00 EUR')
    for (const bad of ['', 'abc', '1e3', '-20', '10.001']) expect(problem(bad), bad).toBeDefined()
  })

  it("turns the server's refusals into errors of the same code, and leaves others alone", () => {
    const refused = Object.assign(latchError('HTTP_STATUS', { args: [400] }), {
      refusal: { code: 'ONRAMP_ASSET_UNSUPPORTED', args: [] },
    })
    expect(onrampError(refused)).toMatchObject({ code: 'ONRAMP_ASSET_UNSUPPORTED' })
    const plain = new Error('x')
    expect(onrampError(plain)).toBe(plain)
  })
})
