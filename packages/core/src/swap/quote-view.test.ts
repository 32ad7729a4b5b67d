import type { ApiSwapQuote } from '@latch/protocol/api/convert-wire'
import { describe, expect, it } from 'vitest'
import { latchError } from '../plumbing/errors.ts'
import { swapError } from './convert-client.ts'
import { quoteView, typedAmount } from './quote-view.ts'
import type { SwapTokenOption } from './state.ts'

const eth: SwapTokenOption = {
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  logoUri: '',
  price: 3000,
  balance: '2',
}
const usd: SwapTokenOption = {
  ...eth,
  address: 'eip155:1:0x1111111111111111111111111111111111111111',
  symbol: 'LUSD',
  decimals: 6,
  price: 1,
}
const quote: ApiSwapQuote = {
  id: 'q',
  fromAccount: eth.address,
  toAccount: usd.address,
  fromAmount: '1000000000000000000',
  toAmount: '2962166001',
  minimumOut: '2932544340',
  maximumIn: '1010000000000000000',
  slippage: 1,
  priceImpact: 0.99,
  lpFee: '3000000000000000',
  path: [eth.address, usd.address],
  gas: '120000',
  networkFee: '240000000000000',
  block: '7',
}

describe('the swap form', () => {
  it('shows a quote in whole units: the amounts, the bound of the side typed, the fees', () => {
    expect(quoteView(quote, eth, usd, 'in', 3000)).toEqual({
      amountIn: '1',
      amountOut: '2962.166001',
      bound: '2932.54434',
      slippage: 1,
      priceImpact: 0.99,
      lpFee: '0.003',
      networkFee: '0.00024',
      networkFeeUsd: 0.72,
    })
    // Typed on the side received: the bound is the most that may be paid; no price, no USD fee.
    const out = quoteView(quote, eth, usd, 'out', 0)
    expect(out.bound).toBe('1.01')
    expect(out.networkFeeUsd).toBeUndefined()
  })

  it("refuses an amount it cannot quote with Send's words, in base units otherwise", () => {
    expect(typedAmount('1.5', usd)).toEqual({ value: 1_500_000n })
    const problem = (text: string) => {
      const r = typedAmount(text, usd)
      return 'error' in r ? r.error.message : undefined
    }
    expect(problem('0')).toBe('Enter an amount above 0')
    expect(problem('-1')).toBe('The amount must be positive')
    expect(problem('1.1234567')).toBe('LUSD has at most 6 decimal places')
    expect(problem('1e5')).toBe('Enter the amount as a number, like 1.5')
  })

  it("turns the server's refusals into the errors of the same code, and leaves others alone", () => {
    const refused = Object.assign(latchError('HTTP_STATUS', { args: [400] }), {
      refusal: { code: 'SWAP_INSUFFICIENT_BALANCE', args: ['ETH'] },
    })
    expect(swapError(refused)).toMatchObject({
      code: 'SWAP_INSUFFICIENT_BALANCE',
      message: 'Not enough ETH for this swap',
    })
    const unknown = Object.assign(latchError('HTTP_STATUS', { args: [400] }), {
      refusal: { code: 'toString', args: [] },
    })
    expect(swapError(unknown)).toBe(unknown)
    const plain = new Error('x')
    expect(swapError(plain)).toBe(plain)
  })
})
