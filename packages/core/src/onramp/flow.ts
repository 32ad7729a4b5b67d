/**
 * Buying with fiat: the options (SPEC §8's defaults when they cannot be read), a quote as the amount
 * is typed (debounced; SPEC §8's mocked quote when the quote call fails), then the provider's checkout
 * in a pop-up and the order followed until its coins are delivered. Loaded the first time Buy opens.
 */

import {
  onrampOptionsAnswer,
  onrampOrderAnswer,
  onrampQuoteAnswer,
  onrampUrlAnswer,
} from '@latch/protocol/api/answers'
import {
  MOCKED_QUOTE_ID,
  ONRAMP_LIMITS,
  ONRAMP_REFUSALS,
  type OnrampFiat,
  type OnrampPaymentMethod,
  parseCents,
} from '@latch/protocol/api/onramp-wire'
import { API_PATHS, apiPath } from '@latch/protocol/api/wire'
import type { ApiClient } from '../api/client.ts'
import { refusalError } from '../api/refusal-error.ts'
import { requireApi } from '../api/require.ts'
import { activeAccount } from '../connection/active-account.ts'
import type { ConnectionSlice } from '../connection/types.ts'
import type { Instance } from '../instance.ts'
import type { Network } from '../networks/types.ts'
import { type LatchError, latchError } from '../plumbing/errors.ts'
import { ONRAMP_NOTICES } from './notices.ts'
import type { OnrampSlice, OnrampState } from './state.ts'
import type { OnrampActions, OnrampDeps } from './types.ts'

/** How long typing rests before a quote is asked for. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 300
/**
 * How often an order (and its checkout window) is checked while the visitor pays, and for how long at
 * most: a little past the 15 minutes its checkout link lives, so an unpaid order ends as expired.
 */
export const ORDER_POLL_MS = 1_000
export const ORDER_FOLLOW_MS = 16 * 60_000

/** The checkout window as the flow watches it: where to send it, and whether the visitor closed it. */
type CheckoutWindow = { location: { href: string }; closed?: boolean }
/** The checkout when it opens from a link in the view: no window of ours to watch close. */
const NO_WINDOW: CheckoutWindow = { location: { href: '' }, closed: false }

/** `url` when it is an http(s) address, normalised; undefined for anything else. */
function webUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined
  } catch {
    return undefined
  }
}

/** SPEC §8's options when they cannot be read: USDC and ETH, paid in USD or EUR. */
export const FALLBACK_OPTIONS: Pick<OnrampState, 'assets' | 'fiats'> = {
  assets: [
    { symbol: 'USDC', name: 'USD Coin' },
    { symbol: 'ETH', name: 'Ether' },
  ],
  fiats: ['USD', 'EUR'],
}

/**
 * A server's on-ramp refusal as the Latch error of the same code; any other error as it is.
 *
 * @example
 * onrampError(e).code // 'ONRAMP_AMOUNT_OUT_OF_RANGE'
 */
export const onrampError = (e: unknown): unknown => refusalError(e, ONRAMP_REFUSALS)

/**
 * Why an amount cannot be bought with a method, as an error, or undefined when it is within the limits.
 *
 * @example
 * amountProblem('5', 'card', 'USD', ONRAMP_LIMITS)?.message // 'Enter between 10.00 and 7500.00 USD'
 */
export function amountProblem(
  text: string,
  method: OnrampPaymentMethod,
  fiat: OnrampFiat,
  limits: OnrampState['limits'],
): LatchError | undefined {
  const c = parseCents(text)
  const l = limits[method]
  return c === undefined || c < (parseCents(l.min) ?? 0n) || c > (parseCents(l.max) ?? 0n)
    ? latchError('ONRAMP_AMOUNT_OUT_OF_RANGE', { args: [l.min, l.max, fiat] })
    : undefined
}

/** Creates the buying flow of an instance. */
/** What Buy reads and writes of its instance. */
export type OnrampContext = Pick<Instance<OnrampSlice & ConnectionSlice>, 'store' | 't'> & {
  options: { networks: readonly Network[] }
}

