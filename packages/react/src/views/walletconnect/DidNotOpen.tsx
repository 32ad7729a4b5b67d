import type { RegistryWallet } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useStrings } from '../../i18n/use-strings.ts'

/** How long after a tap a page still in front means the app did not open. */
export const APP_OPEN_MS = 2_500

/**
 * Whether the page is still in front {@link APP_OPEN_MS} after the tap `attempt` stands for (a new
 * value per tap; undefined before any): an app that opened took the screen and hid the page.
 *
 * @example
 * const stayed = useStayedAfterOpen(opened?.id)
 */
export function useStayedAfterOpen(attempt: unknown): boolean {
  const [stayed, setStayed] = useState(false)
  useEffect(() => {
    setStayed(false)
    if (attempt === undefined) return
    const timer = setTimeout(() => setStayed(document.visibilityState === 'visible'), APP_OPEN_MS)
    return () => clearTimeout(timer)
  }, [attempt])
  return stayed
}

/**
 * A wallet app that did not open: says so, with a link to where to get it (its homepage, when the
 * registry has an https one).
 *
 * @example
 * {stayed ? <DidNotOpen wallet={wallet} /> : null}
 */
export function DidNotOpen(props: { wallet: Pick<RegistryWallet, 'name' | 'homepage'> }): ReactNode {
  const en = useStrings()
  const { name, homepage } = props.wallet
  const store = homepage && /^https:\/\/[^\s]+$/.test(homepage) ? homepage : undefined
  return (
    <p className="latch-status" data-tone="error" role="status">
      {en.appDidNotOpen(name)}{' '}
      {store ? (
        <a className="latch-link" href={store} target="_blank" rel="noopener noreferrer">
          {en.getWallet(name)}
        </a>
      ) : null}
    </p>
  )
}
