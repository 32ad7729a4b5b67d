import type { RecentWallet, RegistryWallet } from '@latch/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useModalKit } from '../../modal/kit-context.ts'
import { RegistryStatus } from './RegistryStatus.tsx'
import { createRegistryPages, type PagedQuery } from './registry-pages.ts'

/** Searches wait this long after the last keystroke, and start from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 200
export const SEARCH_MIN_CHARS = 2
const ROW_HEIGHT = 62

type Row = { kind: 'recent'; wallet: RecentWallet } | { kind: 'registry'; index: number }

/** The search a text asks for: trimmed, from 2 characters, at most 64. */
const searchOf = (text: string) => (text.trim().length >= SEARCH_MIN_CHARS ? text.trim().slice(0, 64) : '')

/**
 * AllWallets: the whole registry, searchable (debounced, from 2 characters) and scrolled through a
 * virtual list that keeps a few dozen rows in the DOM whatever the registry's size. Recent wallets come
 * first; wallets whose extension is installed are marked so and connect through it. The app's include,
 * exclude and featured ids and its chain namespaces shape the list on the server.
 */
export function AllWalletsView(): ReactNode {
  const latch = useLatchInstance()
  const { strings: en, WalletButton, openWallet, installedConnector, usePreparingPairing } = useModalKit()
  const connectors = useLatchSelector((s) => s.connectors)
  const preparing = usePreparingPairing()
  const { options } = latch
  const [text, setText] = useState('')
  const [registry] = useState(() =>
    createRegistryPages((q) => (latch.api ? latch.api.wallets(q) : Promise.reject(new Error('No API')))),
  )
  const state = useSyncExternalStore(registry.subscribe, registry.getListing, registry.getListing)
  const recentAll = useMemo(() => latch.wallets.recent(), [latch])
  const queryFor = useCallback(
    (search: string): PagedQuery => ({
      search,
      include: options.includeWalletIds,
      exclude: [...options.excludeWalletIds, ...(search ? [] : recentAll.map((r) => r.id))],
      featured: options.featuredWalletIds,
      chains: [...new Set(options.networks.map((n) => n.chainNamespace))],
    }),
    [options, recentAll],
  )
  const search = state.query?.search ?? ''
  const recent = search ? [] : recentAll
  const rowCount = recent.length + (state.count ?? 0)
  const rowAt = (i: number): Row =>
    i < recent.length
      ? { kind: 'recent', wallet: recent[i]! }
      : { kind: 'registry', index: i - recent.length }

  // The search's request leaves from the debounce timer itself: no render stands between them.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searchRef = useRef('')
  useEffect(() => {
    registry.setQuery(queryFor(searchRef.current))
    return () => clearTimeout(timer.current)
  }, [registry, queryFor])
  const onSearch = (value: string) => {
    setText(value)
    clearTimeout(timer.current)
    const next = searchOf(value)
    if (next === searchRef.current) return
    timer.current = setTimeout(() => {
      searchRef.current = next
      registry.setQuery(queryFor(next))
    }, SEARCH_DEBOUNCE_MS)
  }

  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 320, height: 400 },
  })
  const items = virtual.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (state.count) registry.ensure(Math.max(0, first - recent.length), Math.max(0, last - recent.length))
  }, [registry, state, first, last, recent.length])
  const statusId = useId()
  // A new query's wallets start at the top, wherever the previous list was scrolled to.
  const shownQuery = state.query
  useLayoutEffect(() => {
    if (shownQuery && scroller.current) scroller.current.scrollTop = 0
  }, [shownQuery])

  const pick = (w: RegistryWallet) => {
    const installed = installedConnector(w, connectors)
    openWallet(latch, { id: w.id, wallet: w, ...(installed ? { connectorId: installed.id } : {}) })
  }
  const renderRow = (row: Row): ReactNode => {
    if (row.kind === 'recent')
      return (
        <WalletButton
          name={row.wallet.name}
          imageUrl={row.wallet.imageUrl}
          tag={en.recent}
          onClick={() =>
            openWallet(latch, {
              id: row.wallet.id,
              recent: row.wallet,
              ...(connectors.some((c) => c.id === row.wallet.id) ? { connectorId: row.wallet.id } : {}),
            })
          }
        />
      )
    const w = registry.at(row.index)
    if (!w)
      return (
        <div className="latch-wallet latch-wallet-placeholder" aria-hidden="true">
          <span className="latch-skeleton latch-wallet-icon" />
          <span className="latch-skeleton latch-skeleton-text" />
        </div>
      )
    return (
      <WalletButton
        name={w.name}
        imageUrl={w.imageUrl}
        tag={installedConnector(w, connectors) ? en.installed : undefined}
        onClick={() => pick(w)}
      />
    )
  }

  return (
    <div className="latch-all-wallets">
      <input
        className="latch-search"
        type="search"
        aria-label={en.searchWallets}
        aria-describedby={statusId}
        placeholder={en.searchWallets}
        value={text}
        maxLength={64}
        onChange={(e) => onSearch(e.target.value)}
      />
      <RegistryStatus id={statusId} registry={registry} before={recent.length} />
      {state.failed ? (
        <button type="button" className="latch-button" onClick={registry.retry}>
          {en.tryAgain}
        </button>
      ) : null}
      <div ref={scroller} className="latch-virtual">
        <ul
          className="latch-list"
          aria-label={en.wallets}
          aria-busy={preparing || undefined}
          style={{ height: virtual.getTotalSize() }}
        >
          {items.map((item) =>
            item.index < rowCount ? (
              <li
                key={item.key}
                aria-setsize={rowCount}
                aria-posinset={item.index + 1}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderRow(rowAt(item.index))}
              </li>
            ) : null,
          )}
        </ul>
      </div>
    </div>
  )
}
