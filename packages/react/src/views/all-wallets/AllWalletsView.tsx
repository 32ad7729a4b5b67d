import { installedConnector, type RecentWallet, type RegistryWallet } from '@latch/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { en } from '../../i18n/en.ts'
import { WalletButton } from '../ConnectView.tsx'
import { openWallet } from '../walletconnect/open-wallet.ts'
import { useRegistryPages } from './useRegistryPages.ts'

/** Searches wait this long after the last keystroke, and start from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 200
export const SEARCH_MIN_CHARS = 2
const ROW_HEIGHT = 62

type Row = { kind: 'recent'; wallet: RecentWallet } | { kind: 'registry'; index: number }

/** The search text in effect: trimmed, from 2 characters, after the debounce. */
function useDebouncedSearch(text: string): string {
  const [search, setSearch] = useState('')
  useEffect(() => {
    const next = text.trim().length >= SEARCH_MIN_CHARS ? text.trim().slice(0, 64) : ''
    if (next === search) return
    const t = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [text, search])
  return search
}

/**
 * AllWallets: the whole registry, searchable (debounced, from 2 characters) and scrolled through a
 * virtual list that keeps a few dozen rows in the DOM whatever the registry's size. Recent wallets come
 * first; wallets whose extension is installed are marked so and connect through it. The app's include,
 * exclude and featured ids and its chain namespaces shape the list on the server.
 */
export function AllWalletsView(): ReactNode {
  const latch = useLatchInstance()
  const connectors = useLatchSelector((s) => s.connectors)
  const { options } = latch
  const [text, setText] = useState('')
  const search = useDebouncedSearch(text)
  const recent = useMemo(() => (search ? [] : latch.recentWallets()), [latch, search])
  const namespaces = useMemo(() => [...new Set(options.networks.map((n) => n.chainNamespace))], [options])
  const registry = useRegistryPages({
    search,
    include: options.includeWalletIds,
    exclude: [...options.excludeWalletIds, ...recent.map((r) => r.id)],
    featured: options.featuredWalletIds,
    chains: namespaces,
  })
  const rows: Row[] = useMemo(
    () => [
      ...recent.map((wallet): Row => ({ kind: 'recent', wallet })),
      ...Array.from({ length: registry.count ?? 0 }, (_, index): Row => ({ kind: 'registry', index })),
    ],
    [recent, registry.count],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 320, height: 400 },
  })
  const items = virtual.getVirtualItems()
  const first = items[0]?.index ?? 0
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (registry.count) registry.ensure(Math.max(0, first - recent.length), Math.max(0, last - recent.length))
  }, [registry, first, last, recent.length])
  const statusId = useId()

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
              ...(connectors.some((c) => c.id === row.wallet.id) ? { connectorId: row.wallet.id } : {}),
            })
          }
        />
      )
    const w = registry.at(row.index)
    if (!w) return <div className="latch-wallet latch-wallet-placeholder" aria-hidden="true" />
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
        onChange={(e) => setText(e.target.value)}
      />
      <p id={statusId} className="latch-muted latch-small" role="status">
        {registry.failed
          ? en.walletsUnavailable
          : registry.count === undefined
            ? en.loading
            : rows.length === 0
              ? en.noWalletsFound
              : en.walletsFound(rows.length)}
      </p>
      {registry.failed ? (
        <button type="button" className="latch-button" onClick={registry.retry}>
          {en.tryAgain}
        </button>
      ) : null}
      <div ref={scroller} className="latch-virtual">
        <ul className="latch-list" aria-label={en.wallets} style={{ height: virtual.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <li
                key={item.key}
                aria-setsize={rows.length}
                aria-posinset={item.index + 1}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderRow(row)}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
