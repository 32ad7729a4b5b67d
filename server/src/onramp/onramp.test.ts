import { type OnrampProvider, startOnrampProvider, TEST_CARDS } from '@latch/devnet/onramp'
import { DEVNET_ONRAMP } from '@latch/devnet/server-config'
import type {} from '@latch/devnet/vitest-context'
import { ONRAMP_LIMITS, type OnrampOrderResponse, type OnrampQuoteResponse } from '@latch/protocol/api'
import { eq } from 'drizzle-orm'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer, testConfig } from '../test/harness.ts'
import { CHECKOUT_TTL_S } from './routes.ts'
import { signWebhook, verifyCheckoutUrl, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from './signing.ts'
import { onrampOrders } from './tables.ts'

const [chainA] = inject('devnet')
const A = `eip155:${chainA!.id}`
const client = createPublicClient({ transport: http(chainA!.rpcUrl) })
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

describe('buying with fiat through the devnet provider', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  let provider: OnrampProvider
  beforeAll(async () => {
    provider = await startOnrampProvider({ ...DEVNET_ONRAMP, port: 0, latchApiUrl: () => s.base })
    const onramp = testConfig().onramp!
    s = await startTestServer(
      { kind: 'pglite' },
      { onramp: { ...onramp, providers: [{ ...onramp.providers[0]!, url: provider.checkoutUrl }] } },
    )
  })
  afterAll(async () => {
    await s.stop()
    await provider.stop()
  })
  const json = async (res: Response) => ({
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
  })
  const quote = (body: object) => s.post('/v1/onramp/quote', body).then(json)
  const buy = async (address: string, amount = 50, purchaseCurrency = 'ETH') =>
    json(
      await s.post('/v1/generators/onrampurl', {
        destinationWallets: [{ address, assets: [purchaseCurrency] }],
        defaultNetwork: A,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: amount,
        paymentCurrency: 'USD',
        purchaseCurrency,
      }),
    )
  const order = async (id: string) =>
    (await (await fetch(s.q(`/v1/onramp/orders/${id}`))).json()) as OnrampOrderResponse
  /** Pays a checkout URL at the provider with a card, as its form does. */
  const pay = async (url: string, card: string = TEST_CARDS.pays) => {
    const form = new URL(url).searchParams
    form.set('card', card)
    return fetch(`${provider.url}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
  }

  it("lists SPEC §9's currencies and limits, the configured coins and the provider", async () => {
    const { status, body } = await json(await fetch(s.q('/v1/onramp/options')))
    expect(status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
    expect((body.purchaseCurrencies as { symbol: string }[]).map((c) => c.symbol)).toEqual(['ETH', 'LUSD'])
    expect(body.providers).toEqual([
      {
        label: 'Devnet Pay',
        name: 'devpay',
        feeRange: '1-2',
        url: provider.url,
        supportedChains: ['eip155'],
      },
    ])
  })

  it('quotes 50 USD of ETH: the 2 % card fee, the network fee, and ETH at $3,000 for the rest', async () => {
    const { status, body } = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '50',
      network: A,
    })
    expect(status).toBe(200)
    const q = body as OnrampQuoteResponse
    expect(q.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' })
    const networkFee = Number(q.networkFee.amount)
    expect(networkFee).toBeGreaterThan(0)
    expect(networkFee).toBeLessThan(1)
    expect(Number(q.paymentSubtotal.amount)).toBeCloseTo(50 - 1 - networkFee, 2)
    expect(Number(q.purchaseAmount.amount)).toBeCloseTo(Number(q.paymentSubtotal.amount) / 3000, 8)
    expect(q.purchaseAmount.currency).toBe('ETH')
    expect(q.quoteId).toMatch(/^quo_/)
    // EUR at 0.92 per dollar, by bank at 1 %.
    const eur = (
      await quote({
        purchaseCurrency: 'LUSD',
        paymentCurrency: 'EUR',
        amount: '100.00',
        network: A,
        paymentMethod: 'ach_bank_account',
      })
    ).body as OnrampQuoteResponse
    expect(eur.paymentTotal.currency).toBe('EUR')
    expect(Number(eur.purchaseAmount.amount)).toBeCloseTo((99 - Number(eur.networkFee.amount)) / 0.92, 4)
  })

  it('refuses amounts outside the limits with the limits in the message, and unknown coins and networks', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: A }
    for (const [amount, method] of [
      ['9.99', 'card'],
      ['7500.01', 'card'],
      ['25000.01', 'ach_bank_account'],
    ] as const) {
      const { status, body } = await quote({ ...base, amount, paymentMethod: method })
      expect(status).toBe(400)
      const l = ONRAMP_LIMITS[method]
      expect(body).toMatchObject({
        error: `Enter between ${l.min} and ${l.max} USD`,
        reason: 'ONRAMP_AMOUNT_OUT_OF_RANGE',
        args: [l.min, l.max, 'USD'],
      })
    }
    expect((await quote({ ...base, amount: '20000', paymentMethod: 'ach_bank_account' })).status).toBe(200)
    expect((await quote({ ...base, amount: 'abc' })).body.reason).toBe('ONRAMP_AMOUNT_OUT_OF_RANGE')
    expect((await quote({ ...base, amount: '50', purchaseCurrency: 'DOGE' })).body.reason).toBe(
      'ONRAMP_ASSET_UNSUPPORTED',
    )
    expect((await quote({ ...base, amount: '50', network: 'eip155:1' })).body.reason).toBe(
      'ONRAMP_NETWORK_UNSUPPORTED',
    )
    expect((await quote({ ...base, amount: '50', paymentCurrency: 'GBP' })).body.field).toBe(
      'body.paymentCurrency',
    )
  })

  it('buys 50 USD of ETH: a signed checkout, a test card, a signed webhook, and the coins on chain', async () => {
    const to = fresh()
    const made = await buy(to)
    expect(made.status).toBe(200)
    const { url, orderId } = made.body as { url: string; orderId: string }
    expect(url.startsWith(`${provider.checkoutUrl}?`)).toBe(true)
    expect(verifyCheckoutUrl(new URL(url).searchParams, DEVNET_ONRAMP.apiSecret)).toBe(true)
    expect((await order(orderId)).status).toBe('created')
    const checkout = await fetch(url)
    expect(checkout.status).toBe(200)
    expect(await checkout.text()).toContain('50.00 USD')
    const paid = await pay(url)
    expect(paid.status).toBe(200)
    const done = await order(orderId)
    expect(done.status).toBe('delivered')
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client.getBalance({ address: to })).toBe(parseEther(done.purchaseAmount.amount))
    // The link pays once.
    expect((await pay(url)).status).toBe(409)
    expect(await client.getBalance({ address: to })).toBe(parseEther(done.purchaseAmount.amount))
  })

  it('delivers LUSD with an ERC-20 transfer', async () => {
    const to = fresh()
    const { url, orderId } = (await buy(to, 20, 'LUSD')).body as { url: string; orderId: string }
    expect((await pay(url)).status).toBe(200)
    const done = await order(orderId)
    const lusd = testConfig().onramp!.assets.find((a) => a.chain === A && a.symbol === 'LUSD')!
    const held = await client.readContract({
      address: lusd.address as `0x${string}`,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [to],
    })
    expect(held).toBe(parseUnits(done.purchaseAmount.amount, 6))
  })

  it('the provider refuses a tampered link; a declined card marks the order declined with its reason, and nothing is delivered', async () => {
    const to = fresh()
    const { url, orderId } = (await buy(to)).body as { url: string; orderId: string }
    const tampered = new URL(url)
    tampered.searchParams.set('purchase', '1000')
    expect((await fetch(tampered)).status).toBe(403)
    expect((await pay(tampered.toString())).status).toBe(403)
    expect(await order(orderId)).toMatchObject({ status: 'created', declineReason: null })
    expect((await pay(url, TEST_CARDS.insufficientFunds)).status).toBe(402)
    expect(await order(orderId)).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' })
    // The link is spent: the card that pays does not revive the declined order.
    expect((await pay(url)).status).toBe(409)
    expect((await order(orderId)).status).toBe('declined')
    expect(await client.getBalance({ address: to })).toBe(0n)
    // A number that is no test card is declined as a card.
    const other = (await buy(fresh())).body as { url: string; orderId: string }
    expect((await pay(other.url, '4111111111111111')).status).toBe(402)
    expect(await order(other.orderId)).toMatchObject({ status: 'declined', declineReason: 'card_declined' })
  })

  it('lists every test card and what it does on the checkout page', async () => {
    const { url } = (await buy(fresh())).body as { url: string }
    const html = await (await fetch(url)).text()
    for (const [card, does] of [
      ['4242 4242 4242 4242', 'Pays'],
      ['4000 0000 0000 0002', 'Declined'],
      ['4000 0000 0000 9995', 'Declined: insufficient funds'],
      ['4000 0000 0000 0069', 'Declined: expired card'],
    ])
      expect(html).toContain(`<tr><td><code>${card}</code></td><td>${does}</td></tr>`)
  })

  it('an order left unpaid past its checkout link reads as expired', async () => {
    const { orderId } = (await buy(fresh())).body as { orderId: string }
    const age = async (s_: number) =>
      s.db
        .update(onrampOrders)
        .set({ createdAt: new Date(Date.now() - s_ * 1000) })
        .where(eq(onrampOrders.id, orderId))
    await age(CHECKOUT_TTL_S - 60)
    expect((await order(orderId)).status).toBe('created')
    await age(CHECKOUT_TTL_S + 60)
    expect((await order(orderId)).status).toBe('expired')
  })

  it('refuses forged, stale and replayed webhooks; each delivers nothing', async () => {
    const to = fresh()
    const { url, orderId } = (await buy(to)).body as { url: string; orderId: string }
    const sessionToken = new URL(url).searchParams.get('session')!
    const hook = (body: string, header: string) =>
      fetch(`${s.base}/v1/onramp/webhook/devpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: header },
        body,
      })
    const body = JSON.stringify({ eventId: 'evt-forged-1', type: 'order.paid', orderId, sessionToken })
    // Signed with a key that is not the provider's.
    expect((await hook(body, signWebhook(body, 'cc'.repeat(32)))).status).toBe(401)
    // Signed right, but ten minutes ago.
    expect(
      (await hook(body, signWebhook(body, DEVNET_ONRAMP.webhookSecret, Math.floor(Date.now() / 1000) - 600)))
        .status,
    ).toBe(401)
    // A body changed after signing.
    const signed = signWebhook(body, DEVNET_ONRAMP.webhookSecret)
    expect((await hook(body.replace('evt-forged-1', 'evt-forged-2'), signed)).status).toBe(401)
    // A wrong session token, properly signed: the order is not paid.
    const wrong = JSON.stringify({
      eventId: 'evt-wrong',
      type: 'order.paid',
      orderId,
      sessionToken: 'ab'.repeat(32),
    })
    expect((await hook(wrong, signWebhook(wrong, DEVNET_ONRAMP.webhookSecret))).status).toBe(409)
    expect((await order(orderId)).status).toBe('created')
    expect(await client.getBalance({ address: to })).toBe(0n)
    // The genuine one delivers once; replayed as is, or as a new event for the same order, nothing more.
    expect((await hook(body, signed)).status).toBe(200)
    const delivered = await client.getBalance({ address: to })
    expect(delivered).toBeGreaterThan(0n)
    expect((await hook(body, signed)).status).toBe(409)
    const again = JSON.stringify({ eventId: 'evt-again', type: 'order.paid', orderId, sessionToken })
    expect((await hook(again, signWebhook(again, DEVNET_ONRAMP.webhookSecret))).status).toBe(409)
    expect(await client.getBalance({ address: to })).toBe(delivered)
  })

  it('checks signatures in constant form: a missing or malformed header is refused', () => {
    expect(verifyWebhook(undefined, '{}', DEVNET_ONRAMP.webhookSecret)).toBe(false)
    expect(verifyWebhook('v1=abc', '{}', DEVNET_ONRAMP.webhookSecret)).toBe(false)
    expect(verifyWebhook('t=x,v1=abc', '{}', DEVNET_ONRAMP.webhookSecret)).toBe(false)
    expect(
      verifyWebhook(signWebhook('{}', DEVNET_ONRAMP.webhookSecret), '{}', DEVNET_ONRAMP.webhookSecret),
    ).toBe(true)
  })
})

describe('without an onramp setting', () => {
  // Started in a hook (60 s), not in the test (20 s): a server on a fresh PGlite can take longer than
  // a test's time to start on two cores loaded by the rest of the suite.
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer({ kind: 'pglite' }, { onramp: undefined })
  })
  afterAll(() => s?.stop())

  it('answers that buying is not configured', async () => {
    const res = await fetch(s.q('/v1/onramp/options'))
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toMatch(/not configured/)
  })
})
