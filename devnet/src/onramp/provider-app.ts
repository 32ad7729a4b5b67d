/**
 * A fake on-ramp provider for the devnet: a small web app with a checkout page, as a real provider
 * runs one. It checks the checkout URL the Latch server signed (HMAC-SHA256 with the API secret the
 * two share) and that it has not expired or been used, takes a test card, then tells the Latch server
 * with a signed webhook (HMAC-SHA256 over the timestamp and the raw body). This is the provider's own
 * code, written apart from the server's on purpose: the two meet only at the signatures.
 *
 * Test cards ({@link TEST_CARDS}, listed on the checkout page as real sandboxes list theirs): one pays,
 * three are declined for different reasons; any other number is declined too. A decline is told to the
 * Latch server with a signed webhook as well, so the app can say what happened.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The test cards: the one that pays, and those declined, each for its reason. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
} as const

/** What each test card does, as the checkout page lists them; `decline` is the webhook's reason. */
const CARD_OUTCOMES: readonly { card: string; does: string; decline?: string; says?: string }[] = [
  { card: TEST_CARDS.pays, does: 'Pays' },
  { card: TEST_CARDS.declined, does: 'Declined', decline: 'card_declined', says: 'Your card was declined.' },
  {
    card: TEST_CARDS.insufficientFunds,
    does: 'Declined: insufficient funds',
    decline: 'insufficient_funds',
    says: 'Your card was declined: insufficient funds.',
  },
  {
    card: TEST_CARDS.expiredCard,
    does: 'Declined: expired card',
    decline: 'expired_card',
    says: 'Your card has expired.',
  },
]
const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ')

/** Options of {@link startOnrampProvider}. */
export type OnrampProviderOptions = {
  /** Its name on the Latch server (the webhook path). */
  name: string
  port: number
  apiSecret: string
  webhookSecret: string
  /** The Latch server the webhooks go to (a function when it starts after the provider). */
  latchApiUrl: string | (() => string)
}

/** A running fake provider. */
export type OnrampProvider = { url: string; checkoutUrl: string; stop: () => Promise<void> }

const hmac = (secret: string, text: string) =>
  createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex')
