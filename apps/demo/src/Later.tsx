import { useLatchAccount } from '@latch/react'
import { type ReactNode, useEffect, useState } from 'react'

/**
 * Renders `render()` once the page has settled: Latch is not restoring a connection and the main thread
 * is idle. The demo's dev wallets derive their keys on first use, as an extension does out of the page,
 * and showing their addresses is that first use; done at load, the crypto would hold up the page (and,
 * on localhost, the wallet frame that shares its thread).
 *
 * @example
 * <Later render={() => wallet.address} />
 */
export function Later({ render }: { render: () => ReactNode }): ReactNode {
  const { status } = useLatchAccount()
  const settled = status !== 'reconnecting' && status !== 'connecting'
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!settled || shown) return
    // WebKit has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const t = setTimeout(() => setShown(true), 50)
      return () => clearTimeout(t)
    }
    const id = requestIdleCallback(() => setShown(true), { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }, [settled, shown])
  return shown ? render() : '…'
}
