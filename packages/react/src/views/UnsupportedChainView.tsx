import { type ReactNode, useEffect, useState } from 'react'
import { useLatchSelector } from '../hooks.ts'
import { useModalKit } from '../modal/kit-context.ts'
import { NetworkList } from './NetworkList.tsx'

/**
 * UnsupportedChain: the wallet is on a network the app does not configure; offer the app's networks.
 * Escape or a click outside shakes the modal, and says in words why it stays (announced, and a cue that
 * does not move, for reduced motion).
 */
export function UnsupportedChainView(): ReactNode {
  const { strings: en } = useModalKit()
  const shake = useLatchSelector((s) => s.modal.shake)
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    if (shake) setRefused(true)
  }, [shake])
  return (
    <div className="latch-center">
      <p className="latch-muted">{en.unsupportedTitle}</p>
      <p className="latch-problem" role="alert">
        {refused ? en.chooseNetworkToContinue : ''}
      </p>
      <NetworkList />
    </div>
  )
}
