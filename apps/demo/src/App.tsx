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
  useLatchLocale,
  useLatchNetwork,
  useLatchTheme,
  useWalletInfo,
} from '@latch/react'
import type { ReactNode } from 'react'
import { DevWalletPanel } from './DevWalletPanel.tsx'
import { SignMessagePanel } from './SignMessagePanel.tsx'
import { StandardWalletPanel } from './StandardWalletPanel.tsx'

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
  const { themeMode, setThemeMode } = useLatchTheme()
  const { locale, locales, setLocale } = useLatchLocale()
  const { open } = useLatch()
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
            <dt>Wallet</dt>
            <dd>{walletInfo?.name ?? '—'}</dd>
            <dt>Last event</dt>
            <dd data-testid="last-event">{lastEvent?.data.event ?? '—'}</dd>
          </dl>
        </section>
        <section aria-labelledby="theme-title" className="panel">
          <h2 id="theme-title">Modal theme</h2>
          <label htmlFor="theme-select">Theme</label>{' '}
          <select
            id="theme-select"
            value={themeMode}
            onChange={(e) => setThemeMode(e.target.value as typeof themeMode)}
          >
            <option value="dark">Dark</option>
            <option value="light">Light</option>
            <option value="system">System</option>
          </select>{' '}
          <label htmlFor="locale-select">Language</label>{' '}
          <select id="locale-select" value={locale} onChange={(e) => void setLocale(e.target.value)}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {new Intl.DisplayNames([code], { type: 'language' }).of(code)}
              </option>
            ))}
          </select>
          <p>
            <button type="button" onClick={() => open({ view: 'UnsupportedChain' })}>
              Open the unsupported-network view
            </button>
          </p>
        </section>
        <SignMessagePanel />
        <section aria-labelledby="tools-title" className="panel">
          <h2 id="tools-title">Devnet tools</h2>
          <p>
            Log in with email using any address: the code lands in the{' '}
            <a
              href={import.meta.env.VITE_LATCH_INBOX_URL ?? 'http://127.0.0.1:8025'}
              target="_blank"
              rel="noreferrer"
            >
              local inbox
            </a>
            .
          </p>
        </section>
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
