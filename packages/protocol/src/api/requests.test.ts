import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  buildTransactionBody,
  convertQuotesQuery,
  onrampUrlBody,
  siwxLinkParams,
} from './feature-requests.ts'
import { HISTORY_PAGE_MAX, HISTORY_PAGE_SIZE, WALLETS_PAGE_SIZE } from './limits.ts'
import {
  accountParams,
  analyticsBody,
  anyAddressParams,
  changesQuery,
  historyQuery,
  nameMessage,
  registerNameBody,
  walletsQuery,
} from './requests.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The first issue's path and message, as the server's 400 names them; undefined when the input is read. */
const refusal = (schema: z.ZodMiniType, input: unknown) => {
  const read = z.safeParse(schema, input)
  return read.success
    ? undefined
    : `${read.error.issues[0]?.path.join('.')}: ${read.error.issues[0]?.message}`
}

describe('what callers send the API', () => {
  it('reads an account given plainly or as a CAIP-10 id as its plain address, and refuses anything else', () => {
    expect(z.parse(accountParams, { address: `eip155:1:${ADDRESS}` })).toEqual({ address: ADDRESS })
    expect(z.parse(accountParams, { address: ADDRESS })).toEqual({ address: ADDRESS })
    expect(refusal(accountParams, { address: 'eip155:1:0x123' })).toBe('address: Invalid address')
    expect(refusal(anyAddressParams, { address: 'not an address' })).toBe('address: Invalid address')
    expect(
      z.parse(anyAddressParams, { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }),
    ).toBeTruthy()
  })

  it("reads a query's numbers and lists from text, with their defaults and limits", () => {
    expect(z.parse(historyQuery, {})).toEqual({ limit: HISTORY_PAGE_SIZE })
    expect(z.parse(historyQuery, { limit: '7', chainId: 'eip155:31337' })).toEqual({
      limit: 7,
      chainId: 'eip155:31337',
    })
    expect(refusal(historyQuery, { limit: String(HISTORY_PAGE_MAX + 1) })).toMatch(/^limit: /)
    expect(refusal(historyQuery, { limit: 'ten' })).toBe('limit: Expected a whole number')
    expect(refusal(historyQuery, { chainId: 'mainnet' })).toBe('chainId: Invalid CAIP-2 network id')
    expect(z.parse(walletsQuery, { include: 'a,b,,c', search: '  meta  ' })).toEqual({
      page: 1,
      entries: WALLETS_PAGE_SIZE,
      include: ['a', 'b', 'c'],
      search: 'meta',
    })
    expect(refusal(walletsQuery, { featured: 'ok,not ok' })).toBe(
      'featured.1: Wallet ids are letters, digits, ., _ or -',
    )
    expect(z.parse(changesQuery, { chainId: 'eip155:1', after: '12345678901234567890' }).after).toBe(
      12345678901234567890n,
    )
  })

  it("holds a registration to ENSIP-11's EVM coin types and reads a name lower-cased", () => {
    const body = { coin_type: (0x80000000 | 31337) >>> 0, address: ADDRESS, message: '{}', signature: '0x12' }
    expect(z.parse(registerNameBody, body).coin_type).toBe(body.coin_type)
    expect(refusal(registerNameBody, { ...body, coin_type: 60 })).toBe(
      'coin_type: coin_type must be chain id OR 0x80000000',
    )
    expect(z.parse(nameMessage, { name: 'Alice.Latch.ETH', timestamp: 1 }).name).toBe('alice.latch.eth')
  })

  it('bounds what one analytics call may carry', () => {
    const event = {
      eventId: 'e1',
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    expect(z.parse(analyticsBody, event)).toEqual(event)
    expect(refusal(analyticsBody, [])).toBeDefined()
    expect(
      refusal(analyticsBody, { ...event, props: { ...event.props, properties: { big: 'x'.repeat(9_000) } } }),
    ).toBe('props: props too large')
  })

  it("reads the swap's, the on-ramp's and sign-in's requests", () => {
    const token = `eip155:31337:${ADDRESS}`
    const quote = {
      amount: '1000',
      from: token,
      to: token,
      userAddress: `eip155:31337:${ADDRESS.toLowerCase()}`,
    }
    expect(z.parse(convertQuotesQuery, quote)).toEqual({
      ...quote,
      userAddress: ADDRESS.toLowerCase(),
      exact: 'in',
    })
    expect(refusal(convertQuotesQuery, { ...quote, amount: '0' })).toBe('amount: Expected an amount above 0')
    expect(refusal(convertQuotesQuery, { ...quote, amount: (2n ** 256n).toString() })).toBe(
      'amount: Expected an amount above 0',
    )
    const build = { amount: '1', from: token, to: token, userAddress: ADDRESS }
    expect(z.parse(buildTransactionBody, { ...build, eip155: { slippage: '2.5' } }).eip155?.slippage).toBe(
      2.5,
    )
    expect(refusal(buildTransactionBody, { ...build, eip155: { slippage: 51 } })).toMatch(
      /^eip155\.slippage: /,
    )
    const url = {
      destinationWallets: [{ address: ADDRESS }],
      defaultNetwork: 'eip155:31337',
      partnerUserId: 'u',
    }
    expect(z.parse(onrampUrlBody, url)).toMatchObject({
      paymentCurrency: 'USD',
      paymentMethod: 'card',
      defaultExperience: 'buy',
    })
    expect(refusal(onrampUrlBody, { ...url, destinationWallets: [] })).toMatch(/^destinationWallets: /)
    expect(refusal(siwxLinkParams, { account: ADDRESS })).toBe('account: Invalid account: CAIP-10 expected')
  })
})
