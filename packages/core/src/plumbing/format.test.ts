import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatDayMonth,
  formatDiscordUsername,
  formatNumber,
  formatRelativeTime,
  formatTimeAgo,
  formatTransactionAmount,
  truncateEmail,
} from './format.ts'

describe('formatting (SPEC §9)', () => {
  it('"Transaction amounts 3 decimals"', () => {
    expect(formatTransactionAmount('1.23456')).toBe('1.234')
    expect(formatTransactionAmount(0.1)).toBe('0.1')
  })

  it('"number formatting 2 decimals, en-US"', () => {
    expect(formatNumber(1234.567)).toBe('1,234.56')
    expect(formatNumber('1000000')).toBe('1,000,000')
  })

  it('keeps every integer digit of large decimal strings and counts non-numeric values as 0', () => {
    expect(formatAmount('123456789012345678901.5', 0)).toBe('123,456,789,012,345,678,901')
    expect(formatAmount('abc')).toBe('0')
    expect(formatAmount(Number.NaN)).toBe('0')
  })

  it('shows an amount too small for its decimals as "<0.001", never 0 or -0', () => {
    expect(formatAmount('0.0001', 3)).toBe('<0.001')
    expect(formatAmount('-0.0001', 3)).toBe('-<0.001')
    expect(formatAmount(0.000_000_1, 2)).toBe('<0.01')
    expect(formatAmount('0.001', 3)).toBe('0.001')
    expect(formatAmount('0', 3)).toBe('0')
    expect(formatAmount('0.0000', 3)).toBe('0')
  })

  it('"Email display truncated past 30 characters (last 3 become ...)"', () => {
    expect(truncateEmail('short@example.com')).toBe('short@example.com')
    const thirty = 'abcdefghij@abcdefghijklmno.com'
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail('a-very-long-address@example-domain.com')).toBe('a-very-long-address@example...')
    expect(truncateEmail('a-very-long-address@example-domain.com')).toHaveLength(30)
  })

  it('"Trailing 0 stripped from Discord usernames"', () => {
    expect(formatDiscordUsername('latchfan#0')).toBe('latchfan')
    expect(formatDiscordUsername('latchfan0')).toBe('latchfan')
    expect(formatDiscordUsername('latchfan')).toBe('latchfan')
  })

  it('"Date format \'DD MMM\'"', () => {
    expect(formatDayMonth(new Date('2026-03-05T12:00:00Z'))).toBe('05 Mar')
    expect(formatDayMonth('2025-12-31T23:59:59Z')).toBe('31 Dec')
  })

  it("\"relative labels like '1 min', '2 hrs'\"", () => {
    const now = Date.parse('2026-11-21T12:00:00Z')
    expect(formatRelativeTime(now - 60_000, now)).toBe('1 min')
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5 mins')
    expect(formatRelativeTime(now - 2 * 3_600_000, now)).toBe('2 hrs')
    expect(formatRelativeTime(now - 3_600_000, now)).toBe('1 hr')
    expect(formatRelativeTime(now - 3 * 86_400_000, now)).toBe('3 days')
    expect(formatRelativeTime(now - 10_000, now)).toBe('10 secs')
    expect(formatRelativeTime(now, now)).toBe('now')
  })
})

describe('formatting in other locales (Intl)', () => {
  it("writes amounts in the locale's digits and separators, keeping the truncation and '<0.001'", () => {
    expect(formatAmount('1234.5678', 3, 'de')).toBe('1.234,567')
    expect(formatAmount('1234.5678', 3, 'fr')).toBe('1\u202f234,567')
    expect(formatAmount('0.0001', 3, 'de')).toBe('<0,001')
    expect(formatAmount('-0.0001', 3, 'de')).toBe('-<0,001')
  })

  it("dates as the locale writes a day and short month; English keeps SPEC's 'DD MMM'", () => {
    const d = new Date('2026-03-05T12:00:00Z')
    expect(formatDayMonth(d)).toBe('05 Mar')
    expect(formatDayMonth(d, 'de')).toBe('05. März')
    expect(formatDayMonth(d, 'ja')).toBe('3月05日')
  })

  it("relative times: SPEC's short label and 'ago' in English, the locale's own words and plurals elsewhere", () => {
    const now = Date.UTC(2026, 10, 24, 12)
    expect(formatTimeAgo(now - 60_000, now)).toBe('1 min ago')
    expect(formatTimeAgo(now - 2 * 3_600_000, now)).toBe('2 hrs ago')
    expect(formatTimeAgo(now, now)).toBe('now')
    expect(formatTimeAgo(now - 2 * 3_600_000, now, 'de')).toBe('vor 2 Std.')
    expect(formatTimeAgo(now - 5 * 60_000, now, 'ru')).toBe('5 мин. назад')
    expect(formatTimeAgo(now - 21 * 60_000, now, 'ru')).toBe('21 мин. назад')
    expect(formatTimeAgo(now, now, 'fr')).toBe('maintenant')
  })
})
