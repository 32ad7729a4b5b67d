/**
 * The wire contract of buying crypto with fiat (SPEC §3 on-ramp entities, §7 calls, §8 fallbacks, §9
 * limits): options, quotes, the provider URL generator, and Latch's order status. Amounts of money are
 * decimal strings with two places ("50.00").
 */
import type * as answers from './answers.ts'
import type { AnswerOf as A } from './answers.ts'
import type * as requests from './feature-requests.ts'
import type { OnrampPaymentMethod } from './onramp-lists.ts'
import type { RequestOf as R } from './requests.ts'

export * from './onramp-lists.ts'

/** Fiat currencies a visitor can pay in (SPEC §9). */
export const ONRAMP_FIAT = ['USD', 'EUR'] as const
/** A fiat currency. */
export type OnrampFiat = (typeof ONRAMP_FIAT)[number]
/** How a visitor pays: a card, or a bank account. */
/** The amounts each payment method allows, in either currency (SPEC §9). */
export const ONRAMP_LIMITS: Readonly<Record<OnrampPaymentMethod, { min: string; max: string }>> = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
}
/** The quote id SPEC §8's fallback quote carries when a real quote fails. */
export const MOCKED_QUOTE_ID = 'mocked-quote-id'
/**
 * Cents of a money amount typed as "50" or "50.00"; undefined when it is not one. Client and server
 * read amounts and limits with it.
 *
 * @example
 * parseCents('12.5') // 1250n
 */
export function parseCents(text: string): bigint | undefined {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  return m ? BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : undefined
}

/** The chain namespaces buying works on (SPEC §9). */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const

/** Why the server refuses a purchase, by stable code, in English; the modal says each in the visitor's language. */
export const ONRAMP_REFUSALS = {
  ONRAMP_AMOUNT_OUT_OF_RANGE: (min: string, max: string, currency: string) =>
    `Enter between ${min} and ${max} ${currency}`,
  ONRAMP_ASSET_UNSUPPORTED: 'This coin cannot be bought here',
  ONRAMP_NETWORK_UNSUPPORTED: 'Buying is not available on this network',
} as const
/** A refusal's code. */
export type OnrampRefusal = keyof typeof ONRAMP_REFUSALS

/** A network a purchase currency can be bought on (SPEC §3). */
export type ApiOnrampNetwork = A<typeof answers.onrampNetworkAnswer>
/** A coin that can be bought (SPEC §3 purchaseCurrencies), with its icon (a Latch addition). */
export type ApiPurchaseCurrency = A<typeof answers.purchaseCurrencyAnswer>
/** A currency that can be paid in, with each method's limits (SPEC §3 paymentCurrencies). */
export type ApiPaymentCurrency = A<typeof answers.paymentCurrencyAnswer>
/** A provider (SPEC §3): `feeRange` in percent, as "1-2". */
export type ApiOnrampProvider = A<typeof answers.onrampProviderAnswer>
/** `GET /v1/onramp/options` (providers: a Latch addition). */
export type OnrampOptionsResponse = A<typeof answers.onrampOptionsAnswer>

/** `POST /v1/onramp/quote` body: the coin's symbol, the fiat, the amount of fiat and the CAIP-2 network. */
export type OnrampQuoteBody = R<typeof requests.onrampQuoteBody>
/** An amount of a currency. */
export type ApiMoney = A<typeof answers.moneyAnswer>
/** `POST /v1/onramp/quote` (SPEC §3 On-ramp quote). */
export type OnrampQuoteResponse = A<typeof answers.onrampQuoteAnswer>

/** `POST /v1/generators/onrampurl` body (SPEC §7), with Latch's payment fields. */
export type OnrampUrlBody = R<typeof requests.onrampUrlBody>
/** `POST /v1/generators/onrampurl`: the provider's checkout page, and the order it follows. */
export type OnrampUrlResponse = A<typeof answers.onrampUrlAnswer>

/** `GET /v1/onramp/orders/{id}` (a Latch addition): an order as the modal follows it. */
export type OnrampOrderResponse = A<typeof answers.onrampOrderAnswer>
