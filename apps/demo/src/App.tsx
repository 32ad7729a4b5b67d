import type { DevWallet } from '@latch/devnet/dev-wallet'
import type { DevBitcoinWallet } from '@latch/devnet/dev-wallet/bitcoin'
import type { DevCosmosWallet } from '@latch/devnet/dev-wallet/cosmos'
import type { DevPolkadotWallet } from '@latch/devnet/dev-wallet/polkadot'
import type { DevSolanaWallet } from '@latch/devnet/dev-wallet/solana'
import {
  ConnectButton,
  useLatch,
  useLatchAccount,
  useLatchEvents,
  useLatchNetwork,
  useLatchSiwx,
  useWalletInfo,
} from '@latch/react'
import type { ReactNode } from 'react'
import { BatchPanel } from './BatchPanel.tsx'
import { DevWalletPanel } from './DevWalletPanel.tsx'
import { HeadlessPanel } from './HeadlessPanel.tsx'
import { Playground } from './Playground.tsx'
import { SignMessagePanel } from './SignMessagePanel.tsx'
import { StandardWalletPanel } from './StandardWalletPanel.tsx'
import { ToolsPanel } from './ToolsPanel.tsx'

/** The demo host page. */
export function App({
  devWallet,
  devSolanaWallet,
  devBitcoinWallet,
  devCosmosWallet,
  devPolkadotWallet,
}: {
  devWallet?: DevWallet
  devSolanaWallet?: DevSolanaWallet
  devBitcoinWallet?: DevBitcoinWallet
  devCosmosWallet?: DevCosmosWallet
  devPolkadotWallet?: DevPolkadotWallet
}): ReactNode {
  const { address, status } = useLatchAccount()
  const { caipNetwork, caipNetworkId } = useLatchNetwork()
  const { walletInfo } = useWalletInfo()
  const lastEvent = useLatchEvents()
  const siwx = useLatchSiwx()
  const { open } = useLatch()
  return (
    <>
      <header className="bar">
        <strong className="brand">Latch</strong>
        <ConnectButton />
      </header>
      <main>
        <section className="hero" aria-labelledby="hero-title">
          <h1 id="hero-title">Connect any wallet. Keep your page light.</h1>
          <p className="lede">
            Latch is a self-hosted wallet-connection modal: browser extensions, mobile wallets over
            WalletConnect and email login, on EVM, Solana, Bitcoin, Cosmos and Polkadot. It adds a few
            kilobytes to the page and makes no network call before the modal opens. Everything below runs on
            your machine.
          </p>
          <div className="hero-actions">
            <button type="button" className="hero-button" onClick={() => open()}>
              {address ? 'Open your account' : 'Try it: connect a wallet'}
            </button>
            <button type="button" className="ghost" onClick={() => open({ view: 'UnsupportedChain' })}>
              Open the unsupported-network view
            </button>
          </div>
        </section>
        <Playground />
        <section aria-labelledby="status-title" className="panel">
          <h2 id="status-title">Your connection</h2>
          <dl>
            <dt>Status</dt>
            <dd data-testid="status">{status}</dd>
            <dt>Address</dt>
            <dd data-testid="address">{address ?? '—'}</dd>
            <dt>Network</dt>
            <dd>{caipNetwork?.name ?? caipNetworkId ?? '—'}</dd>
            <dt>Wallet</dt>
            <dd>{walletInfo?.name ?? '—'}</dd>
            <dt>Last event</dt>
            <dd data-testid="last-event">{lastEvent?.data.event ?? '—'}</dd>
            <dt>Signed in (SIWX)</dt>
            <dd data-testid="siwx">
              {siwx?.status ??
                (new URLSearchParams(location.search).has('siwx') ? '—' : 'off: add ?siwx to the address')}
            </dd>
          </dl>
        </section>
        <SignMessagePanel />
        <BatchPanel />
        <HeadlessPanel />
        <ToolsPanel />
        {devWallet ? <DevWalletPanel wallet={devWallet} /> : null}
        {devSolanaWallet ? (
          <StandardWalletPanel
            title="Dev Solana Wallet"
            chain="Solana"
            accounts={
              <>
                devnet Solana test account <code>{devSolanaWallet.address}</code> (Wallet Standard)
              </>
            }
            wallet={devSolanaWallet}
          />
        ) : null}
        {devBitcoinWallet ? (
          <StandardWalletPanel
            title="Dev Bitcoin Wallet"
            chain="Bitcoin"
            accounts={
              <>
                regtest payment account <code>{devBitcoinWallet.addresses.payment}</code> and ordinals account{' '}
                <code>{devBitcoinWallet.addresses.ordinals}</code> (Wallet Standard)
              </>
            }
            wallet={devBitcoinWallet}
          />
        ) : null}
        {devCosmosWallet ? (
          <StandardWalletPanel
            title="Dev Cosmos Wallet"
            chain="Cosmos"
            accounts={
              <>
                devnet Cosmos test account <code>{devCosmosWallet.address}</code> (Keplr-compatible)
              </>
            }
            wallet={devCosmosWallet}
          />
        ) : null}
        {devPolkadotWallet ? (
          <StandardWalletPanel
            title="Dev Polkadot Wallet"
            chain="Polkadot"
            accounts={
              <>
                devnet Polkadot test account <code>{devPolkadotWallet.address}</code> (an injected extension)
              </>
            }
            wallet={devPolkadotWallet}
          />
        ) : null}
      </main>
    </>
  )
}
