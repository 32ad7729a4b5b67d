/**
 * Email addresses as accounts (SPEC §5.9): the one form every side keys an account by, and the code a
 * browser shows while another approves it.
 */

/**
 * A handover code as the frame shows it: ten Crockford base32 characters in two groups.
 *
 * @example
 * DEVICE_CODE_PATTERN.test('7K3QF-9XW2M') // true
 */
export const DEVICE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LABEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * An email address as one account: trimmed, lower-cased, its domain in punycode (IDN), or undefined when
 * it is not a plain address: no quoted or non-ASCII local parts, no comments, IP literals or markup.
 * Every side (the modal, the frame, the server) keys accounts by this form.
 *
 * @example
 * normaliseEmail(' Ada@Bücher.DE ') // 'ada@xn--bcher-kva.de'
 * normaliseEmail('"x"@example.com') // undefined
 */
export function normaliseEmail(value: string): string | undefined {
  const text = value.trim()
  const at = text.lastIndexOf('@')
  if (at < 1 || text.length > 254) return undefined
  const local = text.slice(0, at).toLowerCase()
  const rawDomain = text.slice(at + 1)
  if (local.length > 64 || !LOCAL_PART.test(local) || /[\s/?#:@\\[\]<>"'`]/.test(rawDomain)) return undefined
  let domain: string
  try {
    domain = new URL(`http://${rawDomain}`).hostname
  } catch {
    return undefined
  }
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l)) || !TOP_LABEL.test(labels.at(-1)!))
    return undefined
  const email = `${local}@${domain}`
  return email.length <= 254 ? email : undefined
}

/**
 * Whether a string is an email address the login accepts ({@link normaliseEmail} gives it a form).
 *
 * @example
 * isEmail('ada@example.com') // true
 */
export function isEmail(value: string): boolean {
  return normaliseEmail(value) !== undefined
}
