/**
 * Buying with fiat (SPEC §7): the options and quotes, the provider URL generator (which records the
 * order and signs the provider's checkout URL with a single-use session), Latch's order status, and the
 * provider's signed webhook, which marks an order paid once and delivers its coins from the treasury.
 */
import { randomBytes } from 'node:crypto'
import {
  API_PATHS,
  type ApiPaymentCurrency,
  ONRAMP_DECLINE_REASONS,
  ONRAMP_FIAT,
  ONRAMP_LIMITS,
  type OnrampDeclineReason,
  type OnrampOptionsResponse,
  type OnrampOrderResponse,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampOrderParams,
  onrampQuoteBody,
  onrampUrlBody,
} from '@latch/protocol/api'
import {
  onrampOptionsAnswer,
  onrampOrderAnswer,
  onrampQuoteAnswer,
  onrampUrlAnswer,
} from '@latch/protocol/api/answers'
import { z } from 'zod'
import { tokenIconUrl } from '../chain/token-icon.ts'
import { HttpError, parse } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { createDelivery } from './delivery.ts'
import { orderStore } from './orders.ts'
import { money, type OnrampQuote, priceOnramp, purchaseText } from './quote.ts'
import type { OnrampConfig } from './settings.ts'
import { signCheckoutUrl, verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from './signing.ts'

/** How long a checkout link may be used. */
export const CHECKOUT_TTL_S = 15 * 60

const webhookEvent = {
  eventId: z.string().min(8).max(100),
  orderId: z.string().regex(/^ord_[0-9a-f]{32}$/),
  sessionToken: z.string().regex(/^[0-9a-f]{64}$/),
}
/** The provider's events: a payment made, or declined (nothing charged) and why. */
const webhookBody = z.discriminatedUnion('type', [
  z.object({ ...webhookEvent, type: z.literal('order.paid') }),
  z.object({ ...webhookEvent, type: z.literal('order.declined'), reason: z.enum(ONRAMP_DECLINE_REASONS) }),
])

/** An order's status as the modal reads it: one still unpaid when its checkout link has expired is `expired`. */
function statusOf(o: { status: string; createdAt: Date }, now: number): OnrampOrderResponse['status'] {
  if (o.status === 'created' && now - o.createdAt.getTime() > CHECKOUT_TTL_S * 1000) return 'expired'
  return o.status as OnrampOrderResponse['status']
}

const notConfigured = () => new HttpError(404, 'Buying with fiat is not configured on this server (onramp)')

/** The on-ramp routes; without an `onramp` configuration each answers that buying is not configured. */
export const onrampRoutes: Feature<'db' | 'config' | 'clients'> = async (app, { db, config, clients }) => {
  const settings = config.onramp
  const deliver = settings ? createDelivery(config, settings) : undefined
  const orders = orderStore(db)
  /** The on-ramp's settings, or the 404 saying buying is not configured: every route asks this first. */
  const configured = (): OnrampConfig => {
    if (!settings) throw notConfigured()
    return settings
  }
  const provider = (name?: string) => {
    const p = name ? settings?.providers.find((x) => x.name === name) : settings?.providers[0]
    if (!p) throw new HttpError(400, `Unknown provider ${name}`, 'body.provider')
    return p
  }
  const price = (o: OnrampConfig, p: Parameters<typeof priceOnramp>[3]): Promise<OnrampQuote> =>
    priceOnramp(config, o, clients.get(p.network), p).catch((e: unknown) => {
      if (e instanceof HttpError) throw e
      throw new HttpError(502, 'Network request failed')
    })

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(API_PATHS.onrampOptions, { schema: { response: { 200: onrampOptionsAnswer } } }, async () => {
      const onramp = configured()
      const limits = Object.entries(ONRAMP_LIMITS).map(([id, l]) => ({
        id,
        ...l,
      })) as ApiPaymentCurrency['payment_method_limits']
      const bySymbol = new Map<string, OnrampOptionsResponse['purchaseCurrencies'][number]>()
      for (const a of onramp.assets) {
        const logo = config.tokens.find(
          (t) => t.chain === a.chain && t.address.toLowerCase() === a.address.toLowerCase(),
        )?.iconUrl
        const entry = bySymbol.get(a.symbol) ?? {
          id: a.symbol,
          name: a.name,
          symbol: a.symbol,
          networks: [],
          iconUrl: tokenIconUrl(a.symbol, logo),
        }
        const chain = config.chains.find((c) => c.caipNetworkId === a.chain)
        entry.networks.push({
          name: a.chain,
          display_name: chain?.name ?? a.chain,
          chain_id: a.chain,
          contract_address: a.address === 'native' ? '' : a.address,
        })
        bySymbol.set(a.symbol, entry)
      }
      return {
        paymentCurrencies: ONRAMP_FIAT.map((id) => ({ id, payment_method_limits: limits })),
        purchaseCurrencies: [...bySymbol.values()],
        providers: onramp.providers.map((p) => ({
          label: p.label,
          name: p.name,
          feeRange: `${Math.min(p.feePercent.card, p.feePercent.ach_bank_account)}-${Math.max(p.feePercent.card, p.feePercent.ach_bank_account)}`,
          url: new URL(p.url).origin,
          supportedChains: p.supportedChains,
        })),
      }
    })

  // Declared with their schemas: a server without an on-ramp says so before it reads the request.
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const beforeReading = async () => {
    configured()
  }
  typed.post(
    API_PATHS.onrampQuote,
    { schema: { body: onrampQuoteBody, response: { 200: onrampQuoteAnswer } }, preValidation: beforeReading },
    async (req): Promise<OnrampQuoteResponse> => {
      const onramp = configured()
      const b = req.body
      const p = provider()
      const q = await price(onramp, {
        symbol: b.purchaseCurrency,
        network: b.network,
        currency: b.paymentCurrency,
        amount: b.amount,
        method: b.paymentMethod,
        feePercent: p.feePercent[b.paymentMethod],
      })
      return {
        networkFee: { amount: money(q.networkFeeCents), currency: q.currency },
        paymentSubtotal: { amount: money(q.subtotalCents), currency: q.currency },
        paymentTotal: { amount: money(q.totalCents), currency: q.currency },
        purchaseAmount: { amount: purchaseText(q), currency: q.asset.symbol },
        quoteId: `quo_${randomBytes(12).toString('hex')}`,
      }
    },
  )

  typed.post(
    API_PATHS.onrampUrl,
    { schema: { body: onrampUrlBody, response: { 200: onrampUrlAnswer } }, preValidation: beforeReading },
    async (req): Promise<OnrampUrlResponse> => {
      const onramp = configured()
      const b = req.body
      const p = provider(b.provider)
      const wallet = b.destinationWallets[0]!
      const symbol = b.purchaseCurrency ?? wallet.assets?.[0] ?? ''
      const q = await price(onramp, {
        symbol,
        network: b.defaultNetwork,
        currency: b.paymentCurrency,
        amount: b.presetFiatAmount === undefined ? '' : b.presetFiatAmount.toFixed(2),
        method: b.paymentMethod,
        feePercent: p.feePercent[b.paymentMethod],
      })
      const id = `ord_${randomBytes(16).toString('hex')}`
      const sessionToken = randomBytes(32).toString('hex')
      await orders.create({
        id,
        sessionToken,
        projectId: req.projectId,
        provider: p.name,
        address: wallet.address,
        network: b.defaultNetwork,
        asset: q.asset.symbol,
        purchaseBaseUnits: String(q.units),
        purchaseAmount: purchaseText(q),
        paymentTotal: money(q.totalCents),
        paymentCurrency: q.currency,
        paymentMethod: q.method,
        status: 'created',
      })
      const url = signCheckoutUrl(
        p.url,
        {
          session: sessionToken,
          order: id,
          address: wallet.address,
          network: b.defaultNetwork,
          asset: q.asset.symbol,
          purchase: purchaseText(q),
          amount: money(q.totalCents),
          currency: q.currency,
          method: q.method,
          expires: String(Math.floor(Date.now() / 1000) + CHECKOUT_TTL_S),
        },
        p.apiSecret,
      )
      return { url, orderId: id }
    },
  )

  typed.get(
    API_PATHS.onrampOrder,
    {
      schema: { params: onrampOrderParams, response: { 200: onrampOrderAnswer } },
      preValidation: beforeReading,
    },
    async (req): Promise<OnrampOrderResponse> => {
      const { id } = req.params
      const o = await orders.byId(id)
      if (!o || o.projectId !== req.projectId) throw new HttpError(404, 'Unknown order', 'params.id')
      return {
        id: o.id,
        status: statusOf(o, Date.now()),
        purchaseAmount: { amount: o.purchaseAmount, currency: o.asset },
        paymentTotal: { amount: o.paymentTotal, currency: o.paymentCurrency },
        network: o.network,
        address: o.address,
        txHash: o.txHash,
        declineReason:
          o.status === 'declined'
            ? ((o.declineReason as OnrampDeclineReason | null) ?? 'card_declined')
            : null,
      }
    },
  )

  // The provider's webhook: its raw body is what the signature covers, so this scope keeps it.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    )
    scope.post<{ Params: { provider: string } }>(API_PATHS.onrampWebhook, async (req) => {
      const onramp = configured()
      if (!deliver) throw notConfigured()
      const p = onramp.providers.find((x) => x.name === req.params.provider)
      const raw = typeof req.body === 'string' ? req.body : ''
      if (!p || !verifyWebhook(req.headers[WEBHOOK_SIGNATURE_HEADER], raw, p.webhookSecret))
        throw new HttpError(401, 'Invalid webhook signature')
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        throw new HttpError(400, 'Invalid body: not JSON', 'body')
      }
      const event = parse(webhookBody, json, 'body')
      // Each event once, then each order once: a replayed or repeated webhook delivers nothing.
      if (!(await orders.firstTime(`${p.name}:${event.eventId}`, event.orderId)))
        throw new HttpError(409, 'Event already handled')
      const claim = { orderId: event.orderId, sessionToken: event.sessionToken, provider: p.name }
      if (event.type === 'order.declined') {
        if (!(await orders.decline(claim, event.reason)))
          throw new HttpError(409, 'Order unknown or already settled')
        return { status: 'declined' }
      }
      const order = await orders.pay(claim)
      if (!order) throw new HttpError(409, 'Order unknown or already paid')
      try {
        const txHash = await deliver(order)
        await orders.delivered(order.id, txHash)
        return { status: 'delivered', txHash }
      } catch (e) {
        req.log.error(e)
        await orders.failed(order.id)
        throw new HttpError(502, 'The coins could not be delivered')
      }
    })
  })
}
