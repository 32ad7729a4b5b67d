/** Display formatting of SPEC §9, built on `Intl`. All output is en-US. */

/**
 * Shortens an address to its 4 leading and 6 trailing characters.
 *
 * @example
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3…b92266'
 */
export function shortenAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 4)}…${address.slice(-6)}`
}

const formatters = new Map<number, Intl.NumberFormat>()
const numberFormat = (digits: number) => {
  let f = formatters.get(digits)
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits, roundingMode: 'trunc' })
    formatters.set(digits, f)
  }
  return f
}

/**
 * Formats an amount given as a decimal string (exact for any size) or a number, with at most
 * `fractionDigits` decimals, truncated, en-US. An amount that is not zero but shows as zero reads
 * `<0.001` (never `0` or `-0`). Non-numeric input counts as 0.
 *
 * @example
 * formatAmount('10000.123456', 3) // '10,000.123'
 * formatAmount('0.0001', 3) // '<0.001'
 */
export function formatAmount(value: string | number, fractionDigits = 3): string {
  const n = typeof value === 'number' ? value : value.trim()
  const valid = typeof n === 'number' ? Number.isFinite(n) : /^-?\d+(\.\d+)?$/.test(n)
  const f = numberFormat(fractionDigits)
  const abs = valid ? Math.abs(Number(n)) : 0
  const least = 10 ** -fractionDigits
  // Intl formats decimal strings exactly, so large balances keep every digit.
  return abs > 0 && abs < least
    ? `${Number(n) < 0 ? '-' : ''}<${f.format(least)}`
    : f.format((valid ? n : 0) as number)
}

/**
 * Transaction amounts: 3 decimals.
 *
 * @example
 * formatTransactionAmount('1.23456') // '1.234'
 */
export const formatTransactionAmount = (value: string | number): string => formatAmount(value, 3)

/**
 * Plain numbers and fiat values: 2 decimals, en-US.
 *
 * @example
 * formatNumber(1234.567) // '1,234.56'
 */
export const formatNumber = (value: string | number): string => formatAmount(value, 2)

/**
 * Emails longer than 30 characters keep 27 and end in "...".
 *
 * @example
 * truncateEmail('a-very-long-address@example-domain.com') // 'a-very-long-address@example...'
 */
export function truncateEmail(email: string): string {
  return email.length > 30 ? `${email.slice(0, 27)}...` : email
}

/**
 * Discord usernames lose their trailing "0" (the legacy "#0" discriminator).
 *
 * @example
 * formatDiscordUsername('latchfan#0') // 'latchfan'
 */
export function formatDiscordUsername(username: string): string {
  return username.replace(/#?0$/, '')
}

// Formatters are made on first use, so a page that never formats a date carries none of this.
let dayMonth: Intl.DateTimeFormat | undefined

/**
 * Dates as "DD MMM" (UTC).
 *
 * @example
 * formatDayMonth(new Date('2026-03-05T12:00:00Z')) // '05 Mar'
 */
export function formatDayMonth(date: Date | number | string): string {
  dayMonth ??= new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', timeZone: 'UTC' })
  return dayMonth.format(new Date(date))
}

let plural: Intl.PluralRules | undefined
const UNITS: [seconds: number, one: string, other: string][] = [
  [365 * 86_400, 'yr', 'yrs'],
  [30 * 86_400, 'mo', 'mos'],
  [86_400, 'day', 'days'],
  [3_600, 'hr', 'hrs'],
  [60, 'min', 'mins'],
  [1, 'sec', 'secs'],
]

/**
 * A short relative label for how long ago something happened.
 *
 * @example
 * formatRelativeTime(Date.now() - 60_000) // '1 min'
 * formatRelativeTime(Date.now() - 2 * 3_600_000) // '2 hrs'
 */
export function formatRelativeTime(date: Date | number | string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(date).getTime()) / 1000))
  for (const [size, one, other] of UNITS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size)
      plural ??= new Intl.PluralRules('en-US')
      return `${n} ${plural.select(n) === 'one' ? one : other}`
    }
  }
  return 'now'
}
