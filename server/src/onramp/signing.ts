/**
 * The HMAC signatures between the Latch server and an on-ramp provider: the checkout URL the server
 * signs (so the provider knows the order, amount and wallet came from the server), and the webhooks the
 * provider signs (so the server knows a payment happened). Both are HMAC-SHA256 with secrets only the two
 * hold, compared in constant time.
 */
import { createHmac } from 'node:crypto'
import { sameSecret } from '../auth/crypto.ts'

/** A webhook signed longer ago (or further ahead) than this is refused. */
export const WEBHOOK_TOLERANCE_S = 300
/** The header a provider signs its webhooks in: `t=<unix seconds>,v1=<hex>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-onramp-signature'

const hmac = (secret: string, text: string) =>
  createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex')

/** The canonical text of a query's parameters, `signature` left out, sorted by name. */
const canonical = (params: URLSearchParams) =>
  [...params.entries()]
    .filter(([k]) => k !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')

/**
 * A checkout URL with its parameters and their signature.
 *
 * @example
 * signCheckoutUrl('https://pay.example/checkout', { session: 't…', amount: '50.00' }, secret)
 */
export function signCheckoutUrl(base: string, params: Record<string, string>, secret: string): string {
  const url = new URL(base)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  url.searchParams.set('signature', hmac(secret, canonical(url.searchParams)))
  return url.toString()
}

/**
 * Whether a checkout URL's parameters carry a valid signature (what a provider checks).
 *
 * @example
 * verifyCheckoutUrl(new URL(req.url, base).searchParams, secret) // true
 */
export function verifyCheckoutUrl(params: URLSearchParams, secret: string): boolean {
  const signature = params.get('signature') ?? ''
  return sameSecret(signature, hmac(secret, canonical(params)))
}

/**
 * The signature header of a webhook body (what a provider sends).
 *
 * @example
 * headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(body, secret)
 */
export function signWebhook(rawBody: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${hmac(secret, `${at}.${rawBody}`)}`
}

/**
 * Whether a webhook's signature header is valid for its raw body and recent.
 *
 * @example
 * verifyWebhook(req.headers[WEBHOOK_SIGNATURE_HEADER], raw, secret) // true
 */
export function verifyWebhook(header: unknown, rawBody: string, secret: string, now = Date.now()): boolean {
  if (typeof header !== 'string' || header.length > 200) return false
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]))
  const at = Number(parts.t)
  if (!Number.isInteger(at) || Math.abs(now / 1000 - at) > WEBHOOK_TOLERANCE_S) return false
  return sameSecret(parts.v1 ?? '', hmac(secret, `${at}.${rawBody}`))
}
