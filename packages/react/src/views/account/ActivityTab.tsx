import { groupTransactions } from '@latch/core/internal/account/transaction-groups'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { describeTransaction, formatMonth, formatMonthYear } from './describe.ts'
import { TabNote } from './TabNote.tsx'
import { TokenIcon } from './TokenIcon.tsx'

/**
 * Activity: the account's transactions on its network, newest first, grouped by year then month. The
 * next page loads when the end of the list scrolls into view (or on the "Load more" button).
 */
export function ActivityTab({ accountKey }: { accountKey: string }): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const latch = useLatchInstance()
  const activity = useLatchSelector((s) => s.activity)
  const scrollRef = useRef<HTMLElement>(null)
  const moreRef = useRef<HTMLButtonElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or chain changes
  useEffect(() => {
    void latch.account.fetchActivity()
  }, [latch, accountKey])
  const mine = activity.key === accountKey
  const hasMore = mine && activity.next !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again once a page is added, as the button moved
  useEffect(() => {
    const target = moreRef.current
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void latch.account.fetchActivity({ more: true })
      },
      { root: scrollRef.current, rootMargin: '120px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [latch, hasMore, activity.transactions.length])
  const groups = useMemo(() => groupTransactions(activity.transactions), [activity.transactions])
  const now = Date.now()

  if (!mine || (activity.loading && activity.transactions.length === 0)) return <TabNote />
  if (activity.failed)
    return (
      <div className="latch-center">
        <p className="latch-muted">{en.activityFailed}</p>
        <button type="button" className="latch-button" onClick={() => void latch.account.fetchActivity()}>
          {en.tryAgain}
        </button>
      </div>
    )
  if (activity.empty) return <TabNote>{en.noActivity}</TabNote>
  return (
    // Scrolls on its own: reachable with the keyboard, so arrow keys can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="latch-scroll" ref={scrollRef} tabIndex={0} aria-label={en.activity}>
      {groups.map((y) => (
        <section key={y.year} aria-label={String(y.year)}>
          <h3 className="latch-year">{y.year}</h3>
          {y.months.map((m) => (
            <section key={m.month} aria-label={formatMonthYear(m.month, y.year, locale)}>
              <h4 className="latch-month">{formatMonth(m.month, locale)}</h4>
              <ul
                className="latch-rows"
                aria-label={`${en.activity}, ${formatMonthYear(m.month, y.year, locale)}`}
              >
                {m.transactions.map((tx) => {
                  const line = describeTransaction(tx, now, en, locale)
                  return (
                    <li key={tx.id} className="latch-row" data-hash={tx.id}>
                      <TokenIcon url={line.imageUrl} symbol={line.symbol} />
                      <span className="latch-row-main">
                        <span className="latch-row-title">{line.title}</span>
                        <span className="latch-muted">
                          {line.counterparty ? (
                            <>
                              <bdi dir="ltr">{line.counterparty}</bdi>
                              {' · '}
                            </>
                          ) : null}
                          {line.when}
                        </span>
                      </span>
                      <span className="latch-row-value" data-direction={line.direction}>
                        {line.amount}
                      </span>
                    </li>
                  )
                })}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {hasMore ? (
        <button
          ref={moreRef}
          type="button"
          className="latch-button latch-more"
          data-variant="secondary"
          aria-busy={activity.loading || undefined}
          onClick={() => void latch.account.fetchActivity({ more: true })}
        >
          {activity.loading ? en.loading : en.loadMore}
        </button>
      ) : null}
    </section>
  )
}
