/** Schemes a wallet's link may never use: they would run code or read local data in the page. */
const FORBIDDEN = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'http:'])

/**
 * Whether a string is a WalletConnect v2 pairing URI (`wc:{topic}@2?…symKey=…`).
 *
 * @example
 * isPairingUri('wc:7f6e…@2?relay-protocol=irn&symKey=…') // true
 */
export function isPairingUri(uri: unknown): uri is string {
  return (
    typeof uri === 'string' &&
    uri.length < 2_000 &&
    /^wc:[0-9a-f]{64}@2\?/.test(uri) &&
    /[?&]symKey=[0-9a-f]{64}(&|$)/.test(uri)
  )
}

/**
 * A wallet app's deep link (`scheme://`, `scheme:`) or universal link (`https://host…`) as
 * `scheme://rest`, or undefined when it is malformed or unsafe (`javascript:`, `data:`, `http:`, quotes,
 * spaces…). The one rule for every app link, in the modal and in the server's registry import.
 *
 * @example
 * appLinkBase('rainbow:') // 'rainbow://'
 * appLinkBase('javascript:alert(1)') // undefined
 */
export function appLinkBase(appLink: string | null | undefined): string | undefined {
  if (!appLink || appLink.length > 500) return undefined
  const match = /^([a-z][a-z0-9+.-]*):(\/\/)?(.*)$/i.exec(appLink.trim())
  if (!match) return undefined
  const scheme = `${match[1]!.toLowerCase()}:`
  if (FORBIDDEN.has(scheme)) return undefined
  const rest = match[3] ?? ''
  if (/[\s<>"'`]/.test(rest)) return undefined
  if (scheme === 'https:' && !rest) return undefined
  return `${scheme}//${rest}`
}

/**
 * The link that opens a wallet app on a pairing URI: a universal link (`https://…/wc?uri=…`) or a
 * deep link (`scheme://wc?uri=…`). Undefined for a malformed or unsafe link, or a URI that is not a
 * pairing URI, so a registry entry can never smuggle `javascript:` into the page.
 *
 * @example
 * walletLink('metamask://', uri) // 'metamask://wc?uri=wc%3A…'
 * walletLink('https://link.trustwallet.com', uri) // 'https://link.trustwallet.com/wc?uri=wc%3A…'
 */
export function walletLink(appLink: string | null | undefined, uri: string): string | undefined {
  if (!isPairingUri(uri)) return undefined
  const base = appLinkBase(appLink)
  if (!base) return undefined
  return `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(uri)}`
}
