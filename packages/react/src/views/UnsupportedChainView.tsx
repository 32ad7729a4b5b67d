import type { ReactNode } from 'react'
import { en } from '../i18n/en.ts'
import { NetworkList } from './NetworkList.tsx'

/** UnsupportedChain: the wallet is on a network the app does not configure; offer the app's networks. */
export function UnsupportedChainView(): ReactNode {
  return (
    <div className="latch-center">
      <p className="latch-muted">{en.unsupportedTitle}</p>
      <NetworkList />
    </div>
  )
}
