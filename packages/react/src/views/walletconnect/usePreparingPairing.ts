import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'

/**
 * Whether, on a phone, the pairing a wallet row's tap opens is still being prepared: the wallet lists mark
 * themselves busy (`aria-busy`) until the URI is ready, since a tap before then shows an "Open" link to
 * tap again instead of opening the app at once.
 *
 * @example
 * const preparing = usePreparingPairing()
 * return <ul aria-busy={preparing || undefined}>…</ul>
 */
export function usePreparingPairing(): boolean {
  const latch = useLatchInstance()
  const preparing = useLatchSelector((s) => s.walletConnect.status === 'pairing' && !s.walletConnect.uri)
  return preparing && latch.environment().isMobile && latch.options.walletConnect !== undefined
}
