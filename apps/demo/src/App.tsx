import type { DevWallet } from '@latch/devnet/dev-wallet'
import { ConnectButton, useLatchAccount, useLatchNetwork } from '@latch/react'
import type { ReactNode } from 'react'
import { DevWalletPanel } from './DevWalletPanel.tsx'

/** The demo host page. */
export function App({ devWallet }: { devWallet?: DevWallet }): ReactNode {
  const { address, status } = useLatchAccount()
  const { caipNetwork, caipNetworkId } = useLatchNetwork()
  return (
    <>
      <header className="bar">
        <strong>Latch demo</strong>
        <ConnectButton />
      </header>
      <main>
        <section aria-labelledby="status-title" className="panel">
          <h2 id="status-title">Your connection</h2>
          <dl>
            <dt>Status</dt>
            <dd data-testid="status">{status}</dd>
            <dt>Address</dt>
            <dd>{address ?? '—'}</dd>
            <dt>Network</dt>
            <dd>{caipNetwork?.name ?? caipNetworkId ?? '—'}</dd>
          </dl>
        </section>
        {devWallet ? <DevWalletPanel wallet={devWallet} /> : null}
      </main>
    </>
  )
}
