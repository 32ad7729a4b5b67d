/**
 * Display formatting of SPEC §9, built on `Intl`. English output is SPEC's en-US; every function takes
 * a locale (one of Latch's, e.g. `state.locale`) for the others' numbers, dates and relative times.
 */

/**
 * The `Intl` locale of one of Latch's locales: English is SPEC §9's en-US.
 *
 * @example
 * new Intl.DateTimeFormat(intlLocale('en')) // formats as en-US
 */
export const intlLocale = (locale: string): string => (locale === 'en' ? 'en-US' : locale)

const formatters = new Map<string, Intl.NumberFormat>()
const numberFormat = (digits: number, locale: string) => {
  const key = `${locale} ${digits}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits, roundingMode: 'trunc' })
    formatters.set(key, f)
  }
  return f
}

/**
 * Formats an amount given as a decimal string (exact for any size) or a number, with at most
 * `fractionDigits` decimals, truncated, in the locale's digits and separators (default en-US). An amount that is not zero but shows as zero reads
 * `<0.001` (never `0` or `-0`). Non-numeric input counts as 0.
 *
 * @example
 * formatAmount('10000.123456', 3) // '10,000.123'
 * formatAmount('0.0001', 3) // '<0.001'
 * formatAmount('1234.5', 3, 'de') // '1.234,5'
 */
export function formatAmount(value: string | number, fractionDigits = 3, locale = 'en'): string {
  const n = typeof value === 'number' ? value : value.trim()
  const valid = typeof n === 'number' ? Number.isFinite(n) : /^-?\d+(\.\d+)?$/.test(n)
  const f = numberFormat(fractionDigits, locale)
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
export const formatTransactionAmount = (value: string | number, locale = 'en'): string =>
  formatAmount(value, 3, locale)

/**
 * Plain numbers and fiat values: 2 decimals, en-US.
 *
 * @example
 * formatNumber(1234.567) // '1,234.56'
 */
export const formatNumber = (value: string | number, locale = 'en'): string => formatAmount(value, 2, locale)

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
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * Dates as "DD MMM" (UTC) in English, and as the locale writes a day and short month in the others.
 *
 * @example
 * formatDayMonth(new Date('2026-03-05T12:00:00Z')) // '05 Mar'
 * formatDayMonth(new Date('2026-03-05T12:00:00Z'), 'fr') // '05 mars'
 */
export function formatDayMonth(date: Date | number | string, locale = 'en'): string {
  let f = dateFormats.get(locale)
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: '2-digit',
      month: 'short',
      timeZone: 'UTC',
    })
    dateFormats.set(locale, f)
  }
  return f.format(new Date(date))
}

let plural: Intl.PluralRules | undefined
const UNITS: [seconds: number, one: string, other: string, unit: Intl.RelativeTimeFormatUnit][] = [
  [365 * 86_400, 'yr', 'yrs', 'year'],
  [30 * 86_400, 'mo', 'mos', 'month'],
  [86_400, 'day', 'days', 'day'],
  [3_600, 'hr', 'hrs', 'hour'],
  [60, 'min', 'mins', 'minute'],
  [1, 'sec', 'secs', 'second'],
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

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()

/**
 * How long ago something happened, as a phrase: SPEC's short label and "ago" in English, the locale's
 * own short relative time (`Intl.RelativeTimeFormat`, its plurals included) in the others.
 *
 * @example
 * formatTimeAgo(Date.now() - 2 * 3_600_000) // '2 hrs ago'
 * formatTimeAgo(Date.now() - 2 * 3_600_000, Date.now(), 'de') // 'vor 2 Std.'
 */
export function formatTimeAgo(date: Date | number | string, now: number = Date.now(), locale = 'en'): string {
  if (locale === 'en') {
    const label = formatRelativeTime(date, now)
    return label === 'now' ? label : `${label} ago`
  }
  let f = relativeFormats.get(locale)
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' })
    relativeFormats.set(locale, f)
  }
  const seconds = Math.max(0, Math.floor((now - new Date(date).getTime()) / 1000))
  const [size, , , unit] = UNITS.find(([size]) => seconds >= size) ?? [1, '', '', 'second']
  return f.format(-Math.floor(seconds / size), unit)
}
