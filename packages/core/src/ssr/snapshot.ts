/**
 * The visitor's snapshot: what a server needs to render Latch as the visitor left it (the wallet
 * remembered in this browser and the language Latch settled on), kept in one small cookie. It holds
 * nothing secret (a public address, a connector id, a locale) and grants nothing: the browser still
 * restores the connection itself, and a forged cookie only shows an address until that restore fails.
 * Server-safe: no browser global is read here.
 */

import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts'
import { type CaipAddress, parseCaipAddress } from '../plumbing/caip.ts'

/** What the `latch.state` cookie holds. */
export type LatchSnapshot = {
  /** The language Latch settled on in this browser; absent for English. */
  locale?: LocaleCode
  /** The active wallet's account (CAIP-10), present with `connectorId` while a wallet is connected. */
  caipAddress?: CaipAddress
  /** The connector of that wallet. */
  connectorId?: string
}

/** The cookie's name. */
export const LATCH_COOKIE = 'latch.state'

const ADDRESS = /^[A-Za-z0-9]{1,128}$/
const CONNECTOR_ID = /^[\w.:-]{1,128}$/

/**
 * The snapshot a cookie value holds, checked field by field (the cookie comes from the visitor's
 * browser, so anything malformed is dropped, never trusted); undefined when nothing usable is left.
 *
 * @example
 * parseLatchSnapshot('%7B%22locale%22%3A%22de%22%7D') // { locale: 'de' }
 */
export function parseLatchSnapshot(value: string | undefined): LatchSnapshot | undefined {
  let raw: unknown
  try {
    raw = JSON.parse(decodeURIComponent(value ?? ''))
  } catch {
    return undefined
  }
  if (typeof raw !== 'object' || raw === null) return undefined
  const { locale, caipAddress, connectorId } = raw as Record<string, unknown>
  const snapshot: LatchSnapshot = {}
  if (LOCALE_CODES.includes(locale as LocaleCode) && locale !== 'en') snapshot.locale = locale as LocaleCode
  try {
    const account = parseCaipAddress(caipAddress)
    if (ADDRESS.test(account.address) && typeof connectorId === 'string' && CONNECTOR_ID.test(connectorId)) {
      snapshot.caipAddress = caipAddress as CaipAddress
      snapshot.connectorId = connectorId
    }
  } catch {
    // No account, or a malformed one: the snapshot keeps the rest.
  }
  return Object.keys(snapshot).length > 0 ? snapshot : undefined
}

/**
 * The snapshot in a request's `Cookie` header, for the server to render with.
 *
 * @example
 * const snapshot = readLatchCookie(request.headers.get('cookie'))
 */
export function readLatchCookie(cookieHeader: string | null | undefined): LatchSnapshot | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === LATCH_COOKIE)
      return parseLatchSnapshot(pair.slice(at + 1).trim())
  }
  return undefined
}

/**
 * The cookie value of a snapshot (URI-encoded JSON).
 *
 * @example
 * snapshotCookieValue({ locale: 'de' }) // '%7B%22locale%22%3A%22de%22%7D'
 */
export const snapshotCookieValue = (snapshot: LatchSnapshot): string =>
  encodeURIComponent(JSON.stringify(snapshot))
