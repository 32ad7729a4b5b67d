import type { ApiTransaction, LocaleCode } from '@latch/core'
import { formatAmount, formatDayMonth, formatTimeAgo, intlLocale } from '@latch/core/internal/plumbing/format'
import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import type { Messages } from '../../i18n/en.ts'

const DAY_MS = 86_400_000

/** The exact sum of decimal amounts ("0.1" + "0.2" = "0.3"), as the server writes them. */
function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0))
  const units = values.reduce((total, v) => {
    const [whole = '0', fraction = ''] = v.split('.')
    return total + BigInt(`${whole}${fraction.padEnd(scale, '0')}`)
  }, 0n)
  const text = units.toString().padStart(scale + 1, '0')
  return scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`
}

/** What an activity row says: a title, the amount moved, the other party and when. */
export type TransactionLine = {
  title: string
  amount: string
  direction: 'in' | 'out' | 'self'
  counterparty?: string
  when: string
  imageUrl?: string
  symbol: string
}

/**
 * Describes a transaction for the Activity list in a locale: amounts with 3 decimals, "DD MMM" dates,
 * relative times ("2 hrs ago") within a day.
 *
 * @example
 * describeTransaction(tx, Date.now(), en, 'en').title // 'Received'
 */
export function describeTransaction(
  tx: ApiTransaction,
  now: number,
  en: Messages,
  locale: LocaleCode,
): TransactionLine {
  const first = tx.transfers[0]
  const op = tx.metadata.operationType
  const title =
    tx.metadata.status === 'failed'
      ? en.failed
      : op === 'send'
        ? first?.direction === 'self'
          ? en.self
          : en.sent
        : op === 'receive'
          ? en.received
          : op === 'mint'
            ? en.minted
            : en.executed
  const direction = first?.direction ?? 'self'
  const sign = direction === 'in' ? '+' : direction === 'out' ? '-' : ''
  const symbol = first?.fungible_info?.symbol ?? ''
  // A batch moving the same coin several times in one transaction shows what it moved in all.
  const same = tx.transfers.filter(
    (t) =>
      !t.nft_info &&
      t.direction === direction &&
      t.fungible_info?.symbol === symbol &&
      /^\d+(\.\d+)?$/.test(t.quantity.numeric),
  )
  const moved = same.length > 1 ? sumDecimals(same.map((t) => t.quantity.numeric)) : first?.quantity.numeric
  const amount = first?.nft_info
    ? first.nft_info.name
    : first && moved !== undefined
      ? `${sign}${formatAmount(moved, 3, locale)} ${symbol}`
      : ''
  const minedAt = new Date(tx.metadata.minedAt).getTime()
  const when = now - minedAt < DAY_MS ? formatTimeAgo(minedAt, now, locale) : formatDayMonth(minedAt, locale)
  // The transfer's own counterparty: for a token send, its Transfer log's receiver, not the token contract.
  const other = direction === 'in' ? first?.sender : direction === 'out' ? first?.recipient : undefined
  return {
    title,
    amount,
    direction,
    ...(other && op !== 'mint' ? { counterparty: shortenAddress(other) } : {}),
    when,
    ...(first?.nft_info ? { imageUrl: first.nft_info.content.preview.url } : {}),
    symbol: symbol || first?.nft_info?.name || '',
  }
}

const monthFormats = new Map<string, Intl.DateTimeFormat>()
/** A month formatter per locale, with or without the year, made once: Activity's headings reuse it. */
function monthFormat(locale: LocaleCode, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${withYear}`
  let f = monthFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    })
    monthFormats.set(key, f)
  }
  return f
}

/**
 * A month and year as a heading in the locale: "November 2026", "novembre 2026", "2026年11月".
 *
 * @example
 * formatMonthYear(10, 2026, 'en') // 'November 2026'
 */
export const formatMonthYear = (month: number, year: number, locale: LocaleCode): string =>
  monthFormat(locale, true).format(Date.UTC(year, month, 1))

/**
 * A month's name in the locale, as a heading under its year: "November", "novembre", "11月".
 *
 * @example
 * formatMonth(10, 'en') // 'November'
 */
export const formatMonth = (month: number, locale: LocaleCode): string =>
  monthFormat(locale, false).format(Date.UTC(2000, month, 1))
