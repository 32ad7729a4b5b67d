import {
  type ApiTransaction,
  formatAmount,
  formatDayMonth,
  formatRelativeTime,
  shortenAddress,
} from '@latch/core'
import { en } from '../../i18n/en.ts'

const DAY_MS = 86_400_000

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
 * Describes a transaction for the Activity list: amounts with 3 decimals, "DD MMM" dates, relative
 * labels ("2 hrs ago") within a day.
 *
 * @example
 * describeTransaction(tx, Date.now()).title // 'Received'
 */
export function describeTransaction(tx: ApiTransaction, now: number): TransactionLine {
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
  const amount = first?.nft_info
    ? first.nft_info.name
    : first
      ? `${sign}${formatAmount(first.quantity.numeric, 3)} ${symbol}`
      : ''
  const minedAt = new Date(tx.metadata.minedAt).getTime()
  const when = now - minedAt < DAY_MS ? en.ago(formatRelativeTime(minedAt, now)) : formatDayMonth(minedAt)
  const other =
    direction === 'in' ? tx.metadata.sentFrom : direction === 'out' ? tx.metadata.sentTo : undefined
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

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })
/** "November" for month 10. */
export const formatMonth = (month: number): string => monthName.format(Date.UTC(2000, month, 1))
