import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { SearchGlyph } from '../icons/glyphs.tsx'

/** More options than a handful get a search box. */
const SEARCH_FROM = 6

/** One choice of a {@link Listbox}. */
export type ListOption = {
  /** Unique among the options. */
  id: string
  /** The option's accessible name, and what search matches. */
  label: string
  /** More words search matches (a token's name, an address). */
  keywords?: string
  /** A second line under the label. */
  detail?: ReactNode
  /** Decorative icon before the label. */
  icon?: ReactNode
  /** Shown at the end of the row (a balance). */
  trailing?: ReactNode
  /** The heading of the group the option belongs to, when the list is grouped. */
  group?: string
}

/** Props of {@link Listbox}. */
export type ListboxProps = {
  /** The list's accessible name. */
  label: string
  options: readonly ListOption[]
  /** The chosen option's id (`aria-selected`). */
  selected: string | undefined
  onSelect: (id: string) => void
  /** The search box's label and placeholder; a search box shows above `SEARCH_FROM` options. */
  searchLabel: string
  /** Said when the search matches nothing. */
  noMatch: string
  /** Said when there is nothing to choose from at all (no search typed); `noMatch` when absent. */
  empty?: string
  /** Escape inside the list (a picker closes; the dialog stays). */
  onEscape?: () => void
  /** Take focus when shown. */
  autoFocus?: boolean
}

/**
 * A designed, keyboard-accessible single-choice list (WAI-ARIA listbox): options with icons and
 * trailing values, optionally grouped, and a search box once there are more than a handful. Focus stays
 * on the list (or the search box, a combobox over it) while the arrows, Home and End move the active
 * option; Enter or Space chooses it; a click chooses too.
 *
 * @example
 * <Listbox label="Networks" options={[{ id: 'eip155:1', label: 'Ethereum' }]} selected="eip155:1"
 *   onSelect={switchTo} searchLabel="Search networks" noMatch="No network matches" />
 */
export function Listbox(props: ListboxProps): ReactNode {
  const id = useId()
  const [query, setQuery] = useState('')
  const search = props.options.length > SEARCH_FROM
  const q = query.trim().toLowerCase()
  const shown = useMemo(
    () =>
      q
        ? props.options.filter((o) => `${o.label} ${o.keywords ?? ''}`.toLowerCase().includes(q))
        : props.options,
    [props.options, q],
  )
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((o) => o.id === props.selected),
    ),
  )
  const at = Math.min(active, shown.length - 1)
  const list = useRef<HTMLUListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const optionId = (i: number) => `${id}-o${i}`
  useEffect(() => {
    if (props.autoFocus) (search ? input.current : list.current)?.focus()
  }, [props.autoFocus, search])
  useEffect(() => {
    if (at >= 0) document.getElementById(optionId(at))?.scrollIntoView?.({ block: 'nearest' })
  })
  const onKeyDown = (e: KeyboardEvent) => {
    const last = shown.length - 1
    const move: Record<string, number> = {
      ArrowDown: Math.min(at + 1, last),
      ArrowUp: Math.max(at - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(at + 5, last),
      PageUp: Math.max(at - 5, 0),
    }
    if (
      e.key in move &&
      (e.key.startsWith('Arrow') || e.key.startsWith('Page') || e.target === list.current)
    ) {
      e.preventDefault()
      setActive(move[e.key]!)
    } else if ((e.key === 'Enter' || (e.key === ' ' && e.target === list.current)) && shown[at]) {
      e.preventDefault()
      props.onSelect(shown[at].id)
    } else if (e.key === 'Escape' && props.onEscape) {
      e.stopPropagation()
      props.onEscape()
    }
  }
  const activeId = at >= 0 ? optionId(at) : undefined
  const row = (o: ListOption, i: number) => (
    // The keys are the list's (aria-activedescendant); a press keeps focus where it is and the click chooses.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard for its options
    <li
      key={o.id}
      id={optionId(i)}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a designed option (ARIA listbox pattern)
      role="option"
      tabIndex={-1}
      aria-selected={o.id === props.selected}
      data-active={i === at || undefined}
      className="latch-option"
      onPointerMove={() => setActive(i)}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => props.onSelect(o.id)}
    >
      {o.icon}
      <span className="latch-option-main">
        <span className="latch-option-label">{o.label}</span>
        {o.detail ? <span className="latch-muted latch-small">{o.detail}</span> : null}
      </span>
      {o.trailing ? <span className="latch-option-trailing">{o.trailing}</span> : null}
    </li>
  )
  // Grouped options sit in named groups inside the one listbox, so the arrows run through all of them.
  const groups: { name: string | undefined; rows: ReactNode[] }[] = []
  shown.forEach((o, i) => {
    if (groups.at(-1)?.name !== o.group || groups.length === 0) groups.push({ name: o.group, rows: [] })
    groups.at(-1)!.rows.push(row(o, i))
  })
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one key handler for the search box and the list inside
    <div className="latch-listbox" onKeyDown={onKeyDown} data-latch-escape={props.onEscape ? '' : undefined}>
      {search ? (
        <label className="latch-search-box">
          <SearchGlyph />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={props.searchLabel}
            placeholder={props.searchLabel}
            aria-controls={`${id}-list`}
            aria-expanded="true"
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setActive(0)
            }}
          />
        </label>
      ) : null}
      {shown.length === 0 ? (
        <p className="latch-muted latch-empty" role="status">
          {props.options.length === 0 ? (props.empty ?? props.noMatch) : props.noMatch}
        </p>
      ) : null}
      <ul
        ref={list}
        id={`${id}-list`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a designed listbox (ARIA pattern)
        role="listbox"
        aria-label={props.label}
        tabIndex={search ? -1 : 0}
        aria-activedescendant={search ? undefined : activeId}
        className="latch-options"
        hidden={shown.length === 0}
      >
        {groups.map((g) =>
          g.name === undefined ? (
            g.rows
          ) : (
            <li key={g.name} role="presentation" className="latch-option-group">
              <span className="latch-group-title" aria-hidden="true">
                {g.name}
              </span>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA) */}
              <ul role="group" aria-label={g.name}>
                {g.rows}
              </ul>
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
