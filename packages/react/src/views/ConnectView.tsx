import type { ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
import { en } from '../i18n/en.ts'

const ignore = () => {}

/** Connect: the wallets discovered in the browser. */
export function ConnectView(): ReactNode {
  const latch = useLatchInstance()
  const connectors = useLatchSelector((s) => s.connectors)
  if (connectors.length === 0) {
    return (
      <div className="latch-center">
        <p className="latch-status">{en.noWallets}</p>
        <p className="latch-muted">{en.noWalletsHint}</p>
      </div>
    )
  }
  return (
    <ul className="latch-list" aria-label={en.wallets}>
      {connectors.map((c) => (
        <li key={c.id}>
          <button type="button" className="latch-wallet" onClick={() => latch.connect(c.id).catch(ignore)}>
            {c.imageUrl ? <img src={c.imageUrl} alt="" /> : <span className="latch-wallet-icon" />}
            <span>{c.name}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
