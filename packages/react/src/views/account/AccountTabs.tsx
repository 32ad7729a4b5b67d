import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useStrings } from '../../i18n/use-strings.ts'
import { ActivityTab } from './ActivityTab.tsx'
import { NftsTab } from './NftsTab.tsx'
import { TabNote } from './TabNote.tsx'
import { TokensTab } from './TokensTab.tsx'

const TABS = ['tokens', 'nfts', 'activity'] as const
type Tab = (typeof TABS)[number]

/**
 * The Account view's tabs (SPEC §2): Tokens, NFTs, Activity. Arrow keys, Home and End move between them.
 * NFTs and activity are EVM only (SPEC §1): on another namespace their tabs say so.
 */
export function AccountTabs({
  accountKey,
  activity,
  evm,
}: {
  accountKey: string
  activity: boolean
  evm: boolean
}): ReactNode {
  const en = useStrings()
  const tabs: readonly Tab[] = activity ? TABS : TABS.filter((t) => t !== 'activity')
  const [tab, setTab] = useState<Tab>('tokens')
  const id = useId()
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  const onKey = (e: KeyboardEvent) => {
    const i = tabs.indexOf(tab)
    const next =
      e.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : e.key === 'ArrowLeft'
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : e.key === 'Home'
            ? tabs[0]
            : e.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    e.preventDefault()
    setTab(next)
    refs.current[next]?.focus()
  }
  return (
    <div className="latch-tabs">
      <div role="tablist" aria-label={en.accountSections} className="latch-tablist" onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${t}`}
            aria-selected={tab === t}
            aria-controls={`${id}-${t}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {en[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}`}
        className="latch-tabpanel"
      >
        {tab === 'tokens' ? (
          <TokensTab accountKey={accountKey} />
        ) : tab === 'nfts' ? (
          evm ? (
            <NftsTab accountKey={accountKey} />
          ) : (
            <TabNote>{en.nftsEvmOnly}</TabNote>
          )
        ) : evm ? (
          <ActivityTab accountKey={accountKey} />
        ) : (
          <TabNote>{en.activityEvmOnly}</TabNote>
        )}
      </div>
    </div>
  )
}
