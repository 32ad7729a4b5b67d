import type { Latch } from '@latch/core'
import { importAgain } from '@latch/core/internal/plumbing/import-again'
import { createLoader } from '@latch/core/internal/plumbing/loader'
import { type ReactNode, useEffect, useMemo, useReducer, useState } from 'react'
import { LatchContext } from './context.ts'
import { type LoadedLocale, LocaleContext } from './i18n/locale-context.ts'
import type { LatchInitialState } from './initial-state.ts'
import { prefetchWhenIdle, useLoaded } from './lazy.ts'
import { useLatchSelectorOf } from './useLatchSelectorOf.ts'

const modal = createLoader(importAgain(() => import('./modal/ModalRoot.tsx')))
/** The providers on the page, told when the modal's code is in hand so they render it ahead, hidden. */
const ahead = new Set<() => unknown>()
/**
 * Loads the modal's code, then has it rendered ahead of the click, hidden (where React has `Activity`);
 * the button calls it on hover, focus, pointerdown and touchstart.
 */
export const loadModal = (): Promise<unknown> =>
  modal.load().then(() => {
    for (const render of ahead) render()
  })

/** Props of {@link LatchProvider}. */
export type LatchProviderProps = {
  latch: Latch
  /**
   * Server rendering with `ssr: latchCookie()`: what `latchInitialState()` (from `@latch/react/server`)
   * read for this visitor. The server renders their wallet and language, and the browser starts from
   * the same state, so hydration matches and nothing flashes. Ignored without the `ssr` option.
   */
  initialState?: LatchInitialState
  /**
   * When the modal's code is fetched ahead of the first click, always from the page's own origin and
   * never with a request to the API server: `'intent'` (the default) as the visitor points at, focuses or
   * presses a ConnectButton; `'idle'` also once the page is idle after loading (unless the visitor saves
   * data), so a first tap on a phone, where nothing hovers, finds the modal ready.
   */
  preload?: LatchPreload
  children?: ReactNode
}

/** When {@link LatchProvider} fetches the modal's code ahead of need: on interest only, or at idle too. */
export type LatchPreload = 'intent' | 'idle'

/**
 * Makes a Latch instance available to the hooks and components below it, starts wallet discovery and
 * the silent reconnect after hydration, and renders the modal (loaded on first open).
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
 * root.render(<LatchProvider latch={latch} preload="idle"><App /></LatchProvider>)
 */
export function LatchProvider({
  latch: app,
  initialState: given,
  preload = 'intent',
  children,
}: LatchProviderProps): ReactNode {
  // Without the `ssr` option the instance cannot start from it: rendered as without it on both sides.
  const initialState = app.options.ssr && given
  const snapshot = initialState?.snapshot
  // Server rendering (`ssr`): on the server, a copy of the instance started from the visitor's
  // snapshot; in the browser, the app's instance started from the same snapshot before hydrating.
  const latch = useMemo(() => (snapshot ? app.fromSnapshot(snapshot) : app), [app, snapshot])
  useEffect(() => latch.mount(), [latch])
  useEffect(() => {
    if (preload === 'intent') return
    if (preload !== 'idle') {
      // A developer's mistake the page still works through: said in the console, on interest only.
      console.warn(`[latch] preload is 'intent' or 'idle', not ${JSON.stringify(preload)}`)
      return
    }
    // The modal, then (to render it ahead) the connection code: wallet discovery starts with it, with no
    // network call.
    return prefetchWhenIdle(() => {
      loadModal().catch(() => {})
    })
  }, [preload])
  const open = useLatchSelectorOf(latch, (s) => s.modal.open || s.notification.open || s.alert.open)
  // Each sign of interest (once the modal's code and the wallets are in hand) has the closed dialog
  // rendered ahead, hidden: a click only shows it. An opening counts as one: the modal stays mounted.
  const [interest, interested] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const render = () => latch.preload().then(interested, () => {})
    ahead.add(render)
    return () => void ahead.delete(render)
  }, [latch])
  if (open && !interest) interested()
  // Rendered the moment its code is in hand (at once when preloaded): no Suspense reveal delay.
  const ModalRoot = useLoaded(modal, interest > 0)?.default
  const loaded = useLoadedLocale(latch, initialState?.locale)
  return (
    <LatchContext.Provider value={latch}>
      <LocaleContext.Provider value={loaded}>
        {children}
        {ModalRoot ? <ModalRoot interest={interest} /> : null}
      </LocaleContext.Provider>
    </LatchContext.Provider>
  )
}

/**
 * The catalogue of the instance's locale once it has loaded (undefined for English): the page and the
 * modal switch language together, and never to a locale whose words have not arrived.
 */
function useLoadedLocale(latch: Latch, initial: LoadedLocale | undefined): LoadedLocale | undefined {
  const locale = useLatchSelectorOf(latch, (s) => s.locale)
  // A page a server rendered in another language starts with its words, which came with the page.
  const [loaded, setLoaded] = useState(initial)
  useEffect(() => {
    if (locale === 'en') return setLoaded(undefined)
    let current = true
    import('./i18n/load.ts')
      .then(({ loadMessages }) => loadMessages(locale))
      .then((messages) => current && setLoaded({ locale, messages }))
      .catch((e) => latch.log.warn(`the ${locale} catalogue failed to load`, String(e)))
    return () => {
      current = false
    }
  }, [latch, locale])
  return loaded
}