const html = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Whether the query carries a valid, unexpired signature from the Latch server. */
function signedByServer(params: URLSearchParams, secret: string): boolean {
  const text = [...params.entries()]
    .filter(([k]) => k !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
  const given = Buffer.from(params.get('signature') ?? '')
  const expected = Buffer.from(hmac(secret, text))
  const fresh = Number(params.get('expires')) > Date.now() / 1000
  return fresh && given.length === expected.length && timingSafeEqual(given, expected)
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#111}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;padding:8px;font:inherit;box-sizing:border-box}
button{margin-top:16px;padding:10px 16px;font:inherit;font-weight:600;background:#1a56db;color:#fff;border:0;border-radius:8px;cursor:pointer}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:#555}
h2{font-size:17px;margin-top:28px}table{border-collapse:collapse;width:100%}caption{text-align:left;color:#555;font-size:13px;padding-bottom:4px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd}code{white-space:nowrap}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 16_384) throw new Error('body too large')
  }
  return text
}

/**
 * Starts the fake provider.
 *
 * @example
 * const provider = await startOnrampProvider({ name: 'devpay', port: 8790, apiSecret, webhookSecret, latchApiUrl: 'http://127.0.0.1:8787' })
 */
export async function startOnrampProvider(opts: OnrampProviderOptions): Promise<OnrampProvider> {
  /** Sessions already paid here: a checkout link pays once. */
  const used = new Set<string>()
  const send = (res: ServerResponse, status: number, html: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' }).end(html)

  /** Tells the Latch server about an order with a signed webhook. */
  const tell = (event: Record<string, unknown>) => {
    const body = JSON.stringify(event)
    const at = Math.floor(Date.now() / 1000)
    const api = typeof opts.latchApiUrl === 'function' ? opts.latchApiUrl() : opts.latchApiUrl
    return fetch(`${api}/v1/onramp/webhook/${opts.name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-onramp-signature': `t=${at},v1=${hmac(opts.webhookSecret, `${at}.${body}`)}`,
      },
      body,
    })
  }
  const declined = (why: string) =>
    page(
      'Card declined',
      `<p role="alert">${html(why)} Nothing was charged.</p><p>Close this window to go back to the app.</p>`,
    )

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://provider.local')
    try {
      if (req.method === 'GET' && url.pathname === '/checkout') {
        const p = url.searchParams
        if (!signedByServer(p, opts.apiSecret))
          return send(
            res,
            403,
            page('Link not valid', '<p>This checkout link is not valid or has expired.</p>'),
          )
        if (used.has(p.get('session') ?? ''))
          return send(res, 409, page('Already paid', '<p>This order is already paid.</p>'))
        const hidden = [...p.entries()]
          .map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
          .join('')
        return send(
          res,
          200,
          page(
            'Devnet Pay checkout',
            `<dl><dt>You pay</dt><dd>${html(p.get('amount') ?? '')} ${html(p.get('currency') ?? '')}</dd>
<dt>You get</dt><dd>${html(p.get('purchase') ?? '')} ${html(p.get('asset') ?? '')}</dd>
<dt>To</dt><dd><code>${html(p.get('address') ?? '')}</code></dd></dl>
<form method="post" action="/checkout/pay">${hidden}
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" placeholder="123">
<button type="submit">Pay ${html(p.get('amount') ?? '')} ${html(p.get('currency') ?? '')}</button></form>
<h2>Test cards</h2>
<table><caption>Any future expiry and any CVC. Any other number is declined.</caption>
<thead><tr><th scope="col">Card number</th><th scope="col">What it does</th></tr></thead><tbody>
${CARD_OUTCOMES.map((c) => `<tr><td><code>${spaced(c.card)}</code></td><td>${html(c.does)}</td></tr>`).join('\n')}
</tbody></table>`,
          ),
        )
      }
      if (req.method === 'POST' && url.pathname === '/checkout/pay') {
        const form = new URLSearchParams(await readBody(req))
        const card = (form.get('card') ?? '').replace(/\s+/g, '')
        form.delete('card')
        form.delete('expiry')
        form.delete('cvc')
        if (!signedByServer(form, opts.apiSecret))
          return send(
            res,
            403,
            page('Link not valid', '<p>This checkout link is not valid or has expired.</p>'),
          )
        const session = form.get('session') ?? ''
        if (used.has(session))
          return send(res, 409, page('Already paid', '<p>This order is already paid.</p>'))
        const outcome = CARD_OUTCOMES.find((c) => c.card === card)
        used.add(session)
        const event = { eventId: randomUUID(), orderId: form.get('order'), sessionToken: session }
        if (outcome?.decline === undefined && card !== TEST_CARDS.pays) {
          await tell({ ...event, type: 'order.declined', reason: 'card_declined' })
          return send(res, 402, declined('Your card was declined.'))
        }
        if (outcome?.decline) {
          await tell({ ...event, type: 'order.declined', reason: outcome.decline })
          return send(res, 402, declined(outcome.says ?? 'Your card was declined.'))
        }
        const answer = await tell({ ...event, type: 'order.paid' })
        if (!answer.ok)
          return send(res, 502, page('Payment not completed', '<p>The payment could not be completed.</p>'))
        return send(
          res,
          200,
          page(
            'Payment complete',
            '<p role="status">Payment complete. Your coins are on their way: you can close this window.</p>',
          ),
        )
      }
      send(res, 404, page('Not found', '<p>Nothing here.</p>'))
    } catch {
      send(res, 400, page('Bad request', '<p>The request could not be read.</p>'))
    }
  })
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    checkoutUrl: `${url}/checkout`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