/** Creates the Buy flow over its instance. */
export function createOnramp(ctx: OnrampContext, deps: OnrampDeps): OnrampActions {
  const { store } = ctx
  const get = () => store.get().onramp
  const patch = (p: Partial<OnrampState>) =>
    store.set((s) => (s.onramp ? { onramp: { ...s.onramp, ...p } } : {}))
  const api = (): ApiClient => requireApi(deps.api)
  let seq = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let following = 0

  async function quote(my: number): Promise<void> {
    const s = get()
    const a = activeAccount(ctx)
    if (!s || !a) return
    try {
      const q = await api().request(API_PATHS.onrampQuote, {
        method: 'POST',
        answer: onrampQuoteAnswer,
        body: {
          purchaseCurrency: s.asset,
          paymentCurrency: s.fiat,
          amount: s.amount.trim(),
          network: a.chainId,
          paymentMethod: s.method,
        },
      })
      if (my !== seq) return
      patch({
        quoting: false,
        quote: {
          quoteId: q.quoteId,
          purchaseAmount: q.purchaseAmount.amount,
          networkFee: q.networkFee.amount,
          paymentSubtotal: q.paymentSubtotal.amount,
          paymentTotal: q.paymentTotal.amount,
        },
      })
    } catch (e) {
      if (my !== seq) return
      const refused = onrampError(e)
      // A refusal says what is wrong; any other failure gets SPEC §8's mocked quote.
      if (refused !== e) patch({ quoting: false, problem: refused })
      else
        patch({
          quoting: false,
          quote: {
            quoteId: MOCKED_QUOTE_ID,
            mocked: true,
            purchaseAmount: '',
            networkFee: '',
            paymentSubtotal: '',
            paymentTotal: s.amount.trim(),
          },
        })
    }
  }

  function schedule(): void {
    clearTimeout(timer)
    const my = ++seq
    const s = get()
    if (!s) return
    patch({ quote: undefined, problem: undefined, error: undefined })
    if (s.amount.trim() === '') {
      patch({ quoting: false })
      return
    }
    const problem = amountProblem(s.amount, s.method, s.fiat, s.limits)
    if (problem) {
      patch({ quoting: false, problem })
      return
    }
    patch({ quoting: true })
    timer = setTimeout(() => void quote(my), ONRAMP_QUOTE_DEBOUNCE_MS)
  }

  /**
   * Follows the order until it settles: delivered, declined, expired or failed. A checkout window closed
   * while the order is unpaid is said at once (checked before each read, so a payment made just before
   * closing is still seen), and the order is still followed: a payment that settles later (a bank
   * transfer) is delivered and shown all the same.
   */
  async function follow(id: string, checkout: CheckoutWindow): Promise<void> {
    const mine = ++following
    const until = Date.now() + ORDER_FOLLOW_MS
    while (mine === following && Date.now() < until) {
      await new Promise((r) => setTimeout(r, ORDER_POLL_MS))
      if (mine !== following) return
      const closed = checkout.closed === true
      const o = await api()
        .request(apiPath(API_PATHS.onrampOrder, { id }), { answer: onrampOrderAnswer })
        .catch(() => undefined)
      if (!o || mine !== following) continue
      const abandoned = closed && o.status === 'created'
      patch({
        order: {
          id,
          status: o.status,
          purchaseAmount: o.purchaseAmount.amount,
          ...(o.txHash ? { txHash: o.txHash } : {}),
          ...(o.status === 'declined' && o.declineReason ? { declineReason: o.declineReason } : {}),
          ...(abandoned ? { windowClosed: true as const } : {}),
        },
      })
      if (o.status === 'delivered') {
        deps.notify({
          message: ctx.t.notice(
            ONRAMP_NOTICES,
            'onrampDone',
            o.purchaseAmount.amount,
            o.purchaseAmount.currency,
          ),
          variant: 'success',
        })
        if (o.txHash) deps.onMined(o.txHash)
        return
      }
      if (o.status === 'failed' || o.status === 'declined' || o.status === 'expired') return
    }
  }

  return {
    async open() {
      const a = activeAccount(ctx)
      if (!a) return
      if (get()?.status === 'ready' && !get()?.order) return
      store.set({
        onramp: {
          status: 'loading',
          fallback: false,
          assets: [],
          fiats: ['USD', 'EUR'],
          limits: ONRAMP_LIMITS,
          asset: '',
          fiat: 'USD',
          method: 'card',
          amount: '',
          quoting: false,
        },
      })
      try {
        const o = await api().request(API_PATHS.onrampOptions, { answer: onrampOptionsAnswer })
        const assets = o.purchaseCurrencies
          .filter((c) => c.networks.some((n) => n.chain_id === a.chainId))
          .map((c) => ({ symbol: c.symbol, name: c.name, ...(c.iconUrl ? { iconUrl: c.iconUrl } : {}) }))
        const fiats = o.paymentCurrencies
          .map((p) => p.id)
          .filter((f): f is OnrampFiat => f === 'USD' || f === 'EUR')
        const p = o.providers[0]
        patch({
          status: 'ready',
          assets,
          fiats: fiats.length > 0 ? fiats : ['USD', 'EUR'],
          asset: assets[0]?.symbol ?? '',
          ...(p ? { provider: { name: p.name, label: p.label, feeRange: p.feeRange } } : {}),
        })
      } catch {
        patch({
          status: 'ready',
          fallback: true,
          ...FALLBACK_OPTIONS,
          asset: FALLBACK_OPTIONS.assets[0]!.symbol,
        })
      }
    },
    async setAsset(symbol) {
      patch({ asset: String(symbol).slice(0, 12) })
      schedule()
    },
    async setFiat(fiat) {
      patch({ fiat: fiat === 'EUR' ? 'EUR' : 'USD' })
      schedule()
    },
    async setMethod(method) {
      patch({ method: method === 'ach_bank_account' ? 'ach_bank_account' : 'card' })
      schedule()
    },
    async setAmount(text) {
      patch({ amount: String(text).slice(0, 20) })
      schedule()
    },
    async buy(popup) {
      const s = get()
      const a = activeAccount(ctx)
      if (!s || !a || !s.quote || s.problem !== undefined) return
      try {
        const { url, orderId } = await api().request(API_PATHS.onrampUrl, {
          method: 'POST',
          answer: onrampUrlAnswer,
          body: {
            destinationWallets: [{ address: a.address, blockchains: [a.chainId], assets: [s.asset] }],
            defaultNetwork: a.chainId,
            partnerUserId: a.address,
            defaultExperience: 'buy',
            presetFiatAmount: Number(s.amount),
            paymentCurrency: s.fiat,
            paymentMethod: s.method,
            purchaseCurrency: s.asset,
            ...(s.provider ? { provider: s.provider.name } : {}),
          },
        })
        if (popup?.closed) throw latchError('POPUP_CLOSED')
        // No window (blocked, or an in-app browser): the checkout becomes a link the visitor presses.
        const link = popup ? undefined : webUrl(url)
        if (!popup && !link) throw latchError('SOMETHING_WENT_WRONG')
        if (popup) popup.location.href = url
        patch({
          order: {
            id: orderId,
            status: 'created',
            purchaseAmount: s.quote.purchaseAmount,
            ...(link ? { checkoutUrl: link } : {}),
          },
          error: undefined,
        })
        void follow(orderId, popup ?? NO_WINDOW)
      } catch (e) {
        patch({ error: onrampError(e) })
      }
    },
    async retry() {
      following++
      patch({ order: undefined, error: undefined })
      schedule()
    },
    async reset() {
      clearTimeout(timer)
      seq++
      following++
      store.set({ onramp: undefined })
    },
  }
}
