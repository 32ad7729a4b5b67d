import { type ReactNode, useSyncExternalStore } from 'react'
import { useModalKit } from '../../modal/kit-context.ts'
import type { RegistryPages } from './registry-pages.ts'

/**
 * The live status line of All Wallets ("Loading…", "N wallets", "No wallets found"). It alone
 * re-renders when a search starts, so the rows shown stay untouched until its answer lands.
 */
export function RegistryStatus(props: { id: string; registry: RegistryPages; before: number }): ReactNode {
  const { registry } = props
  const en = useModalKit().strings
  const state = useSyncExternalStore(registry.subscribe, registry.getState, registry.getState)
  const rows = props.before + (state.count ?? 0)
  return (
    <p id={props.id} className="latch-muted latch-small" role="status">
      {state.failed
        ? en.walletsUnavailable
        : state.count === undefined || state.searching
          ? en.loading
          : rows === 0
            ? en.noWalletsFound
            : en.walletsFound(rows)}
    </p>
  )
}
